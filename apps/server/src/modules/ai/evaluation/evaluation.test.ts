import { LANGUAGES } from '@swiss/contract';
import { loadPlaces } from '@swiss/content';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { createChatEngine } from '../engines.js';
import { llmProvider } from '../providers/llm.js';
import { GroundedEngine } from '../grounded-engine.js';
import { replyLanguage } from '../retrieval/language.js';
import { evaluateChips } from './chips.js';
import { evaluate, evaluationPlace, formatReport, loadEvaluationQuestions } from './evaluate.js';
import { evaluateHeldout, figures, loadHeldout, loadTuningSets } from './heldout.js';

const questions = loadEvaluationQuestions();

describe('the evaluation set', () => {
  it('has at least 60 questions over at least 30 places in all four languages', () => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    expect(new Set(questions.map((q) => q.placeId)).size).toBeGreaterThanOrEqual(30);
    for (const lang of LANGUAGES) {
      expect(questions.filter((q) => q.lang === lang && 'fact' in q).length).toBeGreaterThanOrEqual(10);
      expect(questions.filter((q) => q.lang === lang && !('fact' in q)).length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it('labels every answer with a fact found in our own data for that place, in that language', () => {
    const places = new Map(loadPlaces().map((p) => [p.id, p]));
    for (const q of questions) {
      const source = places.get(q.placeId);
      expect(source, q.id).toBeDefined();
      if (!source || !('fact' in q)) continue;
      expect(JSON.stringify(evaluationPlace(source, q.lang)), q.id).toContain(q.fact);
    }
  });
});

describe('the held-out set and the second tuning set', () => {
  const heldout = loadHeldout();
  const places = new Map(loadPlaces().map((p) => [p.id, p]));

  it('has >= 160 questions, >= 30 per language, >= 45 places, in two halves split by place', () => {
    expect(heldout.length).toBeGreaterThanOrEqual(160);
    for (const lang of LANGUAGES) expect(heldout.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(30);
    expect(new Set(heldout.map((q) => q.placeId)).size).toBeGreaterThanOrEqual(45);
    const halfOf = new Map<string, string>();
    for (const q of heldout) {
      expect(halfOf.get(q.placeId) ?? q.half, q.id).toBe(q.half);
      halfOf.set(q.placeId, q.half);
    }
    for (const kind of ['answerable', 'unanswerable', 'adversarial', 'followup'])
      for (const half of ['tune', 'test'])
        expect(heldout.filter((q) => q.kind === kind && q.half === half).length, `${kind} ${half}`).toBeGreaterThan(5);
  });

  it('names places we have and facts our data states in that language', () => {
    for (const q of [...heldout, ...loadTuningSets().flatMap((set) => set.questions)]) {
      const source = places.get(q.placeId);
      expect(source, q.id).toBeDefined();
      if (!source) continue;
      if (q.kind === 'answerable' || q.kind === 'followup') expect(q.fact?.length, q.id).toBeGreaterThan(0);
      if (q.kind === 'followup') expect(q.history?.length, q.id).toBeGreaterThan(0);
    }
  });

  // A floor under today's figures (npm run eval:concierge prints them): a change that makes the
  // engine worse on the untouched half fails here. The targets are higher; the note says so.
  it('keeps the grounded engine at least where it stands on the test half, never inventing a number', async () => {
    const outcomes = await evaluateHeldout(
      new GroundedEngine(),
      heldout.filter((q) => q.half === 'test'),
      (question, ui) => replyLanguage(question, ui),
    );
    const f = figures(outcomes);
    expect(f.answerable).toBeGreaterThanOrEqual(0.85);
    // The target itself: 13/13 since the eleventh session.
    expect(f.unanswerable).toBeGreaterThanOrEqual(0.95);
    expect(f.followup).toBeGreaterThanOrEqual(0.85);
    expect(f.language).toBeGreaterThanOrEqual(0.98);
    expect(f.invented).toBe(0);
  });

  // The tuning sets tuneFROM..tuneTO together: their figures, and how many sets there are.
  const figuresOfSets = async (from: number, to: number) => {
    const sets = loadTuningSets().filter((set) => {
      const n = Number(set.name.replace('tune', ''));
      return n >= from && n <= to;
    });
    const outcomes = await evaluateHeldout(
      new GroundedEngine(),
      sets.flatMap((set) => set.questions),
      (question, ui) => replyLanguage(question, ui),
    );
    return { count: sets.length, ...figures(outcomes) };
  };

  // The fresh sets of the eleventh session (tune8-tune14, places outside the test half), together.
  it('keeps the grounded engine where it stands on the newest tuning sets', async () => {
    const f = await figuresOfSets(8, 14);
    expect(f.count).toBe(7);
    expect(f.answerable).toBeGreaterThanOrEqual(0.87);
    expect(f.unanswerable).toBeGreaterThanOrEqual(0.9);
    expect(f.invented).toBe(0);
  });

  // The fresh sets of the twelfth session (tune15-tune22, places outside the test half), together;
  // tune20 among them was never tuned on.
  it("keeps the grounded engine where it stands on the twelfth session's fresh sets", async () => {
    const f = await figuresOfSets(15, 22);
    expect(f.count).toBe(8);
    expect(f.answerable).toBeGreaterThanOrEqual(0.82);
    expect(f.unanswerable).toBeGreaterThanOrEqual(0.85);
    expect(f.invented).toBe(0);
  });

  it('answers the quick-ask chips from their sections on the places that have them', async () => {
    const rows = await evaluateChips(new GroundedEngine(), ['lac-leman', 'matterhorn', 'rheinfall', 'bern']);
    for (const row of rows) expect(row.byChip.answered, row.lang).toBe(row.byChip.total);
  });
});

describe('the grounded engine on the evaluation set', () => {
  it('answers >= 90 % right, refuses >= 95 % of the unanswerable, in the question language', async () => {
    const report = await evaluate(new GroundedEngine(), questions);
    console.log(formatReport(report));
    expect(report.answerable.rate).toBeGreaterThanOrEqual(0.9);
    expect(report.unanswerable.rate).toBeGreaterThanOrEqual(0.95);
    expect(report.language.rate).toBeGreaterThanOrEqual(0.95);
  });
});

const llm = loadConfig(process.env);
const llmConfigured = Boolean(llm.LLM_BASE_URL && llm.LLM_MODEL);
if (!llmConfigured) console.log('AI evaluation of an LLM engine skipped: LLM_BASE_URL (and LLM_MODEL) not set.');

describe.skipIf(!llmConfigured)('the configured LLM engine on the evaluation set', () => {
  it('meets the same bar', { timeout: 15 * 60_000 }, async () => {
    const engine = createChatEngine(
      llmProvider(llm, new ProviderRegistry({ version: 'evaluation', contact: undefined })),
    );
    const report = await evaluate(engine, questions);
    // A model that failed answers with the grounded engine, flagged: the count says how often.
    console.log(`${formatReport(report)}\n  model: ${llm.LLM_MODEL} at ${llm.LLM_BASE_URL}`);
    expect(report.answerable.rate).toBeGreaterThanOrEqual(0.9);
    expect(report.unanswerable.rate).toBeGreaterThanOrEqual(0.95);
    expect(report.language.rate).toBeGreaterThanOrEqual(0.95);
  });
});
