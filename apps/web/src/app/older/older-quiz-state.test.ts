import { describe, expect, it } from 'vitest';
import { emptyOlderQuiz, olderQuizReducer, olderQuizResult, shuffled, type OlderQuestion } from './older-quiz-state';

const question = (n: number, place: string | null = null): OlderQuestion => ({
  id: `q${n}`,
  question: `Question ${n}?`,
  options: ['A', 'B', 'C', 'D'],
  correct_answer: 'B',
  explanation: `Because ${n}.`,
  place_id: place,
});
const QUESTIONS = [question(1, 'matterhorn'), question(2), question(3)];
const identity = () => 0.999; // Fisher–Yates with j = i keeps the order

describe('older quiz', () => {
  it('shuffles on load and keeps every question', () => {
    const state = olderQuizReducer(emptyOlderQuiz, { type: 'load', questions: QUESTIONS, random: () => 0 });
    expect(state.questions.map((q) => q.id).sort()).toEqual(['q1', 'q2', 'q3']);
    expect(state.questions.map((q) => q.id)).not.toEqual(['q1', 'q2', 'q3']);
    expect(shuffled(QUESTIONS, identity)).toEqual(QUESTIONS);
  });

  it('locks an answer after the first choice and ignores unknown options', () => {
    let state = olderQuizReducer(emptyOlderQuiz, { type: 'load', questions: QUESTIONS, random: identity });
    state = olderQuizReducer(state, { type: 'answer', option: 'A' });
    state = olderQuizReducer(state, { type: 'answer', option: 'B' });
    expect(state.answers).toEqual({ q1: 'A' });
    expect(olderQuizReducer(state, { type: 'answer', option: 'Z' })).toBe(state);
  });

  it('moves with Previous/Next inside the bounds', () => {
    let state = olderQuizReducer(emptyOlderQuiz, { type: 'load', questions: QUESTIONS, random: identity });
    state = olderQuizReducer(state, { type: 'previous' });
    expect(state.index).toBe(0);
    for (let i = 0; i < 5; i += 1) state = olderQuizReducer(state, { type: 'next' });
    expect(state.index).toBe(2);
  });

  it('Shuffle resets index and answers', () => {
    let state = olderQuizReducer(emptyOlderQuiz, { type: 'load', questions: QUESTIONS, random: identity });
    state = olderQuizReducer(state, { type: 'answer', option: 'B' });
    state = olderQuizReducer(state, { type: 'next' });
    state = olderQuizReducer(state, { type: 'shuffle', random: identity });
    expect(state.index).toBe(0);
    expect(state.answers).toEqual({});
  });

  it('scores the rounded percent over all questions with a per-question breakdown', () => {
    let state = olderQuizReducer(emptyOlderQuiz, { type: 'load', questions: QUESTIONS, random: identity });
    state = olderQuizReducer(state, { type: 'answer', option: 'B' });
    state = olderQuizReducer(state, { type: 'next' });
    state = olderQuizReducer(state, { type: 'answer', option: 'C' });
    const result = olderQuizResult(state);
    expect(result).toMatchObject({ percent: 33, correct: 1, total: 3 });
    expect(result.items[0]).toMatchObject({ id: 'q1', chosen: 'B', correct: true, place_id: 'matterhorn' });
    expect(result.items[1]).toMatchObject({ chosen: 'C', correct: false, correct_answer: 'B' });
    expect(result.items[2]).toMatchObject({ chosen: null, correct: false });
  });
});
