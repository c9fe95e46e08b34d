/** Reconnect delays: 0.5 s doubling to 10 s, each with up to ±30 % jitter so a hall of clients does not reconnect in step. */
export const BACKOFF_MIN_MS = 500;
export const BACKOFF_MAX_MS = 10_000;
const JITTER = 0.3;

/** The wait before reconnect attempt `attempt` (0 for the first), in milliseconds. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  const jittered = base * (1 + JITTER * (2 * random() - 1));
  return Math.round(Math.min(BACKOFF_MAX_MS, Math.max(BACKOFF_MIN_MS, jittered)));
}
