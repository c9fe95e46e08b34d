import type { AiraPlace } from '@swiss/contract';

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
