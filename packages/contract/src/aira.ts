import * as z from 'zod/mini';
import { languageSchema } from './languages.js';
import { provenanceSchema } from './providers.js';

/**
 * AIRA, the location-aware assistant (spec 001). Constants are the spec's numbers (§9); the
 * shapes below are the payloads of its endpoints, shared by server and web.
 */
export const AIRA = {
  /** POST /api/places/search default radius, metres (§9). */
  searchRadiusM: 50_000,
  /** 'Places Near You' shows the first 10, then Load More (§9). */
  placesListSize: 10,
  /** Category cards shown before "show all" (§2 Mobile home). */
  categoryCardsShown: 8,
  /** Distance when a place has no coordinates (§3 Place). */
  unknownDistanceKm: 999,
  /** The spec's default sustainability score, shown labelled as a default (§3, §9). */
  defaultSustainabilityScore: 65,
  /** Distance scoring (§9): name match 50, type match 30, 5 per rating point, plus 20 minus km. */
  score: { nameMatch: 50, typeMatch: 30, perRatingPoint: 5, base: 20 },
  earthRadiusKm: 6371,
  /** kg CO2 per km (§9). */
  carbonKgPerKm: { car: 0.21, transit: 0.089, walking: 0, cycling: 0 },
  /** Start-up (§4, §9): places, feed and environment race 10 s; the whole start 15 s. */
  initTimeoutMs: 10_000,
  totalInitTimeoutMs: 15_000,
  /** The four GPS attempts (§4): accuracy, time-out and a growing maximum age. */
  gpsAttempts: [
    { level: 'ultra-high', enableHighAccuracy: true, timeoutMs: 10_000, maximumAgeMs: 0 },
    { level: 'high', enableHighAccuracy: true, timeoutMs: 8_000, maximumAgeMs: 30_000 },
    { level: 'medium', enableHighAccuracy: false, timeoutMs: 6_000, maximumAgeMs: 120_000 },
    { level: 'low', enableHighAccuracy: false, timeoutMs: 4_000, maximumAgeMs: 600_000 },
  ],
  /** IP results are accepted only when |lat| and |lng| exceed this (§4). */
  minAbsCoordinate: 0.1,
  /** City guide: at most 6 top attractions (§3). */
  cityGuideAttractions: 6,
} as const;

/** The last fallback position: Bern, Bundesplatz, labelled approximate (DEVIATIONS 14). */
export const AIRA_DEFAULT_POSITION = { lat: 46.9466, lng: 7.4443, name: 'Bern' } as const;

/** Kept on the device (spec §6). */
export const AIRA_STORAGE_KEYS = {
  favorites: 'aira_favorites',
  theme: 'selectedTheme',
  voice: 'selectedVoice',
} as const;

/** AIRA's categories (spec §2 AR dropdown, plus Transport for the public-transport stops). */
export const AIRA_CATEGORY_IDS = [
  'all',
  'restaurants',
  'hotels',
  'attractions',
  'shopping',
  'healthcare',
  'finance',
  'gas_stations',
  'transport',
] as const;
export const airaCategoryIdSchema = z.enum(AIRA_CATEGORY_IDS);
export type AiraCategoryId = z.infer<typeof airaCategoryIdSchema>;

/** Where a POI record comes from; each has its attribution (AIRA_POI_ATTRIBUTION). */
export const POI_SOURCES = ['curated', 'osm', 'geonames', 'didok', 'stadt-zuerich', 'overpass'] as const;
export const poiSourceSchema = z.enum(POI_SOURCES);
export type PoiSource = z.infer<typeof poiSourceSchema>;

/** The credit each source's licence asks for, shown wherever its POIs are shown. */
export const AIRA_POI_ATTRIBUTION: Record<PoiSource, { text: string; licenceUrl: string | null }> = {
  curated: { text: 'Swiss Explorer', licenceUrl: null },
  osm: { text: '© OpenStreetMap contributors, ODbL', licenceUrl: 'https://www.openstreetmap.org/copyright' },
  overpass: { text: '© OpenStreetMap contributors, ODbL', licenceUrl: 'https://www.openstreetmap.org/copyright' },
  geonames: { text: 'GeoNames (geonames.org), CC BY 4.0', licenceUrl: 'https://creativecommons.org/licenses/by/4.0/' },
  didok: {
    text: 'Source: Federal Office of Transport FOT / opentransportdata.swiss (DiDok)',
    licenceUrl: 'https://opentransportdata.swiss/en/terms-of-use/',
  },
  'stadt-zuerich': { text: 'Stadt Zürich Open Data', licenceUrl: 'https://data.stadt-zuerich.ch/' },
};

const latSchema = z.number().check(z.gte(-90), z.lte(90));
const lngSchema = z.number().check(z.gte(-180), z.lte(180));

/** A photo of a place: only licensed ones, with their credit. */
export const airaPhotoSchema = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
  credit: z.string(),
  licence: z.string(),
});

/**
 * A place in AIRA (spec §3 Place). Ratings, review counts and price levels are null unless a
 * provider supplies them (OSM has none: the UI says "no rating", never 0 stars; DEVIATIONS 21).
 */
export const airaPlaceSchema = z.object({
  place_id: z.string(),
  name: z.string(),
  category: airaCategoryIdSchema,
  /** The OSM-style kinds, e.g. ["restaurant"], ["train", "bus"]; the UI shows up to 3. */
  types: z.array(z.string()),
  vicinity: z.string(),
  lat: latSchema,
  lng: lngSchema,
  /** Great-circle distance from the asked position, km. */
  distance: z.number().check(z.nonnegative()),
  rating: z.nullable(z.number()),
  user_ratings_total: z.nullable(z.int()),
  price_level: z.nullable(z.int()),
  photos: z.array(airaPhotoSchema),
  /** null when the source has no opening hours; open_now null when the hours cannot be evaluated. */
  opening_hours: z.nullable(z.object({ text: z.string(), open_now: z.nullable(z.boolean()) })),
  sustainability_score: z.object({ value: z.int(), is_default: z.boolean() }),
  source: poiSourceSchema,
  /** For curated places: the explorer's place id (its page is /place/{id}). */
  explorer_place_id: z.nullable(z.string()),
  website: z.nullable(z.string()),
  wheelchair: z.nullable(z.string()),
  canton: z.nullable(z.string()),
});
export type AiraPlace = z.infer<typeof airaPlaceSchema>;

export const poiAttributionSchema = z.object({
  source: poiSourceSchema,
  text: z.string(),
  licence_url: z.nullable(z.string()),
});
export type PoiAttribution = z.infer<typeof poiAttributionSchema>;

export const airaPlacesResponseSchema = z.object({
  status: z.literal('success'),
  results: z.array(airaPlaceSchema),
  /** One line per source present in results. */
  attributions: z.array(poiAttributionSchema),
});
export type AiraPlacesResponse = z.infer<typeof airaPlacesResponseSchema>;

/** GET /api/enhanced-places?lat&lng&category=all&keyword= */
export const enhancedPlacesQuerySchema = z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  category: z._default(airaCategoryIdSchema, 'all'),
  keyword: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  /** Our curated places are named in this language (their page's title); English when omitted. */
  lang: z.optional(languageSchema),
});

/** POST /api/places/search */
export const placesSearchBodySchema = z.object({
  latitude: latSchema,
  longitude: lngSchema,
  radius: z._default(z.number().check(z.gt(0), z.lte(AIRA.searchRadiusM)), AIRA.searchRadiusM),
  keyword: z.optional(z.string().check(z.maxLength(200))),
  /** A comma list of types, or one type (spec §7). */
  place_type: z.optional(z.string().check(z.maxLength(500))),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
  /** Our curated places are named in this language (their page's title); English when omitted. */
  lang: z.optional(languageSchema),
});

/** How a position was found (spec §4 detection order). */
export const POSITION_SOURCES = ['gps', 'ip', 'timezone', 'language', 'default', 'address'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** GET /api/location/ip: from the bundled IP database; null for private/loopback or unknown addresses. */
export const ipLocationResponseSchema = z.object({
  status: z.literal('success'),
  location: z.nullable(
    z.object({
      lat: latSchema,
      lng: lngSchema,
      city: z.nullable(z.string()),
      country: z.nullable(z.string()),
      /** Radius the database gives, km (city level), or null. */
      accuracy_km: z.nullable(z.number()),
    }),
  ),
  provenance: z.nullable(provenanceSchema),
});
export type IpLocationResponse = z.infer<typeof ipLocationResponseSchema>;

/** One address or locality found by the geocoder. */
export const geocodeResultSchema = z.object({
  name: z.string(),
  lat: latSchema,
  lng: lngSchema,
  postcode: z.nullable(z.string()),
  municipality: z.nullable(z.string()),
  canton: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** The main language of the municipality (de, fr, it, rm), when known. */
  language: z.nullable(z.string()),
  source: z.string(),
  attribution: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

/** POST /api/geocode {address} */
export const geocodeBodySchema = z.object({
  address: z.string().check(z.trim(), z.minLength(1, 'address is required'), z.maxLength(300)),
});
export const geocodeResponseSchema = z.object({ status: z.literal('success'), results: z.array(geocodeResultSchema) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** GET /api/geocode/reverse?lat&lng */
export const reverseGeocodeResponseSchema = z.object({
  status: z.literal('success'),
  result: z.nullable(geocodeResultSchema),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>;

/** POST /api/city-guide/global {latitude, longitude} */
export const cityGuideBodySchema = z.object({ latitude: z.number(), longitude: z.number() });

export const cityGuideSchema = z.object({
  cityName: z.string(),
  country: z.nullable(z.string()),
  canton: z.nullable(z.string()),
  /** null: no bundled figure for this place. */
  population: z.nullable(z.object({ value: z.int(), year: z.int(), source: z.string() })),
  timezone: z.string(),
  /** Main language code of the municipality (de, fr, it, rm), or null abroad when unknown. */
  language: z.nullable(z.string()),
  currency: z.nullable(z.string()),
  /** null: unknown for this position ('Unable to load emergency numbers - please check local resources'). */
  emergencyNumbers: z.nullable(
    z.object({
      police: z.string(),
      fire: z.string(),
      medical: z.string(),
      general: z.string(),
      /** Rega, Switzerland's air rescue. */
      mountain_rescue: z.nullable(z.string()),
    }),
  ),
  topAttractions: z.array(
    z.object({
      name: z.string(),
      category: z.string(),
      rating: z.nullable(z.number()),
      distance: z.number(),
      explorer_place_id: z.nullable(z.string()),
    }),
  ),
  localTips: z.array(z.string()),
  /** The explorer's page of the city itself, when we have one (the guide links to its concierge). */
  cityPlaceId: z.nullable(z.string()),
  /** null until a weather provider exists: 'Weather data not available'. */
  weather: z.nullable(z.object({ summary: z.string(), provenance: provenanceSchema })),
  lastUpdated: z.string(),
  attributions: z.array(z.string()),
});
export type CityGuide = z.infer<typeof cityGuideSchema>;
export const cityGuideResponseSchema = z.object({ status: z.literal('success'), data: cityGuideSchema });

/** A decimal number written in a query string ("" is not 0). */
const decimalText = z.string().check(z.regex(/^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/, 'must be a number'));

/** GET /api/geocode/reverse?lat&lng: numbers in range (a missing, empty or non-numeric one is a 400). */
export const reverseGeocodeQuerySchema = z.object({
  lat: z.pipe(decimalText, z.coerce.number<string>().check(z.gte(-90), z.lte(90))),
  lng: z.pipe(decimalText, z.coerce.number<string>().check(z.gte(-180), z.lte(180))),
});
