import { z } from 'zod';
import { categoryKeySchema } from './categories.js';
import { languageSchema } from './languages.js';
import { PAGING } from './constants.js';
import { placePhotoSchema } from './photos.js';
import { cantonSchema, placeTypeSchema, seasonSchema, SEASONALITY_PRESSURE, TRANSIT_ACCESS } from './place-source.js';

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
  image_url: z.string().nullable(),
  image_credit: z.string().nullable(),
  /** Set when an admin uploaded a licensed photo; the generated cover is used otherwise. */
  photo: placePhotoSchema.optional(),
  facts: z.array(z.string()),
  category: z.array(z.string()),
  category_key: categoryKeySchema,
  insights_old_vs_new: z.string(),
  sustainability: z.object({
    unesco_site: z.boolean(),
    protected_area: z.boolean(),
    sustainability_score: z.number().int().min(0).max(100),
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
        points: z.number().int().min(0),
        max: z.number().int().positive(),
      }),
    ),
  }),
  type: placeTypeSchema,
  region: z.string(),
  canton: cantonSchema,
  elevation: z.number().nullable(),
  bestSeasons: z.array(seasonSchema),
  founded_year: z.number().nullable(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  lat: z.number(),
  lng: z.number(),
  photo_spots: z.array(z.string()).optional(),
  annual_festival: z.string().optional(),
  festival_date: z.string().optional(),
  seasonal_event: z.string().optional(),
  preservation_efforts: z.string().optional(),
  sustainable_transport: z.string().optional(),
  eco_initiatives: z.string().optional(),
  nearest_station: z.string().optional(),
  travel_time: z.string().optional(),
  final_transport: z.string().optional(),
  official_url: z.string().nullable(),
  source_url: z.string().nullable(),
});
export type Place = z.infer<typeof placeSchema>;

const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** GET /api/swiss/v2/places: a category page, a search, or (neither) the sample list. */
export const v2PlacesQuerySchema = z.object({
  lang: languageSchema.default('en'),
  type: categoryKeySchema.optional(),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  per_page: intParam('per_page', 1, PAGING.v2PageSize).default(PAGING.v2PageSize),
  page: intParam('page', 1, 1000).default(1),
  v: z.string().max(64).optional(),
});

export const v2PlacesResponseSchema = z.object({
  status: z.literal('success'),
  places: z.array(placeSchema),
  total: z.number().int().nonnegative(),
  category: categoryKeySchema.nullable(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type V2PlacesResponse = z.infer<typeof v2PlacesResponseSchema>;

/** GET /api/swiss/places (older explorer). */
export const placesQuerySchema = z.object({
  lang: languageSchema.default('en'),
  category: categoryKeySchema.optional(),
  search: z.string().trim().max(100).optional(),
  sustainability_filter: z.enum(['true', 'false']).optional(),
  limit: intParam('limit', 1, 400).default(PAGING.olderPlacesLimit),
});
export const placesResponseSchema = z.object({ status: z.literal('success'), places: z.array(placeSchema) });

export const placeParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be kebab-case') });
export const placeResponseSchema = z.object({ status: z.literal('success'), place: placeSchema });

export const insightSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  place_id: z.string(),
});
export const insightsQuerySchema = z.object({
  lang: languageSchema.default('en'),
  limit: intParam('limit', 1, 100).default(PAGING.insightsLimit),
});
export const insightsResponseSchema = z.object({ status: z.literal('success'), insights: z.array(insightSchema) });

/** The older quiz shape served by GET /api/swiss/quiz. */
export const serverQuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  correct_answer: z.string(),
  explanation: z.string(),
  image_url: z.string().nullable(),
  place_id: z.string().nullable(),
});
export const quizQuerySchema = z.object({
  lang: languageSchema.default('en'),
  limit: intParam('limit', 1, PAGING.quizLimit).default(PAGING.quizLimit),
});
export const quizResponseSchema = z.object({
  status: z.literal('success'),
  questions: z.array(serverQuizQuestionSchema),
});

/** GET /api/swiss/v2/places/{slug}/nearby: the closest other places, computed from coordinates. */
export const nearbyQuerySchema = z.object({
  lang: languageSchema.default('en'),
  limit: intParam('limit', 1, 20).default(6),
});
export const nearbyPlaceSchema = z.object({
  id: z.string(),
  title: z.string(),
  category_key: categoryKeySchema,
  type: placeTypeSchema,
  distance_km: z.number().nonnegative(),
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
  qr_code: z.string().startsWith('data:image/png;base64,'),
  url: z.string(),
});

export const coverParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/, 'slug must be kebab-case') });
export const placeholderParamsSchema = z.object({ category: categoryKeySchema });

/** GET /api/media/img: the image proxy. `src` or `u` is the image; `k` a category for the placeholder. */
export const imageQuerySchema = z
  .object({
    src: z.string().max(2048).optional(),
    u: z.string().max(2048).optional(),
    k: categoryKeySchema.optional(),
    v: z.string().max(64).optional(),
    w: intParam('w', 32, 1600).default(800),
  })
  .refine((q) => !!(q.src ?? q.u), { message: 'src or u is required', path: ['src'] });

/** `/data/switzerland.json`: the offline basemap (outline and lakes as [lng, lat] rings). */
const ringSchema = z.array(z.tuple([z.number(), z.number()]));
export const switzerlandOutlineSchema = z.object({
  country: z.array(ringSchema),
  lakes: z.array(ringSchema),
  attribution: z.string(),
});
export type SwitzerlandOutline = z.infer<typeof switzerlandOutlineSchema>;
