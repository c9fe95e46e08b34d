import * as z from 'zod/mini';
import { categoryKeySchema } from './categories.js';
import { languageSchema } from './languages.js';
import { providerStatusSchema } from './providers.js';

/**
 * Anonymous usage counts. The client sends what happened, never who: no visitor id, no URL with
 * query strings; the server only adds one to a daily counter per event.
 */
export const ANALYTICS_EVENT_TYPES = ['page_view', 'place_view', 'category_view', 'quiz_complete'] as const;

/** Route names of the screens counted (never full URLs, which could carry ids or shared plans). */
export const ANALYTICS_SCREENS = [
  'home',
  'category',
  'place',
  'quiz',
  'tools',
  'old-vs-new',
  'sustainability',
  'results',
  'host',
  'aira',
  'admin-access',
  'not-found',
] as const;
export const analyticsScreenSchema = z.enum(ANALYTICS_SCREENS);
export type AnalyticsScreen = z.infer<typeof analyticsScreenSchema>;

const SCREEN_BY_FIRST_SEGMENT: Record<string, AnalyticsScreen> = {
  '': 'home',
  category: 'category',
  place: 'place',
  quiz: 'quiz',
  tools: 'tools',
  'old-vs-new': 'old-vs-new',
  sustainability: 'sustainability',
  results: 'results',
  host: 'host',
  aira: 'aira',
  'admin-access': 'admin-access',
};

/** The screen of a path; undefined for the admin area, which is not counted. */
export function resolveAnalyticsScreen(pathname: string): AnalyticsScreen | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'admin') return undefined;
  return SCREEN_BY_FIRST_SEGMENT[first] ?? 'not-found';
}

/** At most this many events per request: the client batches a few seconds of browsing. */
export const ANALYTICS_MAX_BATCH = 50;
/** Quiz scores are kept only as these bands (percent), never one by one. */
export const QUIZ_SCORE_BANDS = ['0-19', '20-39', '40-59', '60-79', '80-100'] as const;
export type QuizScoreBand = (typeof QUIZ_SCORE_BANDS)[number];

export function quizScoreBand(score: number): QuizScoreBand {
  const index = Math.min(4, Math.max(0, Math.floor(score / 20)));
  return QUIZ_SCORE_BANDS[index] ?? '0-19';
}

const placeIdSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,99}$/, 'place_id: a place id'));

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), screen: analyticsScreenSchema, lang: languageSchema }),
  z.strictObject({ type: z.literal('place_view'), place_id: placeIdSchema, lang: languageSchema }),
  z.strictObject({ type: z.literal('category_view'), category: categoryKeySchema, lang: languageSchema }),
  z.strictObject({
    type: z.literal('quiz_complete'),
    /** Percent of the round's questions answered right. */
    score: z.int().check(z.gte(0), z.lte(100)),
    lang: languageSchema,
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.strictObject({
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(ANALYTICS_MAX_BATCH)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const analyticsAcceptedSchema = z.object({
  status: z.literal('success'),
  /** Events counted; unknown places are ignored so the table cannot be filled with made-up keys. */
  accepted: z.int().check(z.nonnegative()),
});

export const ANALYTICS_MAX_DAYS = 90;
export const adminAnalyticsQuerySchema = z.object({
  days: z
    ._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(ANALYTICS_MAX_DAYS)), 30)
    .register(z.globalRegistry, { description: 'Days back, today included' }),
  lang: z._default(languageSchema, 'en').register(z.globalRegistry, { description: 'Language of place titles' }),
});

const countSchema = z.int().check(z.nonnegative());
const keyedCountSchema = z.object({ key: z.string(), count: countSchema });

export const analyticsDaySchema = z.object({
  day: z.string().register(z.globalRegistry, { description: 'YYYY-MM-DD, UTC' }),
  page_views: countSchema,
  /** Page views per screen on that day (screens without views are left out). */
  screens: z.record(z.string(), countSchema),
  place_views: countSchema,
  category_views: countSchema,
  quiz_completions: countSchema,
  ai_questions: countSchema,
  ai_fallbacks: countSchema,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const adminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the window, oldest first, zeros included. */
  days: z.array(analyticsDaySchema),
  totals: z.omit(analyticsDaySchema, { day: true }),
  screens: z.array(keyedCountSchema),
  top_places: z.array(z.extend(keyedCountSchema, { title: z.string() })),
  top_categories: z.array(keyedCountSchema),
  quiz_scores: z.array(z.object({ band: z.enum(QUIZ_SCORE_BANDS), count: countSchema })),
  /** Share of AI answers that were fallbacks, 0..1; null without questions. */
  ai_fallback_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Languages of the page views. */
  languages: z.array(keyedCountSchema),
  /** Languages the AI answered in. */
  ai_languages: z.array(keyedCountSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
export const adminAnalyticsResponseSchema = z.object({ status: z.literal('success'), analytics: adminAnalyticsSchema });

export const recentErrorSchema = z.object({
  time: z.string(),
  method: z.string(),
  /** The route pattern (/api/swiss/places/:slug), never the URL with its values. */
  route: z.string(),
  status: z.int(),
  message: z.string(),
});
export type RecentError = z.infer<typeof recentErrorSchema>;

export const systemStatusSchema = z.object({
  version: z.string(),
  node: z.string(),
  started_at: z.string(),
  uptime_seconds: z.number().check(z.nonnegative()),
  memory: z.object({ rss_bytes: countSchema, heap_used_bytes: countSchema, heap_total_bytes: countSchema }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** pg_database_size; null when the database would not say. */
    size_bytes: z.nullable(countSchema),
  }),
  catalog: z.object({
    places: countSchema,
    /** Hash of the dataset seeded last, and when. */
    content_hash: z.nullable(z.string()),
    seeded_at: z.nullable(z.string()),
    /** Last change of a place (admin edit or seed). */
    updated_at: z.nullable(z.string()),
  }),
  providers: z.object({
    ai: z.object({ engine: z.enum(['grounded', 'openai-compatible']), model: z.nullable(z.string()) }),
    tts: z.object({ configured: z.boolean() }),
    stt: z.object({ configured: z.boolean() }),
    map_tiles: z.object({ configured: z.boolean() }),
  }),
  /** Every outside provider: configured or not, last success and error, circuit, cache, calls today. */
  provider_status: z.array(providerStatusSchema),
  /** The last server errors (5xx) of this instance, newest first. */
  recent_errors: z.array(recentErrorSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
export const systemStatusResponseSchema = z.object({ status: z.literal('success'), system: systemStatusSchema });
