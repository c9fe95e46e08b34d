import { CATEGORY_KEYS } from '@swiss/contract';
import type { Progress } from '../../lib/progress';

export const ACHIEVEMENT_KEYS = [
  'firstPlace',
  'tenPlaces',
  'fiftyPlaces',
  'allCategories',
  'firstQuiz',
  'quizExpert',
  'perfectQuiz',
] as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];

export interface Achievement {
  key: AchievementKey;
  icon: string;
  earned: boolean;
}

/** Quiz tier "Swiss Expert!" starts at this percent (spec, result tiers). */
const EXPERT_PERCENT = 80;

/** Every achievement, earned or locked, worked out from the progress kept on the device. */
export function achievements(progress: Progress): Achievement[] {
  const places = progress.explored.length;
  const visited = new Set(progress.explored.map((p) => p.category));
  const best = progress.best ?? -1;
  const earned: Record<AchievementKey, boolean> = {
    firstPlace: places >= 1,
    tenPlaces: places >= 10,
    fiftyPlaces: places >= 50,
    allCategories: CATEGORY_KEYS.every((key) => visited.has(key)),
    firstQuiz: progress.best !== null,
    quizExpert: best >= EXPERT_PERCENT,
    perfectQuiz: best === 100,
  };
  const icons: Record<AchievementKey, string> = {
    firstPlace: '📍',
    tenPlaces: '🧭',
    fiftyPlaces: '🏔️',
    allCategories: '🗺️',
    firstQuiz: '❓',
    quizExpert: '🏆',
    perfectQuiz: '⭐',
  };
  return ACHIEVEMENT_KEYS.map((key) => ({ key, icon: icons[key], earned: earned[key] }));
}
