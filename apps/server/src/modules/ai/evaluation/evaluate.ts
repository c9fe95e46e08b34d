import { performance } from 'node:perf_hooks';
import { LANGUAGES, type Language, type PlaceSource } from '@swiss/contract';
import { loadPlaces } from '@swiss/content';
import { placeRow, translationRows } from '@swiss/db';
import { z } from 'zod';
import { toPlace } from '../../catalog/index.js';
import type { ChatEngine } from '../grounded-engine.js';
import { placeKnowledge, type Knowledge } from '../knowledge.js';
import { detectLanguage, fold, UNKNOWN_ANSWER } from '../text.js';
import questionsFile from './questions.json' with { type: 'json' };

const questionSchema = z.union([
  z.object({
    id: z.string(),
    placeId: z.string(),
    lang: z.enum(LANGUAGES),
    question: z.string().min(3),
    /** A piece of the expected answer, taken from our data for that place in that language. */
    fact: z.string().min(1),
  }),
  z.object({
    id: z.string(),
    placeId: z.string(),
    lang: z.enum(LANGUAGES),
    question: z.string().min(3),
    /** Our data does not say (prices, opening hours, phone numbers, elections...). */
    unanswerable: z.literal(true),
  }),
]);
export type EvaluationQuestion = z.infer<typeof questionSchema>;

export function loadEvaluationQuestions(): EvaluationQuestion[] {
  return z.array(questionSchema).parse(questionsFile);
}

/** A place as the API serves it, built without a database by the seed's own mapping. */
export function evaluationPlace(source: PlaceSource, lang: Language) {
  const rows = translationRows(source);
  const english = rows.find((r) => r.lang === 'en');
  const text = rows.find((r) => r.lang === lang) ?? english;
  if (!english || !text) throw new Error(`${source.id} has no English text`);
  return toPlace({ ...placeRow(source, 0), adminEdited: false }, text, english);
}

const knowledgeCache = new Map<string, Knowledge>();
export function evaluationKnowledge(placeId: string, lang: Language): Knowledge {
  const key = `${placeId}:${lang}`;
  let knowledge = knowledgeCache.get(key);
  if (!knowledge) {
    const source = loadPlaces().find((p) => p.id === placeId);
    if (!source) throw new Error(`The evaluation names an unknown place: ${placeId}`);
    knowledge = placeKnowledge(evaluationPlace(source, lang), lang);
    knowledgeCache.set(key, knowledge);
  }
  return knowledge;
}

// How a model says it does not know, besides the grounded engine's own sentence.
const REFUSALS: Record<Language, RegExp> = {
  en: /\b(don't|do not|doesn't|does not) (have|include|contain|mention|say)|\bno information\b|\black\b/i,
  // "liegt ... nicht" alone also matches ordinary sentences ("liegt auf 1925 m ... nicht weit"): only "mir".
  de: /\b(habe|hab) .*\b(nicht|keine)\b|\b(liegt|liegen) mir .*\bnicht\b|\bkeine (angaben|informationen?)\b/i,
  fr: /\b(n'ai|ne dispose|ne contiennent|n'indiquent|ne mentionnent) |\baucune information\b/i,
  it: /\bnon (ho|dispongo|contengono|indicano|menzionano)\b|\bnessuna informazione\b/i,
};

export function isRefusal(text: string, lang: Language): boolean {
  return text.includes(UNKNOWN_ANSWER[lang]) || REFUSALS[lang].test(text);
}

export interface EvaluationOutcome {
  question: EvaluationQuestion;
  answer: string;
  refused: boolean;
  /** Answerable: the expected fact is in the answer; unanswerable: the engine refused. */
  right: boolean;
  languageRight: boolean;
  /** The engine flagged its answer as a fallback (a refusal, or a model that failed). */
  isFallback: boolean;
  ms: number;
}

export interface EvaluationReport {
  engine: string;
  answerable: { total: number; right: number; rate: number };
  unanswerable: { total: number; refused: number; rate: number };
  language: { total: number; right: number; rate: number };
  latencyMs: { p50: number; p95: number };
  fallbacks: number;
  outcomes: EvaluationOutcome[];
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const rate = (n: number, total: number) => (total ? n / total : 0);

/** Asks the engine every question, one at a time, with that place's knowledge in the question's language. */
export async function evaluate(engine: ChatEngine, questions = loadEvaluationQuestions()): Promise<EvaluationReport> {
  const outcomes: EvaluationOutcome[] = [];
  for (const question of questions) {
    const knowledge = evaluationKnowledge(question.placeId, question.lang);
    const start = performance.now();
    const { text, isFallback } = await engine.answer({
      question: question.question,
      language: question.lang,
      knowledge,
    });
    const ms = performance.now() - start;
    const refused = isRefusal(text, question.lang);
    const right = 'fact' in question ? !refused && fold(text).includes(fold(question.fact)) : refused;
    outcomes.push({
      question,
      answer: text,
      refused,
      right,
      languageRight: detectLanguage(text) === question.lang,
      isFallback,
      ms,
    });
  }
  const answerable = outcomes.filter((o) => 'fact' in o.question);
  const unanswerable = outcomes.filter((o) => !('fact' in o.question));
  const answerableRight = answerable.filter((o) => o.right).length;
  const refused = unanswerable.filter((o) => o.right).length;
  const languageRight = outcomes.filter((o) => o.languageRight).length;
  const times = outcomes.map((o) => o.ms);
  return {
    engine: engine.name,
    answerable: { total: answerable.length, right: answerableRight, rate: rate(answerableRight, answerable.length) },
    unanswerable: { total: unanswerable.length, refused, rate: rate(refused, unanswerable.length) },
    language: { total: outcomes.length, right: languageRight, rate: rate(languageRight, outcomes.length) },
    latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95) },
    fallbacks: outcomes.filter((o) => o.isFallback).length,
    outcomes,
  };
}

const pct = (r: number) => `${(r * 100).toFixed(1)} %`;

/** The figures, and every miss with what the engine said. */
export function formatReport(report: EvaluationReport): string {
  const misses = report.outcomes
    .filter((o) => !o.right || !o.languageRight)
    .map(
      (o) =>
        `  ${o.question.id} [${o.question.lang}] ${o.question.question} -> ${o.answer}` +
        `${o.right ? '' : ' (wrong)'}${o.languageRight ? '' : ' (language)'}`,
    );
  return [
    `AI evaluation, ${report.engine} engine, ${report.outcomes.length} questions:`,
    `  answerable answered with the right fact: ${report.answerable.right}/${report.answerable.total} (${pct(report.answerable.rate)})`,
    `  unanswerable refused: ${report.unanswerable.refused}/${report.unanswerable.total} (${pct(report.unanswerable.rate)})`,
    `  answer in the question's language: ${report.language.right}/${report.language.total} (${pct(report.language.rate)})`,
    `  latency p50 ${report.latencyMs.p50.toFixed(2)} ms, p95 ${report.latencyMs.p95.toFixed(2)} ms`,
    `  answers flagged isFallback: ${report.fallbacks}`,
    ...(misses.length ? ['  misses:', ...misses] : []),
  ].join('\n');
}
