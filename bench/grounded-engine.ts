// The grounded engine's own latency over the evaluation questions (no HTTP, no database): each
// question asked ROUNDS times after a warm-up; prints one JSON object for bench/run.mjs.
import { performance } from 'node:perf_hooks';
import { GroundedEngine } from '../apps/server/src/modules/ai/grounded-engine.js';
import {
  evaluate,
  evaluationKnowledge,
  loadEvaluationQuestions,
  percentile,
} from '../apps/server/src/modules/ai/evaluation/evaluate.js';

const ROUNDS = 20;
const engine = new GroundedEngine();
const questions = loadEvaluationQuestions();
for (const q of questions) evaluationKnowledge(q.placeId, q.lang); // built once, as the server caches places
const report = await evaluate(engine, questions); // warm-up, and the quality figures
const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const q of questions) {
    const knowledge = evaluationKnowledge(q.placeId, q.lang);
    const started = performance.now();
    await engine.answer({ question: q.question, language: q.lang, knowledge });
    times.push(performance.now() - started);
  }
}
const round2 = (n: number) => Math.round(n * 1000) / 1000;
console.log(
  JSON.stringify({
    questions: questions.length,
    answers: times.length,
    p50Ms: round2(percentile(times, 50)),
    p95Ms: round2(percentile(times, 95)),
    maxMs: round2(Math.max(...times)),
    answerableRight: `${report.answerable.right}/${report.answerable.total}`,
    unanswerableRefused: `${report.unanswerable.refused}/${report.unanswerable.total}`,
    languageRight: `${report.language.right}/${report.language.total}`,
  }),
);
