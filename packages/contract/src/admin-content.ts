import * as z from 'zod/mini';
import { categoryKeySchema } from './categories.js';
import { localizedTextSchema } from './languages.js';
import { placeSourceSchema } from './place-source.js';
import { MISSING_TRANSLATION_FILTERS, translationGapSchema } from './place-translations.js';
import { insightSourceSchema, quizSourceSchema } from './quiz-insights.js';

/*
 * Content editing by admins (/api/admin/places, categories, quiz, insights, audit, content). A
 * record is edited in the very shape the dataset is authored in, so an edit is checked by the same
 * schema as packages/content and an export can be read back without any conversion.
 */

/** A category as authored in packages/content (CATEGORY_DEFINITIONS). */
export const categorySourceSchema = z.strictObject({
  key: categoryKeySchema,
  icon: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'a colour like #0b5d8c')),
  name: localizedTextSchema,
  description: localizedTextSchema,
  sustainabilityFocus: z.object({
    en: z.array(z.string().check(z.trim(), z.minLength(1))),
    de: z.array(z.string().check(z.trim(), z.minLength(1))),
    fr: z.array(z.string().check(z.trim(), z.minLength(1))),
    it: z.array(z.string().check(z.trim(), z.minLength(1))),
  }),
});
export type CategorySource = z.infer<typeof categorySourceSchema>;

/** The admin list of places is paged by this many. */
export const ADMIN_PAGE_SIZE = 20;

export const adminPlacesQuerySchema = z.object({
  search: z
    .optional(z.string().check(z.trim(), z.maxLength(100)))
    .register(z.globalRegistry, { description: 'Part of the id, local title or a name in any language' }),
  category: z.optional(categoryKeySchema),
  missing_translation: z.optional(z.enum(MISSING_TRANSLATION_FILTERS)).register(z.globalRegistry, {
    description: 'Only places with a present text that lacks a translation: in any language, or in de, fr or it',
  }),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});

export const adminPlaceSummarySchema = z.object({
  id: z.string(),
  title: z.string().register(z.globalRegistry, { description: 'Local (official) title' }),
  name: z.string().register(z.globalRegistry, { description: 'English name' }),
  category_key: categoryKeySchema,
  admin_edited: z.boolean(),
  updated_at: z.string(),
  /** With ?missing_translation=: the translations the place lacks (placeTranslationGaps), of that language. */
  missing_translations: z.optional(z.array(translationGapSchema)),
});
export type AdminPlaceSummary = z.infer<typeof adminPlaceSummarySchema>;

export const adminPlacesResponseSchema = z.object({
  status: z.literal('success'),
  places: z.array(adminPlaceSummarySchema),
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.gte(1)),
  page_size: z.int().check(z.gte(1)),
});
export type AdminPlacesResponse = z.infer<typeof adminPlacesResponseSchema>;

export const adminPlaceResponseSchema = z.object({
  status: z.literal('success'),
  place: placeSourceSchema,
  admin_edited: z.boolean(),
});
export type AdminPlaceResponse = z.infer<typeof adminPlaceResponseSchema>;

export const adminCategoryParamsSchema = z.object({ key: categoryKeySchema });
export const adminCategoryResponseSchema = z.object({ status: z.literal('success'), category: categorySourceSchema });
export const adminQuizParamsSchema = z.object({ id: z.string().check(z.regex(/^q\d{2}$/, 'a quiz id like q07')) });
export const adminQuizResponseSchema = z.object({ status: z.literal('success'), question: quizSourceSchema });
export const adminInsightParamsSchema = z.object({
  id: z.string().check(z.regex(/^insight-\d{2}$/, 'an insight id like insight-03')),
});
export const adminInsightResponseSchema = z.object({ status: z.literal('success'), insight: insightSourceSchema });

/*
 * POST /api/admin/quiz and /api/admin/insights: a new record in the dataset's shape, checked by the
 * dataset's schema. Without an id the server gives it the next free one (q51, insight-37, ...).
 */
export const adminQuizCreateSchema = z.extend(quizSourceSchema, { id: z.optional(quizSourceSchema.shape.id) });
export type AdminQuizCreate = z.infer<typeof adminQuizCreateSchema>;
export const adminInsightCreateSchema = z.extend(insightSourceSchema, { id: z.optional(insightSourceSchema.shape.id) });
export type AdminInsightCreate = z.infer<typeof adminInsightCreateSchema>;

/*
 * Creates (POST /api/admin/places, quiz, insights) take an optional Idempotency-Key: the server
 * keeps the first answer for a day, so a retry with the same key and the same body gets that answer
 * again (with the idempotent-replayed header) instead of a second record; the same key with another
 * body is refused (422 IDEMPOTENCY_KEY_REUSED). The admin app sends one key per form submission.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const idempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, '8 to 128 letters, digits, "-" or "_" (a UUID will do)'));
/** Headers are validated loosely: every other header passes untouched. */
export const adminCreateHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .optional(idempotencyKeySchema)
    .register(z.globalRegistry, { description: 'Makes a retried create return the first answer (kept 24 h)' }),
});

/* The editors' lists: every category, question and insight whole (there are few), in dataset order. */
export const adminCategoriesResponseSchema = z.object({
  status: z.literal('success'),
  categories: z.array(categorySourceSchema),
});
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponseSchema>;
export const adminQuizListResponseSchema = z.object({
  status: z.literal('success'),
  questions: z.array(quizSourceSchema),
});
export type AdminQuizListResponse = z.infer<typeof adminQuizListResponseSchema>;
export const adminInsightsResponseSchema = z.object({
  status: z.literal('success'),
  insights: z.array(insightSourceSchema),
});
export type AdminInsightsResponse = z.infer<typeof adminInsightsResponseSchema>;

/** The whole editable content as one JSON document (export, import). */
export const CONTENT_FORMAT = 'swiss-explorer-content';
export const contentDocumentSchema = z.strictObject({
  format: z.literal(CONTENT_FORMAT),
  version: z.literal(1),
  exported_at: z.optional(z.string()),
  places: z.array(placeSourceSchema),
  categories: z.array(categorySourceSchema),
  quiz: z.array(quizSourceSchema),
  insights: z.array(insightSourceSchema),
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

export const contentImportResponseSchema = z.object({
  status: z.literal('success'),
  audit_id: z.int(),
  counts: z.object({
    places: z.int(),
    categories: z.int(),
    quiz: z.int(),
    insights: z.int(),
  }),
});
export type ContentImportResponse = z.infer<typeof contentImportResponseSchema>;

/** flag: a feature-flag switch; photo: a place photo uploaded or removed (entity_id is the place). */
export const AUDIT_ENTITY_KINDS = ['place', 'category', 'quiz', 'insight', 'content', 'flag', 'photo'] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'import', 'revert', 'delete'] as const;

/** The longest value text the audit list shows; longer ones end in "…". */
export const AUDIT_VALUE_MAX = 160;
/** One changed field with its value before and after, as display text (null: absent or empty). */
export const auditValueSchema = z.object({
  field: z.string(),
  before: z.nullable(z.string().check(z.maxLength(AUDIT_VALUE_MAX))),
  after: z.nullable(z.string().check(z.maxLength(AUDIT_VALUE_MAX))),
});
export type AuditValue = z.infer<typeof auditValueSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  user_email: z.nullable(z.string()),
  entity_kind: z.enum(AUDIT_ENTITY_KINDS),
  entity_id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Dotted paths of what changed (at most a few), to show in the list. */
  changes: z.array(z.string()),
  /** The same fields with their old and new values (texts shortened; an import lists none). */
  values: z.array(auditValueSchema),
  /** The entry this one reverted, for a revert. */
  reverts: z.nullable(z.int()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export const auditResponseSchema = z.object({
  status: z.literal('success'),
  entries: z.array(auditEntrySchema),
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.gte(1)),
  page_size: z.int().check(z.gte(1)),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;
export const auditParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.gte(1)) });
export const auditRevertResponseSchema = z.object({ status: z.literal('success'), entry: auditEntrySchema });
export type AuditRevertResponse = z.infer<typeof auditRevertResponseSchema>;
