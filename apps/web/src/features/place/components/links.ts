import { PRESET_CITIES } from '@swiss/content/tools';
import type { Language, Place } from '@swiss/contract';
import { sbbTimetableUrl } from '../../../lib/sbb-timetable';

interface Point {
  lat: number;
  lng: number;
}

/**
 * Where directions lead (issue 17, "Directions to where you can go"): the place's access point (its
 * nearest station in the data), else the place itself, but never an alpine summit: an alpine place
 * without an access point has no target at all.
 */
export interface DirectionsTarget extends Point {
  name: string;
  /** True when this is the access point (a DiDok stop), not the place's own coordinates. */
  accessPoint: boolean;
}

export function directionsTarget(place: Place): DirectionsTarget | null {
  const point = place.access_point;
  if (point) return { name: point.name, lat: point.lat, lng: point.lng, accessPoint: true };
  if (place.access_level === 'alpine') return null;
  return { name: place.local_title, lat: place.lat, lng: place.lng, accessPoint: false };
}

/** The station the public-transport timetable leads to: the access point's, else the nearest station. */
export function destinationStation(place: Place): string | undefined {
  return place.access_point?.name ?? place.nearest_station;
}

/** The SBB timetable to the place's station, from a chosen start (empty: the visitor enters it at SBB). */
export function timetableUrl(place: Place, lang: Language, fromStation = ''): string | null {
  const station = destinationStation(place);
  return station ? sbbTimetableUrl(fromStation, station, lang) : null;
}

export type TravelMode = 'foot' | 'car';

/**
 * A route on OpenStreetMap (no key needed) to the target, on foot or by car: from the device position
 * when known, else with only the destination filled in (the visitor sets the start there).
 */
export function routeUrl(target: Point, mode: TravelMode, from?: Point): string {
  const start = from ? `${from.lat},${from.lng}` : '';
  const route = encodeURIComponent(`${start};${target.lat},${target.lng}`);
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_${mode}&route=${route}`;
}

/** Where there is no target (an alpine place without access point): a map search for the place. */
export function searchUrl(place: Place): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(place.local_title)}#map=14/${place.lat}/${place.lng}`;
}

/** Great-circle distance in km (enough to pick the nearest of a few stations). */
function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The main station (of the transport tool's preset cities) nearest to a position: a timetable start. */
export function nearestMainStation(position: Point): string {
  let best = PRESET_CITIES[0];
  for (const city of PRESET_CITIES) if (!best || distanceKm(position, city) < distanceKm(position, best)) best = city;
  return best?.station ?? '';
}

/** Opens a route to the target when the position is available within 8 s, else the route without a start. */
export function openDirections(place: Place, mode: TravelMode = 'foot'): void {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null; // the map site must not reach back into the app
  const go = (url: string) => {
    if (tab) tab.location.href = url;
    else window.location.href = url;
  };
  const target = directionsTarget(place);
  if (!target) {
    go(searchUrl(place));
    return;
  }
  if (!('geolocation' in navigator)) {
    go(routeUrl(target, mode));
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (position) => go(routeUrl(target, mode, { lat: position.coords.latitude, lng: position.coords.longitude })),
    () => go(routeUrl(target, mode)),
    { timeout: 8000, maximumAge: 60000 },
  );
}
