import * as z from 'zod/mini';
import { categoryKeySchema } from './categories.js';
import { localizedTextSchema } from './languages.js';

/**
 * Where a place's image is: an http(s) address, or a path on this site (`/api/media/...`). Nothing a
 * browser would run or read elsewhere: no `javascript:` or `data:`, and no `//host` or `/\host`,
 * which browsers take for another site.
 */
export function isImageUrl(value: string): boolean {
  // Browsers drop tabs and line breaks inside a URL, so "/\t/evil.example" would become "//evil.example".
  if (value.length > 2048 || /[\s\p{Cc}]/u.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}
const imageUrlSchema = z
  .string()
  .check(z.refine(isImageUrl, 'must be an http:// or https:// address, or a path on this site starting with /'));

/** Place types used in the dataset. */
export const PLACE_TYPES = [
  'peak',
  'glacier',
  'mountain_pass',
  'viewpoint_mountain',
  'big_lake',
  'lake',
  'mountain_lake',
  'reservoir',
  'river',
  'waterfall',
  'gorge',
  'trail',
  'city',
  'town',
  'village',
  'castle',
  'museum',
  'monastery',
  'church',
  'festival',
  'heritage_site',
  'chocolate_factory',
  'cheese_dairy',
  'market',
  'food_museum',
  'food_specialty',
  'wine_region',
  'wine_village',
  'vineyard_trail',
] as const;
export const placeTypeSchema = z.enum(PLACE_TYPES);

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export const seasonSchema = z.enum(SEASONS);

export const CANTONS = [
  'ZH', 'BE', 'LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'BS', 'BL', 'SH', 'AR', 'AI', 'SG',
  'GR', 'AG', 'TG', 'TI', 'VD', 'VS', 'NE', 'GE', 'JU',
] as const; // prettier-ignore
export const cantonSchema = z.enum(CANTONS);

/** How a visitor without a car reaches the place (a sustainability criterion). */
export const TRANSIT_ACCESS = ['rail', 'bus_or_boat', 'mountain_railway', 'hike', 'car'] as const;
/** Crowding at peak season (a sustainability criterion). */
export const SEASONALITY_PRESSURE = ['low', 'medium', 'high'] as const;

/**
 * How a visitor reaches the place itself (safety): walk, no hiking needed (streets, lifts, a short
 * path); easy_hike, a marked hiking trail; mountain_hike, a mountain trail in alpine terrain;
 * alpine, a summit or glacier reached only by mountaineering (guide needed). Itineraries and nearby
 * lists never suggest an alpine place, and directions stop at its access point.
 */
export const ACCESS_LEVELS = ['walk', 'easy_hike', 'mountain_hike', 'alpine'] as const;
export const accessLevelSchema = z.enum(ACCESS_LEVELS);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

/**
 * Where a visitor arrives by public transport: the stop of the place's nearest station in DiDok
 * (the federal list of stops, ref `didok:` + its 7-digit number). Directions target it.
 */
export const accessPointSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  lat: z.number().check(z.gte(45.8), z.lte(47.9)),
  lng: z.number().check(z.gte(5.9), z.lte(10.6)),
  ref: z.string().check(z.regex(/^didok:\d{7}$/, 'a DiDok stop: didok: and 7 digits')),
});
export type AccessPoint = z.infer<typeof accessPointSchema>;
/** Attribution of the access points (opentransportdata.swiss terms of use: cite the source). */
export const DIDOK_ATTRIBUTION = 'Source: Federal Office of Transport FOT / opentransportdata.swiss (DiDok)';

/**
 * A text in English, optionally translated in this schema; the dataset rules (packages/content
 * checkPlaces, also run on admin writes) require all four languages wherever the text is present.
 */
export const partialLocalizedTextSchema = z.object({
  en: z.string().check(z.trim(), z.minLength(1)),
  de: z.optional(z.string().check(z.trim(), z.minLength(1))),
  fr: z.optional(z.string().check(z.trim(), z.minLength(1))),
  it: z.optional(z.string().check(z.trim(), z.minLength(1))),
});

const factList = z
  .array(z.string().check(z.trim(), z.minLength(1, 'empty fact')))
  .check(z.minLength(3), z.maxLength(6));

export const coordinatesSchema = z.object({
  lat: z.number().check(z.gte(45.8), z.lte(47.9)),
  lng: z.number().check(z.gte(5.9), z.lte(10.6)),
});

/** A destination as authored in packages/content/data/places (see AUTHORING.md). */
export const placeSourceSchema = z.strictObject({
  id: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case ASCII')),
  title: z.string().check(z.trim(), z.minLength(1)),
  names: localizedTextSchema,
  category_key: categoryKeySchema,
  type: placeTypeSchema,
  region: localizedTextSchema,
  canton: cantonSchema,
  coordinates: coordinatesSchema,
  elevation: z.nullable(z.int().check(z.gte(190), z.lte(4700))),
  founded_year: z.nullable(z.int().check(z.gte(-3000), z.lte(2030))),
  bestSeasons: z.array(seasonSchema).check(z.minLength(1), z.maxLength(4)),
  summary: localizedTextSchema,
  full_description: partialLocalizedTextSchema,
  facts: z.object({ en: factList, de: factList, fr: factList, it: factList }),
  insights_old_vs_new: localizedTextSchema,
  sustainability: z.strictObject({
    unesco_site: z.boolean(),
    protected_area: z.boolean(),
    transit_access: z.enum(TRANSIT_ACCESS),
    seasonality_pressure: z.enum(SEASONALITY_PRESSURE),
    public_transit_tip: localizedTextSchema,
    seasonality_note: localizedTextSchema,
    low_impact_activity: localizedTextSchema,
  }),
  photo_spots: z.optional(
    z.catchall(
      z.object({ en: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }),
      z.array(z.string().check(z.minLength(1))),
    ),
  ),
  annual_festival: z.optional(partialLocalizedTextSchema),
  festival_date: z.optional(partialLocalizedTextSchema),
  seasonal_event: z.optional(partialLocalizedTextSchema),
  preservation_efforts: z.optional(partialLocalizedTextSchema),
  sustainable_transport: z.optional(partialLocalizedTextSchema),
  eco_initiatives: z.optional(partialLocalizedTextSchema),
  nearest_station: z.optional(z.string().check(z.trim(), z.minLength(1))),
  travel_time: z.optional(partialLocalizedTextSchema),
  final_transport: z.optional(partialLocalizedTextSchema),
  /**
   * Optional here because places an admin created before access levels existed have none; the
   * dataset requires it (validateDataset), and admin writes check it when given.
   */
  access_level: z.optional(accessLevelSchema),
  /** Why this level: a short English note, like `sources`. */
  access_note: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300))),
  access_point: z.optional(accessPointSchema),
  official_url: z.optional(z.url({ protocol: /^https$/ })),
  image_url: z.optional(imageUrlSchema),
  image_credit: z.optional(z.string()),
  sources: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export type PlaceSource = z.infer<typeof placeSourceSchema>;

/** The optional per-language texts of a place (partialLocalizedTextSchema) besides full_description. */
export const EXTRA_PLACE_TEXTS = [
  'annual_festival',
  'festival_date',
  'seasonal_event',
  'preservation_efforts',
  'sustainable_transport',
  'eco_initiatives',
  'travel_time',
  'final_transport',
] as const satisfies readonly (keyof PlaceSource)[];
