import { AIRA, AR, type AiraPlace, type ArFilter } from '@swiss/contract';

/**
 * The geometry of AR mode (spec §2 "AR mode", §9 AR limits; DEVIATIONS 11, 21): where a place sits on
 * the screen for a compass heading, which places are kept, and how a place is named for the ear.
 * Pure functions: the view and the tests share them.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * The camera's horizontal field of view we place cards in, degrees. A phone's rear camera sees about
 * 60-70 degrees; 60 keeps a card near where the place really is. Outside it a card waits at the edge.
 */
export const AR_FOV_DEG = 60;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Initial great-circle bearing from `from` to `to`, degrees clockwise from north, in [0, 360). */
export function bearingDeg(from: LatLng, to: LatLng): number {
  const phi1 = toRad(from.lat);
  const phi2 = toRad(to.lat);
  const dLambda = toRad(to.lng - from.lng);
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return normalizeDeg(toDeg(Math.atan2(y, x)));
}

/** Great-circle distance in metres (the spec's Earth radius, §9). */
export function distanceM(from: LatLng, to: LatLng): number {
  const dPhi = toRad(to.lat - from.lat);
  const dLambda = toRad(to.lng - from.lng);
  const a = Math.sin(dPhi / 2) ** 2 + Math.cos(toRad(from.lat)) * Math.cos(toRad(to.lat)) * Math.sin(dLambda / 2) ** 2;
  return 2 * AIRA.earthRadiusKm * 1000 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function normalizeDeg(deg: number): number {
  const value = deg % 360;
  return value < 0 ? value + 360 : value === 0 ? 0 : value;
}

/** Where a bearing lies from the heading: negative to the left, positive to the right, in (-180, 180]. */
export function relativeBearing(bearing: number, heading: number): number {
  const diff = normalizeDeg(bearing - heading);
  return diff > 180 ? diff - 360 : diff;
}

const clamp = (value: number, [low, high]: readonly [number, number]) => Math.min(high, Math.max(low, value));

/**
 * The card's left position, % of the view: dead ahead is 50, the edges of the field of view are 0 and
 * 100; clamped to the spec's 15-85 % so a card is never cut off (§2).
 */
export function screenX(bearing: number, heading: number, fovDeg: number = AR_FOV_DEG): number {
  const relative = relativeBearing(bearing, heading);
  return clamp(50 + (relative / fovDeg) * 100, AR.clampX);
}

/** Whether a place lies outside the field of view, and on which side (its card waits at that edge). */
export function offScreenSide(bearing: number, heading: number, fovDeg: number = AR_FOV_DEG): 'left' | 'right' | null {
  const relative = relativeBearing(bearing, heading);
  if (Math.abs(relative) <= fovDeg / 2) return null;
  return relative < 0 ? 'left' : 'right';
}

/**
 * The card's top position, % of the view: near places low (50 %), the farthest the filter allows high
 * (20 %), as a horizon would place them; clamped to the spec's 20-50 %.
 */
export function screenY(distanceMetres: number, maxDistanceM: number): number {
  const [top, bottom] = AR.clampY;
  const share = maxDistanceM > 0 ? distanceMetres / maxDistanceM : 1;
  return clamp(bottom - share * (bottom - top), AR.clampY);
}

/** Places with the same name within AR.dedupeDegrees in both coordinates are one place (§9): first kept. */
export function dedupeByName<P extends Pick<AiraPlace, 'name' | 'lat' | 'lng'>>(places: readonly P[]): P[] {
  const kept: P[] = [];
  for (const place of places) {
    const name = place.name.trim().toLowerCase();
    const twin = kept.some(
      (other) =>
        other.name.trim().toLowerCase() === name &&
        Math.abs(other.lat - place.lat) <= AR.dedupeDegrees &&
        Math.abs(other.lng - place.lng) <= AR.dedupeDegrees,
    );
    if (!twin) kept.push(place);
  }
  return kept;
}

/** Which filters the data can answer: OpenStreetMap places have no ratings or prices (DEVIATIONS 21). */
export interface FilterSupport {
  rating: boolean;
  price: boolean;
}

export function filterSupport(places: readonly Pick<AiraPlace, 'rating' | 'price_level'>[]): FilterSupport {
  return {
    rating: places.some((place) => place.rating !== null),
    price: places.some((place) => place.price_level !== null),
  };
}

/**
 * The filter as it applies to these places: a rating or price filter the data cannot answer is off
 * (the filter dialog says so) rather than emptying the list.
 */
export function effectiveFilter(filter: ArFilter, support: FilterSupport): ArFilter {
  return {
    maxDistanceM: filter.maxDistanceM,
    rating: support.rating ? filter.rating : 'all',
    price: support.price ? filter.price : 'all',
  };
}

/**
 * Distance, minimum rating and exact price level really filter (DEVIATIONS 11). A place without a
 * rating fails a rating filter; one without a price fails a price filter.
 */
export function filterPlaces<P extends Pick<AiraPlace, 'distance' | 'rating' | 'price_level'>>(
  places: readonly P[],
  filter: ArFilter,
): P[] {
  const minRating = filter.rating === 'all' ? null : Number(filter.rating);
  const price = filter.price === 'all' ? null : Number(filter.price);
  return places.filter(
    (place) =>
      place.distance * 1000 <= filter.maxDistanceM &&
      (minRating === null || (place.rating !== null && place.rating >= minRating)) &&
      (price === null || place.price_level === price),
  );
}

/** The hour on a clock face for a relative bearing: 12 ahead, 3 to the right, 6 behind, 9 to the left. */
export function clockHour(relative: number): number {
  const hour = Math.round(normalizeDeg(relative) / 30) % 12;
  return hour === 0 ? 12 : hour;
}

/** One place as the screen-reader mode announces it. */
export interface AheadPlace {
  id: string;
  name: string;
  distanceM: number;
  hour: number;
}

/** How far to each side still counts as "ahead" for the screen-reader mode (10 to 2 o'clock). */
export const AHEAD_DEG = 60;

/** The places in front of the visitor, nearest first, at most `count`, with their clock hour. */
export function placesAhead(
  places: readonly Pick<AiraPlace, 'place_id' | 'name' | 'lat' | 'lng'>[],
  at: LatLng,
  heading: number,
  count = 3,
): AheadPlace[] {
  return places
    .map((place) => {
      const relative = relativeBearing(bearingDeg(at, place), heading);
      return { id: place.place_id, name: place.name, distanceM: distanceM(at, place), relative };
    })
    .filter((place) => Math.abs(place.relative) <= AHEAD_DEG)
    .sort((a, b) => a.distanceM - b.distanceM)
    .slice(0, count)
    .map(({ id, name, distanceM: metres, relative }) => ({ id, name, distanceM: metres, hour: clockHour(relative) }));
}

/** Changes only when the set of places ahead or one's clock position changes (not with every degree). */
export function aheadKey(ahead: readonly AheadPlace[]): string {
  return ahead.map((place) => `${place.id}@${place.hour}`).join('|');
}

/**
 * How wide a card may be, % of the view (ar.css caps it), and so how far apart, in x, two columns of
 * cards must stand never to overlap. Cards closer than that share one column.
 */
export const CARD_MAX_WIDTH_PCT = 30;
export const STACK_GAP_PCT = CARD_MAX_WIDTH_PCT + 2;

/** A column of cards: its anchor (the clamped point, % of the view) and its cards, farthest first. */
export interface CardStack<C> {
  x: number;
  y: number;
  cards: C[];
}

/**
 * Cards in the same direction would cover each other (and their buttons could not be told apart, WCAG
 * 2.5.8): cards whose x lies within STACK_GAP_PCT of a column's first card join that column, which the
 * view lays out top to bottom with spacing. The column sits at its first card's x (so columns stay
 * STACK_GAP_PCT apart) and at its highest (farthest) card's y, both inside the spec's clamps.
 */
export function stackCards<C extends { x: number; y: number }>(cards: readonly C[]): CardStack<C>[] {
  const stacks: CardStack<C>[] = [];
  let start = Number.NEGATIVE_INFINITY;
  for (const card of [...cards].sort((a, b) => a.x - b.x)) {
    const last = stacks.at(-1);
    if (last && card.x - start < STACK_GAP_PCT) last.cards.push(card);
    else {
      stacks.push({ x: card.x, y: card.y, cards: [card] });
      start = card.x;
    }
  }
  return stacks.map((stack) => ({
    x: clamp(stack.x, AR.clampX),
    y: clamp(Math.min(...stack.cards.map((card) => card.y)), AR.clampY),
    cards: [...stack.cards].sort((a, b) => a.y - b.y),
  }));
}
