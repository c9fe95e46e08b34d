import { z } from 'zod';
import { categoryKeySchema } from './categories.js';
import { localizedTextSchema } from './languages.js';

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

/** A text in English, optionally translated. */
export const partialLocalizedTextSchema = z.object({
  en: z.string().trim().min(1),
  de: z.string().trim().min(1).optional(),
  fr: z.string().trim().min(1).optional(),
  it: z.string().trim().min(1).optional(),
});

const factList = z.array(z.string().trim().min(1, 'empty fact')).min(3).max(6);

export const coordinatesSchema = z.object({
  lat: z.number().min(45.8).max(47.9),
  lng: z.number().min(5.9).max(10.6),
});

/** A destination as authored in packages/content/data/places (see AUTHORING.md). */
export const placeSourceSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case ASCII'),
  title: z.string().trim().min(1),
  names: localizedTextSchema,
  category_key: categoryKeySchema,
  type: placeTypeSchema,
  region: z.string().trim().min(1),
  canton: cantonSchema,
  coordinates: coordinatesSchema,
  elevation: z.number().int().min(190).max(4700).nullable(),
  founded_year: z.number().int().min(-3000).max(2030).nullable(),
  bestSeasons: z.array(seasonSchema).min(1).max(4),
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
  photo_spots: z
    .object({ en: z.array(z.string().min(1)).min(1) })
    .catchall(z.array(z.string().min(1)))
    .optional(),
  annual_festival: partialLocalizedTextSchema.optional(),
  festival_date: partialLocalizedTextSchema.optional(),
  seasonal_event: partialLocalizedTextSchema.optional(),
  preservation_efforts: partialLocalizedTextSchema.optional(),
  sustainable_transport: partialLocalizedTextSchema.optional(),
  eco_initiatives: partialLocalizedTextSchema.optional(),
  nearest_station: z.string().trim().min(1).optional(),
  travel_time: partialLocalizedTextSchema.optional(),
  final_transport: partialLocalizedTextSchema.optional(),
  official_url: z.url({ protocol: /^https$/ }).optional(),
  image_url: z.url().optional(),
  image_credit: z.string().optional(),
  sources: z.array(z.string().min(1)).min(1),
});
export type PlaceSource = z.infer<typeof placeSourceSchema>;
