import * as z from 'zod/mini';
import { localizedTextSchema } from './languages.js';

/** The 14 categories of the built-in quiz (spec, entities). */
export const QUIZ_CATEGORIES = [
  'Geography',
  'Culture',
  'Food',
  'Sports',
  'History',
  'Nature',
  'Economics',
  'Innovation',
  'Traditions',
  'Science',
  'Transportation',
  'Environment',
  'International',
  'Language',
] as const;
export const quizCategorySchema = z.enum(QUIZ_CATEGORIES);

// Distinct: two equal options would make a question unanswerable (checked on admin edits too).
const options = z.array(z.string().check(z.trim(), z.minLength(1))).check(
  z.length(4),
  z.refine((list) => new Set(list).size === list.length, 'the four options must all differ'),
);

/** A quiz question as authored in packages/content/data/quiz.json. */
export const quizSourceSchema = z.strictObject({
  id: z.string().check(z.regex(/^q\d{2}$/)),
  category: quizCategorySchema,
  place_id: z.nullable(z.string().check(z.minLength(1))),
  question: localizedTextSchema,
  options: z.object({ en: options, de: options, fr: options, it: options }),
  correct: z.int().check(z.gte(0), z.lte(3)),
  insight: localizedTextSchema,
  funFact: localizedTextSchema,
});
export type QuizSource = z.infer<typeof quizSourceSchema>;

/** A Swiss insight as authored in packages/content/data/insights.json. */
export const insightSourceSchema = z.strictObject({
  id: z.string().check(z.regex(/^insight-\d{2}$/)),
  place_id: z.string().check(z.minLength(1)),
  title: localizedTextSchema,
  description: localizedTextSchema,
});
export type InsightSource = z.infer<typeof insightSourceSchema>;
