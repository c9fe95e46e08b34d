import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEvalApp, type EvalApp } from './eval-app.js';
import { loadLocationQuestions } from './questions.js';
import { runLocationEval, summarize, type HalfSummary } from './run.js';

/*
 * A floor under today's figures (npm run eval:location prints them): a change that makes AIRA's
 * answers worse fails here. The holdout's figures only are compared, its misses never listed; its
 * floor is the spec's target.
 */
const set = loadLocationQuestions();
const rate = ({ right, total }: { right: number; total: number }) => (total ? right / total : 1);

describe('AIRA location answers keep their level', () => {
  let evalApp: EvalApp;
  beforeAll(async () => {
    evalApp = await startEvalApp();
  }, 180_000);
  afterAll(() => evalApp.close());

  const run = async (half: string): Promise<HalfSummary> => {
    const questions = set.questions.filter((q) => q.half === half);
    const { app, truth, weather } = evalApp;
    const outcomes = await runLocationEval(app, set, questions, {
      truth,
      weatherAt: (lat, lng) => weather.servedAt(lat, lng),
    });
    return summarize(half, outcomes);
  };

  it('on the untouched holdout: answerable, refused and language (figures only)', async () => {
    const holdout = await run('holdout');
    // The spec's target itself (80/87 on 2026-11-26; some answers follow opening hours at the hour of the run).
    expect(rate(holdout.answerable)).toBeGreaterThanOrEqual(0.9);
    expect(rate(holdout.refused)).toBeGreaterThanOrEqual(0.95);
    expect(rate(holdout.language)).toBeGreaterThanOrEqual(0.98);
    expect(holdout.notOk).toBe(0);
  }, 120_000);

  it.each(['extra5', 'extra6', 'extra7', 'extra8', 'extra9', 'extra10'])(
    'on the tuning set %s',
    async (half) => {
      const summary = await run(half);
      expect(rate(summary.answerable)).toBeGreaterThanOrEqual(0.93);
      expect(rate(summary.refused)).toBeGreaterThanOrEqual(0.9);
      expect(rate(summary.language)).toBeGreaterThanOrEqual(0.97);
    },
    120_000,
  );
});
