import { quizPercent, STORAGE_KEYS } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../lib/device-store';

/** The fields of a server question the older quiz needs (GET /api/swiss/quiz). */
export interface OlderQuestion {
  id: string;
  question: string;
  options: string[];
  correct_answer: string;
  explanation: string;
  place_id: string | null;
}

export interface OlderQuizState {
  questions: OlderQuestion[];
  index: number;
  /** The chosen option per question id; an answer is final (options lock). */
  answers: Record<string, string>;
}

export type OlderQuizAction =
  | { type: 'load'; questions: OlderQuestion[]; random?: () => number }
  | { type: 'answer'; option: string }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'shuffle'; random?: () => number };

/** Fisher–Yates; `random` is injectable for tests. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

export const emptyOlderQuiz: OlderQuizState = { questions: [], index: 0, answers: {} };

/** Questions are shuffled on load; Shuffle resets index, answers and feedback (spec section 4). */
export function olderQuizReducer(state: OlderQuizState, action: OlderQuizAction): OlderQuizState {
  switch (action.type) {
    case 'load':
    case 'shuffle': {
      const source = action.type === 'load' ? action.questions : state.questions;
      return { questions: shuffled(source, action.random), index: 0, answers: {} };
    }
    case 'answer': {
      const question = state.questions[state.index];
      if (!question || question.id in state.answers || !question.options.includes(action.option)) return state;
      return { ...state, answers: { ...state.answers, [question.id]: action.option } };
    }
    case 'previous':
      return { ...state, index: Math.max(0, state.index - 1) };
    case 'next':
      return { ...state, index: Math.min(state.questions.length - 1, state.index + 1) };
  }
}

/** The finished round as kept on the device for the results view; parsed, since storage can hold anything. */
export const olderQuizResultSchema = z.object({
  percent: z.int().check(z.gte(0), z.lte(100)),
  correct: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  items: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      chosen: z.nullable(z.string()),
      correct_answer: z.string(),
      correct: z.boolean(),
      place_id: z.nullable(z.string()),
    }),
  ),
});
export type OlderQuizResult = z.infer<typeof olderQuizResultSchema>;

/** The last finished round, for the older results breakdown. */
export const olderQuizResultStore = defineDeviceStore<OlderQuizResult | undefined>({
  key: STORAGE_KEYS.olderQuizResult,
  schema: olderQuizResultSchema,
  fallback: undefined,
});

/** Score (percent of all questions, rounded) and the per-question breakdown; unanswered counts as wrong. */
export function olderQuizResult(state: OlderQuizState): OlderQuizResult {
  const items = state.questions.map((q) => {
    const chosen = state.answers[q.id] ?? null;
    return {
      id: q.id,
      question: q.question,
      chosen,
      correct_answer: q.correct_answer,
      correct: chosen === q.correct_answer,
      place_id: q.place_id,
    };
  });
  const correct = items.filter((i) => i.correct).length;
  return { percent: quizPercent(correct, items.length), correct, total: items.length, items };
}
