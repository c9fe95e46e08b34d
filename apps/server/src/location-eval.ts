/*
 * npm run eval:location [-- --half tune|dev|extra|extra2|extra3|extra4|extra5|extra6|extra7|extra8|extra9|extra10|holdout|all] [-- --misses]
 * AIRA's location-grounded answers, measured: every question of modules/ai/location-eval asked
 * through POST /api/ai/chat at its position, on an in-memory database seeded as a first start
 * seeds it, weather from a fake Open-Meteo on 127.0.0.1, no LLM. Each truth is computed by the
 * checker from the data at run time. The tune and dev halves (questions.json) and the extra, extra2,
 * extra3, extra4, extra5, extra6, extra7, extra8, extra9 and extra10 halves (questions-extra.json, -extra2.json, -extra3.json,
 * -extra4.json, -extra5.json, -extra6.json, -extra7.json, -extra8.json, -extra9.json, -extra10.json) may be tuned on and `--misses` lists
 * their misses; the holdout half (questions-holdout.json) prints its figures only, never a question or reply, so nobody tunes the
 * engine to it, and it alone is compared to the targets.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, seedCatalog, seedPois } from '@swiss/db';
import { buildApp } from './app.js';
import { loadConfig } from './config/env.js';
import { locationEvalEnv } from './modules/ai/location-eval/eval-env.js';
import { startFakeOpenMeteo } from './modules/ai/location-eval/fake-open-meteo.js';
import { HALVES, loadLocationQuestions, type Half } from './modules/ai/location-eval/questions.js';
import { formatHalf, runLocationEval } from './modules/ai/location-eval/run.js';
import { LocationTruth } from './modules/ai/location-eval/truth.js';

const { values } = parseArgs({
  options: { half: { type: 'string', default: 'all' }, misses: { type: 'boolean', default: false } },
});
const isHalf = (h: string): h is Half => (HALVES as readonly string[]).includes(h);
const asked = values.half;
if (asked !== 'all' && !isHalf(asked)) {
  console.error(`--half must be ${HALVES.join(', ')} or all`);
  process.exit(2);
}
const halves: readonly Half[] = asked === 'all' ? HALVES : [asked];

const set = loadLocationQuestions();
const weather = await startFakeOpenMeteo();
const database = await openDatabase({});
try {
  await database.migrate();
  await seedCatalog(database.db);
  await seedPois(database.db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'se-location-eval-')),
    IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'se-location-eval-img-')),
    ...locationEvalEnv(weather.origin),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const truth = await LocationTruth.load(database.db);
    const questions = set.questions.filter((q) => halves.includes(q.half));
    const outcomes = await runLocationEval(app, set, questions, {
      truth,
      weatherAt: (lat, lng) => weather.servedAt(lat, lng),
    });
    console.log(
      `AIRA location evaluation: ${questions.length} questions at ${new Set(questions.map((q) => q.position)).size} positions`,
    );
    for (const h of halves) console.log(formatHalf(h, outcomes, values.misses));
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  await weather.close();
}
