import { CATEGORY_KEYS } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../lib/progress';
import { achievements } from './achievements';

const none: Progress = { explored: [], rounds: [], best: null };
const earned = (progress: Progress) =>
  achievements(progress)
    .filter((a) => a.earned)
    .map((a) => a.key);
const places = (n: number, category = 'rivers') => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, category }));

describe('achievements', () => {
  it('are all locked without progress', () => {
    expect(earned(none)).toEqual([]);
    expect(achievements(none)).toHaveLength(7);
  });

  it('count places explored', () => {
    expect(earned({ ...none, explored: places(1) })).toEqual(['firstPlace']);
    expect(earned({ ...none, explored: places(9) })).toEqual(['firstPlace']);
    expect(earned({ ...none, explored: places(10) })).toEqual(['firstPlace', 'tenPlaces']);
    expect(earned({ ...none, explored: places(50) })).toEqual(['firstPlace', 'tenPlaces', 'fiftyPlaces']);
  });

  it('need one place in every category for the category achievement', () => {
    const everyCategory = CATEGORY_KEYS.map((category) => ({ id: category, category }));
    expect(earned({ ...none, explored: everyCategory })).toContain('allCategories');
    expect(earned({ ...none, explored: everyCategory.slice(1) })).not.toContain('allCategories');
  });

  it('follow the best quiz score (expert from 80 %, perfect at 100 %)', () => {
    expect(earned({ ...none, best: 0 })).toEqual(['firstQuiz']);
    expect(earned({ ...none, best: 79 })).toEqual(['firstQuiz']);
    expect(earned({ ...none, best: 80 })).toEqual(['firstQuiz', 'quizExpert']);
    expect(earned({ ...none, best: 100 })).toEqual(['firstQuiz', 'quizExpert', 'perfectQuiz']);
  });
});
