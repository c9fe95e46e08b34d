import { seedPois, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { locationEvalEnv } from './eval-env.js';
import { startFakeOpenMeteo, type FakeOpenMeteo } from './fake-open-meteo.js';
import { loadLocationQuestions } from './questions.js';
import { runLocationEval, summarize, type HalfSummary } from './run.js';
import { LocationTruth } from './truth.js';

/*
 * A floor under today's figures (npm run eval:location prints them): a change that makes AIRA's
 * answers worse fails here. The holdout's figures only are compared, its misses never listed; the
 * spec's holdout targets are higher than its floor (the note says how far).
 */
const set = loadLocationQuestions();
const rate = ({ right, total }: { right: number; total: number }) => (total ? right / total : 1);

describe('AIRA location answers keep their level', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let weather: FakeOpenMeteo;
  let truth: LocationTruth;

  beforeAll(async () => {
    weather = await startFakeOpenMeteo();
    database = await openTestDatabase('pglite');
    await seedPois(database.db);
    app = await buildTestApp(database, undefined, locationEvalEnv(weather.origin));
    truth = await LocationTruth.load(database.db);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    await weather.close();
  });

  const run = async (half: string): Promise<HalfSummary> => {
    const questions = set.questions.filter((q) => q.half === half);
    const outcomes = await runLocationEval(app, set, questions, {
      truth,
      weatherAt: (lat, lng) => weather.servedAt(lat, lng),
    });
    return summarize(half, outcomes);
  };

  it('on the untouched holdout: answerable, refused and language (figures only)', async () => {
    const holdout = await run('holdout');
    expect(rate(holdout.answerable)).toBeGreaterThanOrEqual(0.87);
    expect(rate(holdout.refused)).toBeGreaterThanOrEqual(0.95);
    expect(rate(holdout.language)).toBeGreaterThanOrEqual(0.98);
    expect(holdout.notOk).toBe(0);
  }, 120_000);

  it.each(['extra5', 'extra6', 'extra7'])(
    'on the tuning set %s',
    async (half) => {
      const summary = await run(half);
      expect(rate(summary.answerable)).toBeGreaterThanOrEqual(0.88);
      expect(rate(summary.refused)).toBeGreaterThanOrEqual(0.9);
      expect(rate(summary.language)).toBeGreaterThanOrEqual(0.97);
    },
    120_000,
  );
});
