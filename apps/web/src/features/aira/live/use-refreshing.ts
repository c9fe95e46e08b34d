import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type Refreshing<T> =
  | { status: 'waiting' | 'loading'; data: T | null; error: null; updatedAt: number | null }
  | { status: 'ready'; data: T; error: null; updatedAt: number }
  | { status: 'error'; data: T | null; error: unknown; updatedAt: number | null };

export interface RefreshOptions {
  /** Nothing is loaded while false (no position yet). */
  enabled: boolean;
  /** A change (e.g. a new position) starts over. */
  key: string;
  /** Wait before the first load (the feed starts 2 s after the location, §4). */
  initialDelayMs?: number;
  /** Reload this often after a success; null: only on demand. */
  intervalMs: number | null;
  /** Reload this long after a failure; null: only on demand. */
  retryMs: number | null;
}

/**
 * A resource that loads after a delay, refreshes on a timer and retries after a failure (spec §4
 * live feed timing). The last good data stays on screen while a refresh runs or fails.
 */
export function useRefreshing<T>(load: (signal: AbortSignal) => Promise<T>, options: RefreshOptions) {
  const { enabled, key, initialDelayMs = 0, intervalMs, retryMs } = options;
  const [state, setState] = useState<Refreshing<T>>({ status: 'waiting', data: null, error: null, updatedAt: null });
  const timer = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const [run, setRun] = useState(0);
  const loadNow = useEffectEvent(load);
  const next = useEffectEvent((ok: boolean) => (ok ? intervalMs : retryMs));

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const go = () => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      setState((old) => ({ status: 'loading', data: old.data, error: null, updatedAt: old.updatedAt }));
      loadNow(mine.signal).then(
        (data) => {
          if (!alive || mine.signal.aborted) return;
          setState({ status: 'ready', data, error: null, updatedAt: Date.now() });
          schedule(next(true));
        },
        (error: unknown) => {
          if (!alive || mine.signal.aborted) return;
          setState((old) => ({ status: 'error', data: old.data, error, updatedAt: old.updatedAt }));
          schedule(next(false));
        },
      );
    };
    const schedule = (ms: number | null) => {
      window.clearTimeout(timer.current);
      if (ms !== null) timer.current = window.setTimeout(go, ms);
    };
    if (run === 0) schedule(initialDelayMs);
    else go();
    return () => {
      alive = false;
      window.clearTimeout(timer.current);
      controller.current?.abort();
    };
  }, [enabled, key, run, initialDelayMs, intervalMs]);

  const refresh = useCallback(() => setRun((value) => value + 1), []);
  return { state, refresh };
}
