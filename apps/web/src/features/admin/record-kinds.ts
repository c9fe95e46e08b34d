import {
  adminCategoriesResponseSchema,
  adminCategoryResponseSchema,
  adminInsightResponseSchema,
  adminInsightsResponseSchema,
  adminQuizListResponseSchema,
  adminQuizResponseSchema,
  type AdminInsightCreate,
  type AdminQuizCreate,
  type CategorySource,
  type InsightSource,
  type Language,
  type QuizSource,
} from '@swiss/contract';
import { getJson, sendJson } from '../../lib/api-client';
import {
  CATEGORY_TEXT_FIELDS,
  cleanCategory,
  INSIGHT_TEXT_FIELDS,
  QUIZ_TEXT_FIELDS,
  type RecordTextField,
} from './record-texts';
import { INSIGHT_SETTINGS, newInsight, newQuestion, QUIZ_SETTINGS, type RecordSettingField } from './record-settings';

export const RECORD_KINDS = ['categories', 'quiz', 'insights'] as const;
export type RecordKindName = (typeof RECORD_KINDS)[number];

/**
 * What the dashboard's editor needs to know about one kind of record: where the list is read and a
 * record saved (the server validates and audits), which texts are shown, and how to name a record.
 */
export interface RecordKind<R> {
  name: RecordKindName;
  fields: RecordTextField<R>[];
  load: (token: string, signal: AbortSignal) => Promise<R[]>;
  save: (record: R, token: string) => Promise<R>;
  id: (record: R) => string;
  /** The English text the pick list shows (the ids alone mean nothing to an editor). */
  label: (record: R) => string;
  /** Where visitors see the record, to check an edit. */
  publicUrl: (record: R) => string;
  clean: (record: R) => R;
  /** The fields shared by all languages (quiz category, linked place). */
  settings?: RecordSettingField<R>[];
  /** Kinds an admin can add to: an empty record to start from, and where it is sent. */
  create?: { blank: () => R; send: (record: R, token: string, idempotencyKey: string) => Promise<R> };
  /** The quiz's correct answer: one index for all four languages. */
  answer?: {
    get: (record: R) => number;
    set: (record: R, index: number) => R;
    options: (record: R, lang: Language) => string[];
  };
}

export const CATEGORY_KIND: RecordKind<CategorySource> = {
  name: 'categories',
  fields: CATEGORY_TEXT_FIELDS,
  load: async (token, signal) =>
    (await getJson('/api/admin/categories', adminCategoriesResponseSchema, { signal, token })).categories,
  save: async (category, token) =>
    (
      await sendJson('PUT', `/api/admin/categories/${category.key}`, category, adminCategoryResponseSchema, {
        token,
      })
    ).category,
  id: (category) => category.key,
  label: (category) => `${category.name.en} (${category.key})`,
  publicUrl: (category) => `/category/${category.key}`,
  clean: cleanCategory,
};

export const QUIZ_KIND: RecordKind<QuizSource> = {
  name: 'quiz',
  fields: QUIZ_TEXT_FIELDS,
  load: async (token, signal) =>
    (await getJson('/api/admin/quiz', adminQuizListResponseSchema, { signal, token })).questions,
  save: async (question, token) =>
    (await sendJson('PUT', `/api/admin/quiz/${question.id}`, question, adminQuizResponseSchema, { token })).question,
  id: (question) => question.id,
  label: (question) => `${question.id}: ${question.question.en}`,
  publicUrl: () => '/quiz',
  clean: (question) => question,
  settings: QUIZ_SETTINGS,
  create: {
    blank: newQuestion,
    send: async (question, token, idempotencyKey) =>
      (
        await sendJson('POST', '/api/admin/quiz', withoutId<AdminQuizCreate>(question), adminQuizResponseSchema, {
          token,
          idempotencyKey,
        })
      ).question,
  },
  answer: {
    get: (question) => question.correct,
    set: (question, correct) => ({ ...question, correct }),
    options: (question, lang) => question.options[lang],
  },
};

export const INSIGHT_KIND: RecordKind<InsightSource> = {
  name: 'insights',
  fields: INSIGHT_TEXT_FIELDS,
  load: async (token, signal) =>
    (await getJson('/api/admin/insights', adminInsightsResponseSchema, { signal, token })).insights,
  save: async (insight, token) =>
    (await sendJson('PUT', `/api/admin/insights/${insight.id}`, insight, adminInsightResponseSchema, { token }))
      .insight,
  id: (insight) => insight.id,
  label: (insight) => `${insight.id}: ${insight.title.en}`,
  publicUrl: (insight) => `/place/${insight.place_id}`,
  clean: (insight) => insight,
  settings: INSIGHT_SETTINGS,
  create: {
    blank: newInsight,
    send: async (insight, token, idempotencyKey) =>
      (
        await sendJson(
          'POST',
          '/api/admin/insights',
          withoutId<AdminInsightCreate>(insight),
          adminInsightResponseSchema,
          { token, idempotencyKey },
        )
      ).insight,
  },
};

/** A new record has no id yet (''): the server gives it the next free one. */
function withoutId<T extends { id?: string }>(record: T & { id: string }): T {
  const { id, ...rest } = record;
  return (id ? record : rest) as T;
}
