import { LANGUAGES, QUIZ_CATEGORIES } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadPlaces } from './places.js';
import { loadQuiz } from './reference.js';

const quiz = loadQuiz();

describe('the built-in quiz', () => {
  it('has 50 questions with unique ids q01..q50 and no repeated question', () => {
    expect(quiz.map((q) => q.id)).toEqual(Array.from({ length: 50 }, (_, i) => `q${String(i + 1).padStart(2, '0')}`));
    for (const lang of LANGUAGES) expect(new Set(quiz.map((q) => q.question[lang])).size, lang).toBe(50);
  });

  it('covers all 14 categories, with enough Geography and Culture for their own rounds', () => {
    const count = (c: string) => quiz.filter((q) => q.category === c).length;
    for (const category of QUIZ_CATEGORIES) expect(count(category), category).toBeGreaterThanOrEqual(2);
    expect(count('Geography')).toBeGreaterThanOrEqual(8);
    expect(count('Culture')).toBeGreaterThanOrEqual(8);
  });

  it('has four distinct options per language and links only to existing places', () => {
    const ids = new Set(loadPlaces().map((p) => p.id));
    for (const q of quiz) {
      for (const lang of LANGUAGES) expect(new Set(q.options[lang]).size, `${q.id} ${lang}`).toBe(4);
      if (q.place_id) expect(ids.has(q.place_id), q.id).toBe(true);
    }
  });

  it('does not give the answer away in the hint (the first sentence of the insight)', () => {
    for (const q of quiz) {
      const hint = q.insight.en.split(/(?<=[.!?])\s/)[0] ?? '';
      const answer = q.options.en[q.correct] ?? '';
      if (answer.length > 3) expect(hint.toLowerCase().includes(answer.toLowerCase()), q.id).toBe(false);
    }
  });
});
