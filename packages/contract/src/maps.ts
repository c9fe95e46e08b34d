import * as z from 'zod/mini';
import { languageSchema } from './languages.js';
import { provenanceSchema } from './providers.js';

/**
 * AIRA's map, directions and AR camera (spec 001 §2 "Maps modal", "AR mode", §4, §9; DEVIATIONS 10,
 * 11, 20). The numbers are the spec's; the shapes are the payloads shared by server and web.
 */
export const MAPS = {
  /** The maps modal's zoom (§2: 14-15). */
  zoom: 15,
  minZoom: 14,
  /** Street-level views' field of view (§2), for a street-level provider when one is configured. */
  streetViewFov: 90,
  /** Directions: nearest stops looked up around each end, and connections asked for. */
  nearestStops: 3,
  connections: 4,
} as const;

/** The maps modal's view modes (§2), in the spec's order. */
export const MAP_VIEW_MODES = ['traffic', '3d', 'street', 'satellite'] as const;
export const mapViewModeSchema = z.enum(MAP_VIEW_MODES);
export type MapViewMode = z.infer<typeof mapViewModeSchema>;

const latSchema = z.number().check(z.gte(-90), z.lte(90));
const lngSchema = z.number().check(z.gte(-180), z.lte(180));

/** A marker the visitor added on the map (kept on the device; the list grows on Add Marker, §4). */
export const mapMarkerSchema = z.object({
  id: z.string(),
  lat: latSchema,
  lng: lngSchema,
  label: z.string().check(z.maxLength(120)),
  /** ISO time it was added. */
  addedAt: z.string(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;
export const mapMarkersSchema = z.array(mapMarkerSchema).check(z.maxLength(200));

// ---- Directions (transport.opendata.ch in the provider layer; offline: nearest stations) ----

/** A public-transport stop near one end of the trip. */
export const transportStopSchema = z.object({
  id: z.nullable(z.string()),
  name: z.string(),
  lat: latSchema,
  lng: lngSchema,
  /** Straight-line distance from the end point, metres. */
  distance_m: z.int().check(z.nonnegative()),
  /** Bearing from the end point to the stop, degrees clockwise from north, 0-359. */
  bearing_deg: z.int().check(z.gte(0), z.lte(359)),
});
export type TransportStop = z.infer<typeof transportStopSchema>;

/** One public-transport connection between the nearest stops (transport.opendata.ch /connections). */
export const transportConnectionSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** ISO times with offset, as the provider gives them. */
  departure: z.string(),
  arrival: z.string(),
  duration_min: z.int().check(z.nonnegative()),
  transfers: z.int().check(z.nonnegative()),
  /** Line names in order, e.g. ["IC 1", "S 3"]; may be empty. */
  products: z.array(z.string()),
  /** Platform at departure, when known. */
  platform: z.nullable(z.string()),
});
export type TransportConnection = z.infer<typeof transportConnectionSchema>;

/** GET /api/transport/directions?from_lat&from_lng&to_lat&to_lng[&to_name][&lang] */
export const directionsQuerySchema = z.object({
  from_lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  from_lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  to_lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  to_lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  to_name: z.optional(z.string().check(z.maxLength(200))),
  /** The language of the SBB timetable link; English when omitted. */
  lang: z.optional(languageSchema),
});
export type DirectionsQuery = z.infer<typeof directionsQuerySchema>;

export const directionsSchema = z.object({
  /** Straight-line distance and bearing from start to destination (always known, offline too). */
  distance_m: z.int().check(z.nonnegative()),
  bearing_deg: z.int().check(z.gte(0), z.lte(359)),
  /** The nearest stops at each end (our own stop data; works offline). */
  from_stops: z.array(transportStopSchema),
  to_stops: z.array(transportStopSchema),
  /** Live connections, or why there are none ('not_configured', 'needs_connection', 'provider_error', 'rate_limited', or 'no_stops'). */
  connections: z.union([
    z.object({ status: z.literal('ok'), items: z.array(transportConnectionSchema), provenance: provenanceSchema }),
    z.object({
      status: z.literal('unavailable'),
      reason: z.enum(['not_configured', 'needs_connection', 'provider_error', 'rate_limited', 'no_stops']),
    }),
  ]),
  /** Links that work without us: the SBB timetable and a maps app, both to the destination. */
  links: z.object({ sbb: z.string(), maps: z.string() }),
  /** Credit for the stop data (our POI store's sources). */
  stops_attribution: z.string(),
});
export type Directions = z.infer<typeof directionsSchema>;
export const directionsResponseSchema = z.object({ status: z.literal('success'), data: directionsSchema });
export type DirectionsResponse = z.infer<typeof directionsResponseSchema>;

// ---- Peaks (our catalog's mountains with elevations, for the AR peaks layer and the map) ----

export const peakSchema = z.object({
  /** The explorer place id (its page is /place/{id}). */
  id: z.string(),
  name: z.string(),
  lat: latSchema,
  lng: lngSchema,
  elevation_m: z.int(),
  distance_km: z.number().check(z.nonnegative()),
  bearing_deg: z.int().check(z.gte(0), z.lte(359)),
});
export type Peak = z.infer<typeof peakSchema>;

/** GET /api/peaks/nearby?lat&lng[&radius_km=50][&lang] */
export const peaksQuerySchema = z.object({
  lat: z.coerce.number().check(z.gte(-90), z.lte(90)),
  lng: z.coerce.number().check(z.gte(-180), z.lte(180)),
  radius_km: z._default(z.coerce.number().check(z.gt(0), z.lte(200)), 50),
  lang: z.optional(z.enum(['en', 'de', 'fr', 'it'])),
});
export const peaksResponseSchema = z.object({ status: z.literal('success'), results: z.array(peakSchema) });
export type PeaksResponse = z.infer<typeof peaksResponseSchema>;

// ---- AR mode (§2, §4, §9) ----

export const AR = {
  /** Places shown in AR (10), kept (50), cards in the overlay (8). */
  placesShown: 10,
  placesKept: 50,
  overlayCards: 8,
  /** Category chips: All plus the first 8. */
  chips: 8,
  /** Card position clamps, percent of the view. */
  clampX: [15, 85],
  clampY: [20, 50],
  /** Places with the same name within this many degrees are one place. */
  dedupeDegrees: 0.001,
  /** Distance filter options, km, and the default maximum distance, metres. */
  distanceOptionsKm: [0.5, 1, 2, 5, 10],
  defaultMaxDistanceM: 2000,
  ratingOptions: ['all', '4', '4.5'],
  priceOptions: ['all', '1', '2', '3', '4'],
  /** The rear camera (§4). */
  camera: { width: 1920, height: 1080, frameRate: 30 },
  /** Position watch while AR is on (§4). */
  watch: { enableHighAccuracy: true, maximumAgeMs: 10_000, timeoutMs: 15_000 },
  /** AR chat: the last 5 messages from the last 5 minutes. */
  chatMessages: 5,
  chatWindowMs: 300_000,
  /** Toasts (§9). */
  alertToastMs: 2000,
} as const;

/** The AR dropdown's entries (§2), as AIRA category ids. */
export const AR_DROPDOWN = [
  'all',
  'restaurants',
  'hotels',
  'attractions',
  'shopping',
  'healthcare',
  'finance',
  'gas_stations',
] as const;

/** The AR filter, kept on the device (distance is the spec's stored value; rating and price really filter). */
export const arFilterSchema = z.object({
  maxDistanceM: z.number().check(z.gt(0), z.lte(10_000)),
  rating: z.enum(AR.ratingOptions),
  price: z.enum(AR.priceOptions),
});
export type ArFilter = z.infer<typeof arFilterSchema>;
export const AR_STORAGE_KEYS = { filter: 'aira_ar_filter', markers: 'aira_map_markers' } as const;
