import type { V2QuizQuestion } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import {
  completeRound,
  correctCount,
  initialQuizState,
  missedQuestions,
  quizReducer,
  randomOrder,
  scorePercent,
  type QuizAction,
  type QuizState,
} from './quiz-state';

const q = (id: string, category: V2QuizQuestion['category'], correct: number): V2QuizQuestion => ({
  id,
  category,
  question: `Question ${id}?`,
  options: ['a', 'b', 'c', 'd'],
  correct,
  insight: 'First sentence. Second one.',
  funFact: 'Fun.',
  place_id: null,
});
const all = [q('q1', 'Geography', 0), q('q2', 'Culture', 1), q('q3', 'Geography', 2)];
const run = (...actions: QuizAction[]): QuizState => actions.reduce(quizReducer, initialQuizState);

describe('the quiz state machine', () => {
  it('starts a complete round or a category round', () => {
    expect(run({ type: 'start', round: 'all', all }).questions).toHaveLength(3);
    expect(run({ type: 'start', round: 'Geography', all }).questions.map((x) => x.id)).toEqual(['q1', 'q3']);
    expect(run({ type: 'start', round: 'Culture', all }).phase).toBe('question');
  });

  it('locks the options after one answer and counts a point only when right', () => {
    const state = run(
      { type: 'start', round: 'all', all },
      { type: 'answer', option: 0 },
      { type: 'answer', option: 3 },
    );
    expect(state.answers).toEqual({ q1: 0 });
    expect(correctCount(state)).toBe(1);
  });

  it('keeps Previous inert on question 1 and Next inert on the last question', () => {
    expect(run({ type: 'start', round: 'all', all }, { type: 'previous' }).current).toBe(0);
    const last = run({ type: 'start', round: 'all', all }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(last.current).toBe(2);
  });

  it('shuffle reorders, returns to question 1 and clears the answers', () => {
    const state = run(
      { type: 'start', round: 'all', all },
      { type: 'answer', option: 0 },
      { type: 'next' },
      { type: 'shuffle', order: [2, 0, 1] },
    );
    expect(state.questions.map((x) => x.id)).toEqual(['q3', 'q1', 'q2']);
    expect(state.current).toBe(0);
    expect(state.answers).toEqual({});
  });

  it('finishes with the rounded percent, and New Quiz resets', () => {
    const state = run(
      { type: 'start', round: 'all', all },
      { type: 'answer', option: 0 },
      { type: 'next' },
      { type: 'answer', option: 1 },
      { type: 'next' },
      { type: 'answer', option: 0 },
      { type: 'finish' },
    );
    expect(state.phase).toBe('result');
    expect(scorePercent(state)).toBe(67);
    expect(quizReducer(state, { type: 'reset' })).toEqual(initialQuizState);
  });

  it('draws a permutation for the shuffle', () => {
    expect([...randomOrder(50)].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});

describe('completeRound', () => {
  const bank = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `q${i + 1}`, category: 'Culture' }) as V2QuizQuestion);

  it('asks the whole bank of 50 in its order', () => {
    const all = bank(50);
    expect(completeRound(all)).toBe(all);
  });

  it('draws 50 of a larger bank, in bank order, including added questions', () => {
    const all = bank(53);
    const order = [52, ...Array.from({ length: 52 }, (_, i) => i)];
    const round = completeRound(all, order);
    expect(round).toHaveLength(50);
    expect(round.map((q) => q.id)).toEqual([...all.slice(0, 49), all[52]].map((q) => q?.id));
    expect(completeRound(all)).toHaveLength(50);
  });

  it('lists the wrong and the skipped questions for the review, in the order asked', () => {
    const state = run(
      { type: 'start', round: 'all', all },
      { type: 'answer', option: 0 },
      { type: 'next' },
      { type: 'next' },
      { type: 'answer', option: 0 },
    );
    expect(missedQuestions(state).map((m) => [m.question.id, m.chosen])).toEqual([
      ['q2', undefined],
      ['q3', 0],
    ]);
  });
});
