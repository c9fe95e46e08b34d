import { QUIZ_ROUND_SIZE, quizPercent, type V2QuizQuestion } from '@swiss/contract';

export type QuizRound = 'all' | 'Geography' | 'Culture';

/** The v2 quiz (spec, states): not started -> questions -> result; New Quiz resets. */
export interface QuizState {
  phase: 'start' | 'question' | 'result';
  round: QuizRound;
  questions: V2QuizQuestion[];
  current: number;
  /** Chosen option per question id; an answered question is locked. */
  answers: Record<string, number>;
  showHint: boolean;
}

export type QuizAction =
  | { type: 'start'; round: QuizRound; all: V2QuizQuestion[] }
  | { type: 'answer'; option: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'shuffle'; order: number[] }
  | { type: 'hint' }
  | { type: 'finish' }
  | { type: 'reset' };

export const initialQuizState: QuizState = {
  phase: 'start',
  round: 'all',
  questions: [],
  current: 0,
  answers: {},
  showHint: false,
};

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case 'start': {
      const questions = action.round === 'all' ? action.all : action.all.filter((q) => q.category === action.round);
      return { ...initialQuizState, phase: 'question', round: action.round, questions };
    }
    case 'answer': {
      const question = state.questions[state.current];
      if (!question || question.id in state.answers) return state; // options lock after one answer
      return { ...state, answers: { ...state.answers, [question.id]: action.option } };
    }
    case 'next':
      return state.current < state.questions.length - 1
        ? { ...state, current: state.current + 1, showHint: false }
        : state;
    case 'previous':
      return state.current > 0 ? { ...state, current: state.current - 1, showHint: false } : state;
    case 'shuffle': {
      const questions = action.order.map((i) => state.questions[i]).filter((q): q is V2QuizQuestion => !!q);
      return { ...state, questions, current: 0, answers: {}, showHint: false };
    }
    case 'hint':
      return { ...state, showHint: !state.showHint };
    case 'finish':
      return { ...state, phase: 'result' };
    case 'reset':
      return initialQuizState;
  }
}

export function correctCount(state: QuizState): number {
  return state.questions.filter((q) => state.answers[q.id] === q.correct).length;
}

export function scorePercent(state: QuizState): number {
  return quizPercent(correctCount(state), state.questions.length);
}

/** A uniformly random order of n items (Fisher-Yates over crypto randomness). */
export function randomOrder(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  const random = new Uint32Array(n);
  crypto.getRandomValues(random);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = (random[i] ?? 0) % (i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/**
 * The questions of a Complete Quiz round: the whole bank while it holds 50 or fewer, otherwise 50
 * drawn at random, kept in bank order (Shuffle still reorders them), so added questions get asked.
 */
export function completeRound(all: V2QuizQuestion[], order: number[] = randomOrder(all.length)): V2QuizQuestion[] {
  if (all.length <= QUIZ_ROUND_SIZE) return all;
  const chosen = new Set(order.slice(0, QUIZ_ROUND_SIZE));
  return all.filter((_, index) => chosen.has(index));
}

/** A question of the round to look at again: answered wrong, or left without an answer. */
export interface MissedQuestion {
  question: V2QuizQuestion;
  /** The option chosen; undefined when the question was skipped. */
  chosen: number | undefined;
}

/** The round's wrong and skipped questions, in the order they were asked (the results review). */
export function missedQuestions(state: QuizState): MissedQuestion[] {
  return state.questions
    .filter((q) => state.answers[q.id] !== q.correct)
    .map((question) => ({ question, chosen: state.answers[question.id] }));
}
