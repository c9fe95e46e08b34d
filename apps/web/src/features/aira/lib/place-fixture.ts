import type { AiraPlace } from '@swiss/contract';

/** A place as the API sends it, for tests: an OSM record without ratings. */
export function placeFixture(overrides: Partial<AiraPlace> = {}): AiraPlace {
  return {
    place_id: 'osm:node/1',
    name: 'Zürich HB',
    category: 'transport',
    types: ['train_station', 'bus_station'],
    vicinity: 'Bahnhofplatz, 8001 Zürich',
    lat: 47.3779,
    lng: 8.5403,
    distance: 0.2,
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
    ...overrides,
  };
}
