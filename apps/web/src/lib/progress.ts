import { STORAGE_KEYS } from '@swiss/contract';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

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
const isPercent = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

function readExplored(): ExploredPlace[] {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.explored);
  if (!Array.isArray(stored)) return [];
  const seen = new Map<string, ExploredPlace>();
  for (const entry of stored) {
    // A bare id (no category) still counts towards the total.
    if (typeof entry === 'string' && entry) seen.set(entry, { id: entry, category: '' });
    else if (isRecord(entry) && typeof entry.id === 'string' && entry.id) {
      seen.set(entry.id, { id: entry.id, category: typeof entry.category === 'string' ? entry.category : '' });
    }
  }
  return [...seen.values()];
}

function isRound(value: unknown): value is QuizRoundRecord {
  if (!isRecord(value)) return false;
  const { score, total, percent, round, date } = value;
  return (
    Number.isInteger(score) &&
    Number.isInteger(total) &&
    (total as number) > 0 &&
    (score as number) >= 0 &&
    (score as number) <= (total as number) &&
    isPercent(percent) &&
    typeof round === 'string' &&
    typeof date === 'string' &&
    !Number.isNaN(Date.parse(date))
  );
}

/** Reads the rounds, folding in the best score the quiz used to keep under its own key. */
function readRounds(): StoredRounds {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.quizRounds);
  const rounds = isRecord(stored) && Array.isArray(stored.rounds) ? stored.rounds.filter(isRound) : [];
  let best = isRecord(stored) && isPercent(stored.best) ? stored.best : null;
  for (const r of rounds) best = Math.max(best ?? 0, r.percent);

  const legacyRaw = storage.get(STORAGE_KEYS.quizBest);
  if (legacyRaw !== null) {
    const legacy = Number(legacyRaw);
    if (legacyRaw.trim() !== '' && isPercent(legacy)) best = Math.max(best ?? 0, Math.round(legacy));
    const migrated: StoredRounds = { best, rounds: rounds.slice(0, MAX_ROUNDS) };
    storage.setJson(STORAGE_KEYS.quizRounds, migrated);
    storage.remove(STORAGE_KEYS.quizBest);
  }
  return { best, rounds: rounds.slice(0, MAX_ROUNDS) };
}

function read(): Progress {
  const { best, rounds } = readRounds();
  return { explored: readExplored(), rounds, best };
}

const listeners = new Set<() => void>();
let snapshot: Progress = typeof window === 'undefined' ? { explored: [], rounds: [], best: null } : read();

function publish(next: Progress): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Real progress kept on the device (DEVIATIONS item 7): places explored and quiz rounds. */
export const progress = {
  get: (): Progress => snapshot,
  isExplored: (id: string): boolean => snapshot.explored.some((p) => p.id === id),
  markExplored: (id: string, category: string): void => {
    const known = snapshot.explored.find((p) => p.id === id);
    if (known && known.category === category) return;
    const explored = known
      ? snapshot.explored.map((p) => (p.id === id ? { id, category } : p))
      : [...snapshot.explored, { id, category }];
    storage.setJson(STORAGE_KEYS.explored, explored);
    publish({ ...snapshot, explored });
  },
  recordQuizRound: (round: { score: number; total: number; round: string; date?: Date }): QuizRoundRecord | null => {
    const record: QuizRoundRecord = {
      score: round.score,
      total: round.total,
      percent: round.total > 0 ? Math.round((round.score / round.total) * 100) : 0,
      round: round.round,
      date: (round.date ?? new Date()).toISOString(),
    };
    if (!isRound(record)) return null;
    const rounds = [record, ...snapshot.rounds].slice(0, MAX_ROUNDS);
    const best = Math.max(snapshot.best ?? 0, record.percent);
    storage.setJson(STORAGE_KEYS.quizRounds, { best, rounds } satisfies StoredRounds);
    publish({ ...snapshot, rounds, best });
    return record;
  },
  reset: (): void => {
    storage.remove(STORAGE_KEYS.explored);
    storage.remove(STORAGE_KEYS.quizRounds);
    storage.remove(STORAGE_KEYS.quizBest);
    publish({ explored: [], rounds: [], best: null });
  },
  /** Re-read the device (another tab wrote to it). */
  reload: (): void => publish(read()),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const PROGRESS_KEYS: ReadonlySet<string | null> = new Set([
  STORAGE_KEYS.explored,
  STORAGE_KEYS.quizRounds,
  STORAGE_KEYS.quizBest,
  null, // localStorage.clear() in another tab
]);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (PROGRESS_KEYS.has(event.key)) progress.reload();
  });
}

export function useProgress(): Progress {
  return useSyncExternalStore(progress.subscribe, progress.get, progress.get);
}
