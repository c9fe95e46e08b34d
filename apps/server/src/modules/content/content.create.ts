import {
  LANGUAGES,
  type AdminInsightCreate,
  type AdminQuizCreate,
  type InsightSource,
  type QuizSource,
  type User,
} from '@swiss/contract';
import { sql, type Database } from '@swiss/db';
import { recordAudit } from '../../platform/audit/index.js';
import { readInsights, readQuiz, writeInsight, writeQuiz } from './content.records.js';
import { invalid, requirePlaces } from './content.service.js';

/*
 * New quiz questions and insights. Like a place, a new record is held to the dataset's schema (by
 * the route) and to the dataset's rules (here), written in one transaction with its audit entry
 * (action "create", before null: reverting it removes the record again), or not at all.
 */

/** The next id after the highest in use ("q50" -> "q51"); ids have two digits, so 99 is the last. */
function nextId(ids: string[], prefix: string, field = 'id'): string {
  const highest = Math.max(0, ...ids.map((id) => Number(id.slice(prefix.length))).filter(Number.isFinite));
  if (highest >= 99) throw invalid(field, `every id from ${prefix}01 to ${prefix}99 is taken`);
  return `${prefix}${String(highest + 1).padStart(2, '0')}`;
}

/**
 * Two admins creating at the same moment would both read the same highest id and the second
 * insert would fail on the key. Creations take turns instead: the lock lasts until the
 * transaction ends, on PostgreSQL and PGlite alike.
 */
const CREATE_LOCK = 740_251;
async function takeCreateTurn(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
}

/** The first sentence of the explanation is the quiz's hint (spec), so it must not name the answer. */
const hintOf = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? '';

/**
 * The quiz rules of packages/content (quiz.test.ts) beyond the schema: no question asked twice in
 * any language, and a hint that does not give the answer away. Options must differ (the schema).
 */
function checkQuizRules(question: QuizSource, others: QuizSource[]) {
  for (const lang of LANGUAGES) {
    const text = question.question[lang].trim().toLowerCase();
    const twin = others.find((other) => other.question[lang].trim().toLowerCase() === text);
    if (twin) throw invalid(`question.${lang}`, `the same question as ${twin.id}`);
    const answer = question.options[lang][question.correct] ?? '';
    if (answer.length > 3 && hintOf(question.insight[lang]).toLowerCase().includes(answer.toLowerCase()))
      throw invalid(`insight.${lang}`, 'its first sentence (the hint) gives the answer away');
  }
}

export async function createQuiz(db: Database, user: User | null, body: AdminQuizCreate): Promise<QuizSource> {
  return db.transaction(async (tx) => {
    await takeCreateTurn(tx);
    const all = await readQuiz(tx);
    const question: QuizSource = {
      ...body,
      id:
        body.id ??
        nextId(
          all.map((q) => q.id),
          'q',
        ),
    };
    if (all.some((q) => q.id === question.id)) throw invalid('id', `a quiz question "${question.id}" already exists`);
    checkQuizRules(question, all);
    await requirePlaces(tx, [question.place_id], () => 'place_id');
    await writeQuiz(tx, question);
    await recordAudit(tx, user, { kind: 'quiz', id: question.id, action: 'create', before: null, after: question });
    return question;
  });
}

export async function createInsight(db: Database, user: User | null, body: AdminInsightCreate): Promise<InsightSource> {
  return db.transaction(async (tx) => {
    await takeCreateTurn(tx);
    const all = await readInsights(tx);
    const insight: InsightSource = {
      ...body,
      id:
        body.id ??
        nextId(
          all.map((i) => i.id),
          'insight-',
        ),
    };
    if (all.some((i) => i.id === insight.id)) throw invalid('id', `an insight "${insight.id}" already exists`);
    await requirePlaces(tx, [insight.place_id], () => 'place_id');
    await writeInsight(tx, insight);
    await recordAudit(tx, user, { kind: 'insight', id: insight.id, action: 'create', before: null, after: insight });
    return insight;
  });
}
