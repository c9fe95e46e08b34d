import * as z from 'zod/mini';
import { categoryKeySchema } from './categories.js';
import { languageSchema } from './languages.js';
import { PAGING } from './constants.js';
import { placePhotoSchema } from './photos.js';
import {
  accessLevelSchema,
  accessPointSchema,
  cantonSchema,
  placeTypeSchema,
  seasonSchema,
  SEASONALITY_PRESSURE,
  TRANSIT_ACCESS,
} from './place-source.js';

/** A place as the API sends it, in one language (English where a text has no translation). */
export const placeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** The name in the requested language. */
  title: z.string(),
  /** The local official form (Lac Léman, Zürich). */
  local_title: z.string(),
  summary: z.string(),
  short_description: z.string(),
  full_description: z.string(),
  image_url: z.nullable(z.string()),
  image_credit: z.nullable(z.string()),
  /** Set when an admin uploaded a licensed photo; the generated cover is used otherwise. */
  photo: z.optional(placePhotoSchema),
  facts: z.array(z.string()),
  category: z.array(z.string()),
  category_key: categoryKeySchema,
  insights_old_vs_new: z.string(),
  sustainability: z.object({
    unesco_site: z.boolean(),
    protected_area: z.boolean(),
    sustainability_score: z.int().check(z.gte(0), z.lte(100)),
    transit_access: z.enum(TRANSIT_ACCESS),
    seasonality_pressure: z.enum(SEASONALITY_PRESSURE),
    public_transit_tip: z.string(),
    seasonality_note: z.string(),
    low_impact_activity: z.string(),
    /** How the score was computed, criterion by criterion (the rubric shown on request). */
    score_breakdown: z.array(
      z.object({
        criterion: z.enum([
          'lowImpactActivity',
          'transit',
          'protectedArea',
          'unesco',
          'seasonalityPressure',
          'yearRound',
        ]),
        points: z.int().check(z.gte(0)),
        max: z.int().check(z.positive()),
      }),
    ),
  }),
  type: placeTypeSchema,
  region: z.string(),
  canton: cantonSchema,
  elevation: z.nullable(z.number()),
  bestSeasons: z.array(seasonSchema),
  founded_year: z.nullable(z.number()),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  lat: z.number(),
  lng: z.number(),
  photo_spots: z.optional(z.array(z.string())),
  annual_festival: z.optional(z.string()),
  festival_date: z.optional(z.string()),
  seasonal_event: z.optional(z.string()),
  preservation_efforts: z.optional(z.string()),
  sustainable_transport: z.optional(z.string()),
  eco_initiatives: z.optional(z.string()),
  nearest_station: z.optional(z.string()),
  travel_time: z.optional(z.string()),
  final_transport: z.optional(z.string()),
  /** How a visitor reaches the place (every dataset place has one; an admin-created place may not). */
  access_level: z.optional(accessLevelSchema),
  /** The DiDok stop of the nearest station, where directions lead (never an alpine summit). */
  access_point: z.optional(accessPointSchema),
  official_url: z.nullable(z.string()),
  source_url: z.nullable(z.string()),
});
export type Place = z.infer<typeof placeSchema>;

const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.gte(min, `${name} must be at least ${min}`),
      z.lte(max, `${name} must be at most ${max}`),
    );

/** GET /api/swiss/v2/places: a category page, a search, or (neither) the sample list. */
export const v2PlacesQuerySchema = z.object({
  lang: z._default(languageSchema, 'en'),
  type: z.optional(categoryKeySchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search must be at most 100 characters'))),
  per_page: z._default(intParam('per_page', 1, PAGING.v2PageSize), PAGING.v2PageSize),
  page: z._default(intParam('page', 1, 1000), 1),
  v: z.optional(z.string().check(z.maxLength(64))),
});

export const v2PlacesResponseSchema = z.object({
  status: z.literal('success'),
  places: z.array(placeSchema),
  total: z.int().check(z.nonnegative()),
  category: z.nullable(categoryKeySchema),
  page: z.int().check(z.positive()),
  per_page: z.int().check(z.positive()),
});
export type V2PlacesResponse = z.infer<typeof v2PlacesResponseSchema>;

/**
 * A page of a category's places (GET /api/swiss/v2/places). One builder for the category page and
 * the server's preload hint: a preload is used only when its URL is exactly the one fetched.
 */
export function v2PlacesUrl(key: string, page: number, lang: string): string {
  return `/api/swiss/v2/places?type=${key}&per_page=${PAGING.v2PageSize}&page=${page}&lang=${lang}`;
}

/** GET /api/swiss/places (older explorer). */
export const placesQuerySchema = z.object({
  lang: z._default(languageSchema, 'en'),
  category: z.optional(categoryKeySchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sustainability_filter: z.optional(z.enum(['true', 'false'])),
  limit: z._default(intParam('limit', 1, 400), PAGING.olderPlacesLimit),
});
export const placesResponseSchema = z.object({ status: z.literal('success'), places: z.array(placeSchema) });

export const placeParamsSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]{1,120}$/, 'slug must be kebab-case')),
});
export const placeResponseSchema = z.object({ status: z.literal('success'), place: placeSchema });

export const insightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  place_id: z.string(),
});
export const insightsQuerySchema = z.object({
  lang: z._default(languageSchema, 'en'),
  limit: z._default(intParam('limit', 1, 100), PAGING.insightsLimit),
});
export const insightsResponseSchema = z.object({ status: z.literal('success'), insights: z.array(insightSchema) });

/** The older quiz shape served by GET /api/swiss/quiz. */
export const serverQuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correct_answer: z.string(),
  explanation: z.string(),
  image_url: z.nullable(z.string()),
  place_id: z.nullable(z.string()),
});
export const quizQuerySchema = z.object({
  lang: z._default(languageSchema, 'en'),
  limit: z._default(intParam('limit', 1, PAGING.quizLimit), PAGING.quizLimit),
});
export const quizResponseSchema = z.object({
  status: z.literal('success'),
  questions: z.array(serverQuizQuestionSchema),
});

/**
 * GET /api/swiss/v2/places/{slug}/nearby: the closest other places, computed from coordinates; never
 * an alpine place (nearby and pairings only suggest where a visitor can go).
 */
export const nearbyQuerySchema = z.object({
  lang: z._default(languageSchema, 'en'),
  limit: z._default(intParam('limit', 1, 20), 6),
});
export const nearbyPlaceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category_key: categoryKeySchema,
  type: placeTypeSchema,
  distance_km: z.number().check(z.nonnegative()),
  /** Where it is (WGS84), for the map beside the list. */
  lat: z.number(),
  lng: z.number(),
  access_level: z.optional(accessLevelSchema),
});
export type NearbyPlace = z.infer<typeof nearbyPlaceSchema>;
export const nearbyResponseSchema = z.object({
  status: z.literal('success'),
  place_id: z.string(),
  nearby: z.array(nearbyPlaceSchema),
});

/** The two QR codes of the footer: the school's site and the national tourism site. */
export const QR_TARGETS = { bhms: 'https://www.bhms.ch', switzerland: 'https://www.myswitzerland.com' } as const;
export const qrParamsSchema = z.object({ target: z.enum(['bhms', 'switzerland']) });
export const qrResponseSchema = z.object({
  status: z.literal('success'),
  qr_code: z.string().check(z.startsWith('data:image/png;base64,')),
  url: z.string(),
});

export const coverParamsSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]{1,120}$/, 'slug must be kebab-case')),
});
export const placeholderParamsSchema = z.object({ category: categoryKeySchema });

/** GET /api/media/img: the image proxy. `src` or `u` is the image; `k` a category for the placeholder. */
export const imageQuerySchema = z
  .object({
    src: z.optional(z.string().check(z.maxLength(2048))),
    u: z.optional(z.string().check(z.maxLength(2048))),
    k: z.optional(categoryKeySchema),
    v: z.optional(z.string().check(z.maxLength(64))),
    w: z._default(intParam('w', 32, 1600), 800),
  })
  .check(z.refine((q) => !!(q.src ?? q.u), { message: 'src or u is required', path: ['src'] }));

/** `/data/switzerland.json`: the offline basemap (outline and lakes as [lng, lat] rings). */
const ringSchema = z.array(z.tuple([z.number(), z.number()]));
export const switzerlandOutlineSchema = z.object({
  country: z.array(ringSchema),
  lakes: z.array(ringSchema),
  attribution: z.string(),
});
export type SwitzerlandOutline = z.infer<typeof switzerlandOutlineSchema>;

/** `/data/cantons.json`: the borders between cantons as [lng, lat] lines (each border once). */
export const cantonBordersSchema = z.object({
  borders: z.array(ringSchema),
  attribution: z.string(),
});
export type CantonBorders = z.infer<typeof cantonBordersSchema>;
