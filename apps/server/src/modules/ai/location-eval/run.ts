import { performance } from 'node:perf_hooks';
import { aiChatResponseSchema, type AiChatRequest } from '@swiss/contract';
import type { FastifyInstance } from 'fastify';
import { percentile } from '../evaluation/evaluate.js';
import { checkReply, type CheckContext, type CheckResult, type SeenReply } from './checks.js';
import type { EvalQuestion, EvalSet, Half } from './questions.js';

export interface LocationOutcome extends CheckResult {
  question: EvalQuestion;
  half: Half;
  reply: SeenReply;
  ms: number;
}

/** The request AIRA sends for a question asked at its position. */
export function requestOf(question: EvalQuestion, set: EvalSet): AiChatRequest {
  const at = set.positions[question.position];
  if (!at) throw new Error(`${question.id}: unknown position ${question.position}`);
  return {
    message: question.question,
    language: question.lang,
    location: {
      lat: at.lat,
      lng: at.lng,
      ...(at.city ? { city: at.city } : {}),
      ...(at.address ? { address: at.address } : {}),
    },
    ...(question.maps ? { context_type: 'maps_navigation' as const } : {}),
  };
}

/** What came back: the contract's body on a 200, else only the status (a missing route is a miss, not a crash). */
function seen(statusCode: number, body: string): SeenReply {
  if (statusCode !== 200) return { statusCode };
  try {
    const parsed = aiChatResponseSchema.safeParse(JSON.parse(body));
    if (!parsed.success) return { statusCode: 0 };
    const { response, language, isFallback } = parsed.data;
    return { statusCode, response, language, isFallback };
  } catch {
    return { statusCode: 0 };
  }
}

/**
 * Asks every question through POST /api/ai/chat, one at a time, each as a fresh conversation,
 * and checks the reply against the truth computed from the data at that moment.
 */
export async function runLocationEval(
  app: FastifyInstance,
  set: EvalSet,
  questions: readonly EvalQuestion[],
  context: Omit<CheckContext, 'now'>,
): Promise<LocationOutcome[]> {
  const outcomes: LocationOutcome[] = [];
  for (const question of questions) {
    const at = set.positions[question.position];
    if (!at) throw new Error(`${question.id}: unknown position ${question.position}`);
    const now = new Date();
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/ai/chat', payload: requestOf(question, set) });
    const ms = performance.now() - started;
    const reply = seen(res.statusCode, res.body);
    const result = checkReply(question, at, reply, { ...context, now });
    outcomes.push({ ...result, question, half: question.half, reply, ms });
  }
  return outcomes;
}

export interface HalfSummary {
  half: string;
  questions: number;
  answerable: { right: number; total: number };
  refused: { right: number; total: number };
  language: { right: number; total: number };
  /** Questions whose data no longer fits (not scored). */
  stale: number;
  /** Replies other than a 200 with the contract's body. */
  notOk: number;
  latencyMs: { p50: number; p95: number };
}

export function summarize(half: string, outcomes: readonly LocationOutcome[]): HalfSummary {
  const scored = outcomes.filter((o) => !o.stale);
  const answerable = scored.filter((o) => o.question.kind === 'answerable');
  const refusable = scored.filter((o) => o.question.kind !== 'answerable');
  const times = outcomes.map((o) => o.ms);
  return {
    half,
    questions: outcomes.length,
    answerable: { right: answerable.filter((o) => o.right).length, total: answerable.length },
    refused: { right: refusable.filter((o) => o.right).length, total: refusable.length },
    language: { right: scored.filter((o) => o.languageRight).length, total: scored.length },
    stale: outcomes.length - scored.length,
    notOk: outcomes.filter((o) => o.reply.statusCode !== 200).length,
    latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95) },
  };
}

/** The spec's targets, for the holdout half only: tune, dev, extra, extra2, extra3, extra4, extra5, extra6, extra7, extra8, extra9 and extra10 are tuned on, so their figures flatter. */
export const TARGETS = { answerable: 0.9, refused: 0.95, language: 0.98, p95Ms: 50 };

const ratio = ({ right, total }: { right: number; total: number }) => (total ? right / total : 0);
const pct = (r: { right: number; total: number }) => `${r.right}/${r.total} (${(ratio(r) * 100).toFixed(1)} %)`;

/** Whether a half's figures meet every target. */
export function meetsTargets(s: HalfSummary): boolean {
  return (
    ratio(s.answerable) >= TARGETS.answerable &&
    ratio(s.refused) >= TARGETS.refused &&
    ratio(s.language) >= TARGETS.language &&
    s.latencyMs.p95 <= TARGETS.p95Ms
  );
}

/** A half's figures; with `targets`, each beside its target and a verdict. */
export function formatSummary(s: HalfSummary, targets = false): string {
  const target = (text: string) => (targets ? `   target ${text}` : '');
  const lines = [
    `${s.half} half, ${s.questions} questions${targets ? ' (compared to the targets)' : ' (tuned on, no targets)'}:`,
    `  answerable answered right: ${pct(s.answerable)}${target(`>= ${TARGETS.answerable * 100} %`)}`,
    `  unanswerable + adversarial refused: ${pct(s.refused)}${target(`>= ${TARGETS.refused * 100} %`)}`,
    `  right language: ${pct(s.language)}${target(`>= ${TARGETS.language * 100} %`)}`,
    `  latency p50 ${s.latencyMs.p50.toFixed(1)} ms, p95 ${s.latencyMs.p95.toFixed(1)} ms${target(`p95 <= ${TARGETS.p95Ms} ms`)}`,
    `  not a 200 with the contract's body: ${s.notOk}; stale (data changed, not scored): ${s.stale}`,
  ];
  if (targets) lines.push(`  targets met: ${meetsTargets(s) ? 'yes' : 'no'}`);
  return lines.join('\n');
}

/** The misses of one half, each with what the engine said and why it is wrong. */
export function formatMisses(outcomes: readonly LocationOutcome[]): string[] {
  return outcomes
    .filter((o) => o.stale || !o.right || !o.languageRight)
    .map((o) => {
      const q = o.question;
      const said =
        o.reply.statusCode === 200
          ? `${o.reply.response ?? ''} [${o.reply.language ?? '?'}${o.reply.isFallback ? ', fallback' : ''}]`
          : `HTTP ${o.reply.statusCode}`;
      const why = o.stale
        ? `stale: ${o.stale}`
        : [o.right ? '' : (o.why ?? 'wrong'), o.languageRight ? '' : 'language'].filter(Boolean).join('; ');
      return `  ${q.id} (${q.kind}, ${q.lang}, ${q.position}) ${q.question}\n    -> ${said}\n    !! ${why}`;
    });
}

/**
 * One half's figures and, when asked, its misses: tune's, dev's, extra's, extra2's, extra3's, extra4's, extra5's, extra6's, extra7's, extra8's, extra9's and extra10's in full, holdout's as a count
 * only, so whoever tunes the engine never sees a holdout question or reply.
 */
export function formatHalf(half: Half, outcomes: readonly LocationOutcome[], showMisses: boolean): string {
  const mine = outcomes.filter((o) => o.half === half);
  const lines = [formatSummary(summarize(half, mine), half === 'holdout')];
  if (showMisses) {
    const misses = formatMisses(mine);
    if (half === 'holdout')
      lines.push(
        `  misses: ${misses.length} (never listed for the holdout half: tune on tune, dev, extra, extra2, extra3, extra4, extra5, extra6, extra7, extra8, extra9 and extra10)`,
      );
    else lines.push(misses.length ? `  misses (${misses.length}):\n${misses.join('\n')}` : '  misses: none');
  }
  return lines.join('\n');
}
