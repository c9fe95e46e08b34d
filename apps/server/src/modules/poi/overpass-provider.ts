import { AIRA, AIRA_POI_ATTRIBUTION, type AiraPlace } from '@swiss/contract';
import { distanceKm } from '@swiss/content/geo';
import { z } from 'zod';
import type { Config } from '../../config/env.js';
import { providerBudget, providerChoices } from '../../config/providers.js';
import { ProviderClient } from '../../platform/providers/client.js';
import type { ClientBase, Provider, ProviderRegistry } from '../../platform/providers/registry.js';
import { overpassFilters, poiFields, POI_CATEGORIES } from '../poi-import/index.js';
import { openingHoursOf } from './opening-hours.js';
import { matchesSpecs, type PoiCategory, type TypeSpec } from './place-types.js';
import { fold } from './text-fold.js';

/** Live queries stay this small: a public Overpass instance is shared by everyone. */
export const LIVE_MAX_RADIUS_KM = 5;
const MAX_ELEMENTS = 60;
const TEN_MINUTES_MS = 10 * 60 * 1000;

/** Overpass's JSON: nodes carry lat/lon, ways and relations their centre (out center). */
const overpassAnswer = z.object({
  elements: z.array(
    z.object({
      type: z.enum(['node', 'way', 'relation']),
      id: z.number().int(),
      lat: z.number().min(-90).max(90).optional(),
      lon: z.number().min(-180).max(180).optional(),
      center: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

export interface LiveNearbyQuery {
  lat: number;
  lng: number;
  radiusKm: number;
  /** The kinds asked for; undefined: every category. */
  types: readonly TypeSpec[] | undefined;
  /** Folded keyword words; each must occur in the name, subcategory or locality. */
  keyword: readonly string[];
  /** What the keyword names as a kind (e.g. "museum"), which also matches. */
  keywordTypes: readonly TypeSpec[] | undefined;
}

/** The Overpass QL for some categories around a point: bounded in time, size and area. */
export function overpassQuery(categories: readonly PoiCategory[], lat: number, lng: number, radiusM: number): string {
  const around = `(around:${Math.round(radiusM)},${lat.toFixed(5)},${lng.toFixed(5)})`;
  const parts = categories.flatMap((category) => overpassFilters(category)).map((f) => `nwr${around}[name]${f};`);
  return `[out:json][timeout:10];(${parts.join('')});out center ${MAX_ELEMENTS};`;
}

/**
 * A live OpenStreetMap source through an Overpass endpoint (OVERPASS_URL), for places the POI store
 * does not cover (outside Switzerland). Features are classified by the import's tag mapping; answers
 * are cached for 10 minutes by rounded position (~100 m), radius and categories.
 */
export class OverpassProvider implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, config: Config & { OVERPASS_URL: string }) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: config.OVERPASS_URL,
      timeoutMs: config.OVERPASS_TIMEOUT_MS,
      attribution: AIRA_POI_ATTRIBUTION.overpass.text,
      licenceUrl: AIRA_POI_ATTRIBUTION.overpass.licenceUrl,
      budget: providerBudget(config, 'overpass'),
      cache: { ttlMs: TEN_MINUTES_MS, staleMs: 0, maxEntries: 2000 },
      retry: { attempts: 0, baseDelayMs: 0 },
    });
  }

  /** Places around a point, nearest first, as AIRA places (source 'overpass'). Throws a ProviderError. */
  async nearby(query: LiveNearbyQuery, now: Date): Promise<AiraPlace[]> {
    const radiusKm = Math.min(query.radiusKm, LIVE_MAX_RADIUS_KM);
    const categories = query.types
      ? [...new Set(query.types.map((spec) => spec.category))].sort()
      : [...POI_CATEGORIES];
    const lat = Math.round(query.lat * 1000) / 1000;
    const lng = Math.round(query.lng * 1000) / 1000;
    // GET with the query in `data`: the interpreter's documented form, and cacheable upstream too.
    const params = new URLSearchParams({ data: overpassQuery(categories, lat, lng, radiusKm * 1000) });
    const { data } = await this.client.request({
      path: `?${params.toString()}`,
      read: 'json',
      schema: overpassAnswer,
      cacheKey: `${lat},${lng}:${radiusKm}:${categories.join(',')}`,
    });
    const places: AiraPlace[] = [];
    for (const element of data.elements) {
      const pointLat = element.center?.lat ?? element.lat;
      const pointLng = element.center?.lon ?? element.lon;
      const fields = element.tags ? poiFields(element.tags) : undefined;
      if (pointLat === undefined || pointLng === undefined || !fields) continue;
      const km = distanceKm({ lat: query.lat, lng: query.lng }, { lat: pointLat, lng: pointLng });
      if (km > radiusKm) continue;
      if (query.types && !matchesSpecs(query.types, fields.category, fields.subcategory)) continue;
      if (query.keyword.length > 0) {
        const text = fold([fields.name, fields.subcategory, fields.locality ?? ''].join(' '));
        const named = query.keyword.every((word) => text.includes(word));
        const typed = query.keywordTypes
          ? matchesSpecs(query.keywordTypes, fields.category, fields.subcategory)
          : false;
        if (!named && !typed) continue;
      }
      places.push({
        place_id: `overpass:${element.type}/${element.id}`,
        name: fields.name,
        category: fields.category,
        types: [fields.subcategory],
        vicinity: fields.address ?? fields.locality ?? 'Address not available',
        lat: pointLat,
        lng: pointLng,
        distance: Math.round(km * 1000) / 1000,
        rating: null,
        user_ratings_total: null,
        price_level: null,
        photos: [],
        opening_hours: openingHoursOf(fields.opening_hours, { canton: null, lat: pointLat, lng: pointLng }, now),
        sustainability_score: { value: AIRA.defaultSustainabilityScore, is_default: true },
        source: 'overpass',
        explorer_place_id: null,
        website: fields.website,
        wheelchair: fields.wheelchair,
        canton: null,
      });
    }
    return places.sort((a, b) => a.distance - b.distance);
  }
}

/** The Overpass provider when OVERPASS_URL is set, else none. */
export function overpassProvider(config: Config, registry: ProviderRegistry): OverpassProvider | undefined {
  const url = config.OVERPASS_URL;
  return registry.choose('overpass', providerChoices(config).overpass, {
    overpass: (base) => new OverpassProvider(base, { ...config, OVERPASS_URL: url ?? '' }),
  });
}
