/** Moves go out at most this often (about 10 per second), the last position always sent. */
export const MOVE_INTERVAL_MS = 100;

/**
 * A leading + trailing throttle for a dragged object's positions: the first goes at once, then at most
 * one per interval, and the newest position after a pause is never lost. `flush` sends a pending one now.
 */
export function moveThrottle<T>(send: (value: T) => void, intervalMs = MOVE_INTERVAL_MS, now = () => Date.now()) {
  let last = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    last = now();
    send(value);
  };
  return {
    push(value: T) {
      pending = { value };
      const wait = last + intervalMs - now();
      if (wait <= 0 && timer === null) fire();
      else timer ??= setTimeout(fire, Math.max(0, wait));
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      fire();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
