import type { Peak, Place } from '@swiss/contract';
import { bearingDeg, distanceM, type LatLng } from '../../platform/geodesy.js';

/**
 * What counts as a peak: the catalog's `type` tells a summit ('peak') from a glacier, a pass or a
 * lift's viewpoint station (Jungfraujoch, Gornergrat...), whose elevations are not a summit's.
 */
const PEAK_TYPES: ReadonlySet<Place['type']> = new Set(['peak']);

/** The catalog's peaks with an elevation within radiusKm of a point, nearest first, named in the places' language. */
export function peaksNear(places: readonly Place[], at: LatLng, radiusKm: number): Peak[] {
  const peaks: Peak[] = [];
  for (const place of places) {
    if (!PEAK_TYPES.has(place.type) || place.elevation === null) continue;
    const where = { lat: place.lat, lng: place.lng };
    const km = distanceM(at, where) / 1000;
    if (km > radiusKm) continue;
    peaks.push({
      id: place.id,
      name: place.title,
      lat: place.lat,
      lng: place.lng,
      elevation_m: Math.round(place.elevation),
      distance_km: Math.round(km * 100) / 100,
      bearing_deg: bearingDeg(at, where),
    });
  }
  // Ties (two summits equally far) by height, then id, so the order never depends on the catalog's.
  return peaks.sort(
    (a, b) => a.distance_km - b.distance_km || b.elevation_m - a.elevation_m || a.id.localeCompare(b.id),
  );
}
