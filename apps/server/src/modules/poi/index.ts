/*
 * What other modules may use of the POIs (lint: a module imports another only through its index).
 * The service itself reaches them as app.pois (plugin 'poi-index'); name it among the dependencies.
 */
import type { AiraPlace } from '@swiss/contract';
import type { PoiCategory } from './place-types.js';
import type { PoiService } from './poi-service.js';

export type { PoiCategory } from './place-types.js';
export type { PoiService } from './poi-service.js';

/**
 * The nearest POIs of one category around a point, nearest first, as AIRA places (distance in km,
 * curated places with their explorer_place_id and own sustainability score). Within 50 km unless
 * radiusKm says otherwise; from memory, never the database.
 */
export function nearestPois(
  pois: PoiService,
  options: { lat: number; lng: number; category: PoiCategory; limit: number; radiusKm?: number },
): AiraPlace[] {
  return pois.nearest(options);
}

export { overpassProvider, type OverpassProvider } from './overpass-provider.js';

/** A POI's hours and whether it is open now (Europe/Zurich, the canton's holidays). */
export { openingHoursOf } from './opening-hours.js';
