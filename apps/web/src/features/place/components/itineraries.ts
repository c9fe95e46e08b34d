import type { NearbyPlace, Place } from '@swiss/contract';
import { buildItineraries as build, type Itinerary } from '@swiss/content/insights';
import type { TFunction } from 'i18next';

export type { Itinerary };

/** The shared itinerary rules (also behind the server's insight set), worded through i18n. */
export function buildItineraries(place: Place, nearby: NearbyPlace[], t: TFunction): Itinerary[] {
  return build(place, nearby, (key, values) => t(`place.itinerary.${key}`, values));
}
