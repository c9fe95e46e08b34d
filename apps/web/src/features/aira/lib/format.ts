import { AIRA, AIRA_POI_ATTRIBUTION, type AiraPlace } from '@swiss/contract';

/** A distance for people: metres under 1 km, one decimal above. */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(km * 1000)} m`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(km)} km`;
}

export function hasDistance(place: AiraPlace): boolean {
  return place.distance < AIRA.unknownDistanceKm;
}

/** "train_station" -> "train station"; the spec shows up to 3 types. */
export function shownTypes(place: AiraPlace): string[] {
  return place.types.slice(0, 3).map((type) => type.replaceAll('_', ' '));
}

/** Directions open only when coordinates exist (spec §5); OpenStreetMap needs no key. */
export function directionsUrl(place: Pick<AiraPlace, 'lat' | 'lng'>): string | null {
  if (!Number.isFinite(place.lat) || !Number.isFinite(place.lng)) return null;
  if (place.lat === 0 && place.lng === 0) return null;
  const route = encodeURIComponent(`;${place.lat},${place.lng}`);
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=${route}`;
}

export function attributionOf(place: AiraPlace) {
  return AIRA_POI_ATTRIBUTION[place.source];
}

/** The URL of a place's AIRA page. */
export function placePath(place: Pick<AiraPlace, 'place_id'>): string {
  return `/aira/place/${encodeURIComponent(place.place_id)}`;
}
