import * as z from 'zod/mini';
import { languageSchema } from './languages.js';
import { quizCategorySchema } from './quiz-insights.js';

/** A built-in quiz question (spec: Quiz question, built-in v2), in one language. */
export const v2QuizQuestionSchema = z.object({
  id: z.string(),
  category: quizCategorySchema,
  question: z.string(),
  options: z.array(z.string()).check(z.length(4)),
  correct: z.int().check(z.gte(0), z.lte(3)),
  insight: z.string(),
  funFact: z.string(),
  place_id: z.nullable(z.string()),
});
export type V2QuizQuestion = z.infer<typeof v2QuizQuestionSchema>;

export const v2QuizQuerySchema = z.object({ lang: z._default(languageSchema, 'en') });
export const v2QuizResponseSchema = z.object({
  status: z.literal('success'),
  questions: z.array(v2QuizQuestionSchema),
});

/**
 * The Complete Quiz round asks 50 questions (spec). The bank may hold more once admins add
 * questions: the round then draws 50 of them (docs/decisions/0005-quiz-round-of-50.md).
 */
export const QUIZ_ROUND_SIZE = 50;

/** Result tiers by percent (spec): 80 Swiss Expert (trophy), 60 Swiss Enthusiast, 40 Swiss Learner. */
export const QUIZ_TIERS = [
  { min: 80, key: 'expert', trophy: true },
  { min: 60, key: 'enthusiast', trophy: false },
  { min: 40, key: 'learner', trophy: false },
  { min: 0, key: 'exploring', trophy: false },
] as const;
export type QuizTier = (typeof QUIZ_TIERS)[number];

/** The score is the percent of correct answers, rounded (spec). */
export function quizPercent(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 100);
}

export function quizTier(percent: number): QuizTier {
  return QUIZ_TIERS.find((tier) => percent >= tier.min) ?? QUIZ_TIERS[3];
}

/** The first sentence of a text (the hint uses the insight's first sentence). */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/su.exec(text.trim());
  return (match ? match[0] : text).trim();
}
