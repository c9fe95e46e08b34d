import { distanceKm } from '@swiss/content';
import type { AiraPlace } from '@swiss/contract';
import { fold } from '../text.js';
import type { LocationSources } from './facts.js';

/** A POI as the search returns it, for the engine's unit tests: OSM, no rating, default score. */
export function testPoi(
  fields: Pick<AiraPlace, 'name' | 'category' | 'types' | 'distance'> & Partial<AiraPlace>,
): AiraPlace {
  return {
    place_id: `osm:${fields.name}`,
    vicinity: 'Address not available',
    lat: 47.37,
    lng: 8.54,
    rating: null,
    user_ratings_total: null,
    price_level: null,
    photos: [],
    opening_hours: null,
    sustainability_score: { value: 65, is_default: true },
    source: 'osm',
    explorer_place_id: null,
    website: null,
    wheelchair: null,
    canton: 'ZH',
    ...fields,
  };
}

/**
 * An in-memory POI search over test places, as the engine asks it: within the radius of the point
 * asked about (distances from it), of the place type, every keyword word in the name, type or
 * address, nearest first.
 */
export function searchOf(places: readonly AiraPlace[]): LocationSources['pois'] {
  return {
    search: ({ lat, lng, radiusKm, limit, placeType, keyword }) => {
      const words = fold(keyword ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const results = places
        .map((place) => ({ ...place, distance: distanceKm({ lat, lng }, place) }))
        .filter((place) => place.distance <= (radiusKm ?? 50) && (!placeType || place.types.includes(placeType)))
        .filter((place) =>
          words.every((w) => fold(`${place.name} ${place.types.join(' ')} ${place.vicinity}`).includes(w)),
        ) // prettier-ignore
        .sort((a, b) => a.distance - b.distance)
        .slice(0, limit ?? 10);
      return { status: 'success', results, attributions: [] };
    },
  };
}
