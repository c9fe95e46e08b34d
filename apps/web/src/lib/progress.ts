import { STORAGE_KEYS } from '@swiss/contract';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { defineDeviceStore } from './device-store';

/** A place the visitor opened; the category lets Results count per category without refetching. */
export interface ExploredPlace {
  id: string;
  category: string;
}

/** One finished quiz round. */
export interface QuizRoundRecord {
  score: number;
  total: number;
  percent: number;
  /** Which round was played: 'all', a question category, or another quiz's name. */
  round: string;
  /** ISO date and time the round was finished. */
  date: string;
}

export interface Progress {
  explored: readonly ExploredPlace[];
  /** Most recent first, at most MAX_ROUNDS. */
  rounds: readonly QuizRoundRecord[];
  /** Best percent ever (kept when old rounds drop off the list); null before the first round. */
  best: number | null;
}

export const MAX_ROUNDS = 10;

interface StoredRounds {
  best: number | null;
  rounds: QuizRoundRecord[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const percentSchema = z.number().check(z.minimum(0), z.maximum(100));

const exploredSchema = z
  .array(z.object({ id: z.string().check(z.minLength(1)), category: z.string() }))
  .check(z.refine((places) => new Set(places.map((p) => p.id)).size === places.length));

/** Bare ids (no category) of older versions still count; duplicates and broken entries drop. */
function migrateExplored(stored: unknown): ExploredPlace[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const seen = new Map<string, ExploredPlace>();
  for (const entry of stored) {
    if (typeof entry === 'string' && entry) seen.set(entry, { id: entry, category: '' });
    else if (isRecord(entry) && typeof entry.id === 'string' && entry.id) {
      seen.set(entry.id, { id: entry.id, category: typeof entry.category === 'string' ? entry.category : '' });
    }
  }
  return [...seen.values()];
}

const roundSchema = z
  .object({
    score: z.int().check(z.minimum(0)),
    total: z.int().check(z.positive()),
    percent: percentSchema,
    round: z.string(),
    date: z.string().check(z.refine((date) => !Number.isNaN(Date.parse(date)))),
  })
  .check(z.refine((r) => r.score <= r.total));

const roundsSchema = z
  .object({ best: z.nullable(percentSchema), rounds: z.array(roundSchema).check(z.maxLength(MAX_ROUNDS)) })
  // The best score is never below a kept round's.
  .check(z.refine(({ best, rounds }) => rounds.every((r) => best !== null && r.percent <= best)));

/** Keeps the valid rounds of a partly broken record and recomputes the best score. */
function migrateRounds(stored: unknown): StoredRounds {
  const valid = isRecord(stored) && Array.isArray(stored.rounds) ? stored.rounds : [];
  const rounds = valid.flatMap((r) => {
    const parsed = roundSchema.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  let best = isRecord(stored) && percentSchema.safeParse(stored.best).success ? (stored.best as number) : null;
  for (const r of rounds) best = Math.max(best ?? 0, r.percent);
  return { best, rounds: rounds.slice(0, MAX_ROUNDS) };
}

/** The quiz once kept only its best percent under its own key (a bare number). */
function mergeLegacyBest(current: StoredRounds, raw: string): StoredRounds {
  const legacy = Number(raw);
  if (raw.trim() === '' || !percentSchema.safeParse(legacy).success) return current;
  return { ...current, best: Math.max(current.best ?? 0, Math.round(legacy)) };
}

const exploredStore = defineDeviceStore<ExploredPlace[]>({
  key: STORAGE_KEYS.explored,
  schema: exploredSchema,
  fallback: [],
  migrate: migrateExplored,
});

const roundsStore = defineDeviceStore<StoredRounds>({
  key: STORAGE_KEYS.quizRounds,
  schema: roundsSchema,
  fallback: () => ({ best: null, rounds: [] }),
  migrate: migrateRounds,
  legacy: [{ key: STORAGE_KEYS.quizBest, merge: mergeLegacyBest }],
});

/** One Progress object per pair of stored values, so React sees a stable snapshot. */
let snapshot: { explored: ExploredPlace[]; rounds: StoredRounds; progress: Progress } | undefined;
function get(): Progress {
  const explored = exploredStore.get();
  const rounds = roundsStore.get();
  if (snapshot?.explored !== explored || snapshot.rounds !== rounds) {
    snapshot = { explored, rounds, progress: { explored, rounds: rounds.rounds, best: rounds.best } };
  }
  return snapshot.progress;
}

/** Real progress kept on the device (DEVIATIONS item 7): places explored and quiz rounds. */
export const progress = {
  get,
  isExplored: (id: string): boolean => exploredStore.get().some((p) => p.id === id),
  markExplored: (id: string, category: string): void => {
    const explored = exploredStore.get();
    const known = explored.find((p) => p.id === id);
    if (known && known.category === category) return;
    exploredStore.set(
      known ? explored.map((p) => (p.id === id ? { id, category } : p)) : [...explored, { id, category }],
    );
  },
  recordQuizRound: (round: { score: number; total: number; round: string; date?: Date }): QuizRoundRecord | null => {
    const parsed = roundSchema.safeParse({
      score: round.score,
      total: round.total,
      percent: round.total > 0 ? Math.round((round.score / round.total) * 100) : 0,
      round: round.round,
      date: (round.date ?? new Date()).toISOString(),
    });
    if (!parsed.success) return null;
    const record = parsed.data;
    roundsStore.update(({ best, rounds }) => ({
      best: Math.max(best ?? 0, record.percent),
      rounds: [record, ...rounds].slice(0, MAX_ROUNDS),
    }));
    return record;
  },
  reset: (): void => {
    exploredStore.clear();
    roundsStore.clear();
  },
  subscribe: (listener: () => void): (() => void) => {
    const stopExplored = exploredStore.subscribe(listener);
    const stopRounds = roundsStore.subscribe(listener);
    return () => {
      stopExplored();
      stopRounds();
    };
  },
};

export function useProgress(): Progress {
  return useSyncExternalStore(progress.subscribe, progress.get, progress.get);
}
