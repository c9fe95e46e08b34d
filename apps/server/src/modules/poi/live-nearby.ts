import { AIRA, type AiraPlacesResponse } from '@swiss/contract';
import { inMultiPolygon, swissBoundaries } from '@swiss/content/geo';
import type { FastifyBaseLogger } from 'fastify';
import { attributionsOf } from './aira-place.js';
import type { OverpassProvider } from './overpass-provider.js';
import { parsePlaceType, typeSpecsOf } from './place-types.js';
import { DEFAULT_LIMIT, MAX_LIMIT, type NearbyRequest, type PoiService } from './poi-service.js';
import { keywordTokens } from './text-fold.js';

/** The POI store covers Switzerland only: outside its outline a live source may add what is there. */
export function storeCovers(lat: number, lng: number): boolean {
  return inMultiPolygon(lng, lat, swissBoundaries().country);
}

/**
 * Nearby places from the store and, outside Switzerland when OVERPASS_URL is set, from Overpass too
 * (merged nearest first). Any failure of the live source leaves the store's answer (empty abroad):
 * a visitor sees "No places found", never an error page.
 */
export async function nearbyWithLive(
  pois: PoiService,
  live: OverpassProvider | undefined,
  request: NearbyRequest,
  log: FastifyBaseLogger,
): Promise<AiraPlacesResponse> {
  const stored = pois.search(request);
  if (!live || storeCovers(request.lat, request.lng)) return stored;
  try {
    const found = await live.nearby(
      {
        lat: request.lat,
        lng: request.lng,
        radiusKm: request.radiusKm ?? AIRA.searchRadiusM / 1000,
        types:
          request.category && request.category !== 'all'
            ? [{ category: request.category }]
            : parsePlaceType(request.placeType),
        keyword: keywordTokens(request.keyword),
        keywordTypes: request.keyword ? typeSpecsOf(request.keyword) : undefined,
      },
      new Date(),
    );
    const limit = Math.min(request.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
    const results = [...stored.results, ...found].sort((a, b) => a.distance - b.distance).slice(0, limit);
    return { status: 'success', results, attributions: attributionsOf(results) };
  } catch (error) {
    log.warn({ err: error }, 'Overpass failed; answering from the POI store');
    return stored;
  }
}
