import { LIVE, type FeedItem, type Place } from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import { feedItem, ownProvenance, OUR_SOURCE, roundKm, truncate } from './feed-item.js';

/** One festival or seasonal event of a curated place, with its distance from the asked position. */
interface PlaceEvent {
  place: Place;
  kind: 'festival' | 'seasonal';
  title: string;
  date: string | null;
  km: number;
}

/**
 * The festivals and seasonal events our dataset knows (a place's annual_festival with its
 * festival_date, or its seasonal_event, whose text carries its own season) within radiusKm, nearest
 * first. No provider: real in the sense that the data says so, and available offline.
 */
function eventsNear(places: readonly Place[], lat: number, lng: number, radiusKm: number): PlaceEvent[] {
  const found: PlaceEvent[] = [];
  for (const place of places) {
    if (!place.annual_festival && !place.seasonal_event) continue;
    const km = distanceKm({ lat, lng }, place.coordinates);
    if (km > radiusKm) continue;
    if (place.annual_festival)
      found.push({ place, kind: 'festival', title: place.annual_festival, date: place.festival_date ?? null, km });
    if (place.seasonal_event) found.push({ place, kind: 'seasonal', title: place.seasonal_event, date: null, km });
  }
  return found.sort((a, b) => a.km - b.km || a.place.id.localeCompare(b.place.id));
}

function toItem(event: PlaceEvent, kind: 'event' | 'music', now: Date): FeedItem {
  const { place } = event;
  return feedItem({
    id: `${kind}:${place.id}:${event.kind}`,
    kind,
    title: truncate(event.title, LIVE.truncate.title),
    description: truncate(place.short_description || place.summary, LIVE.truncate.description),
    category: event.kind,
    url: place.official_url,
    location: place.title,
    distance_km: roundKm(event.km),
    date: event.date,
    explorer_place_id: place.id,
    provenance: ownProvenance(OUR_SOURCE, now),
  });
}

/** GET /api/events/nearby and the feed's events (cap 8) and eventsNearYou (cap 10) sections. */
export function nearbyEvents(
  places: readonly Place[],
  options: { lat: number; lng: number; radiusKm: number; limit: number; now: Date },
): FeedItem[] {
  return eventsNear(places, options.lat, options.lng, options.radiusKm)
    .slice(0, options.limit)
    .map((event) => toItem(event, 'event', options.now));
}

/**
 * Music in our events: only those whose own name says music (jazz, a music festival, an open air,
 * a concert) in any of our languages. Conservative on purpose (DEVIATIONS 19): a wine or onion
 * festival is not music, and nothing is shown that the data does not say.
 */
const MUSIC =
  /\b(jazz\w*|music\w*|musik\w*|musique\w*|musica\w*|musicale?|open[ -]?air\w*|concerts?|konzert\w*|concerto|concerti|guggen\w*|blues|rock|opera|oper|op[ée]ra|orchestr\w*|choir|chor|ch[oœ]ur|coro)\b/iu;

export function isMusicEvent(text: string): boolean {
  return MUSIC.test(text);
}

/** GET /api/local-music and the feed's localMusic section (cap 10): the music events near the position. */
export function nearbyMusic(
  places: readonly Place[],
  options: { lat: number; lng: number; radiusKm: number; limit: number; now: Date },
): FeedItem[] {
  return eventsNear(places, options.lat, options.lng, options.radiusKm)
    .filter((event) => isMusicEvent(event.title))
    .slice(0, options.limit)
    .map((event) => toItem(event, 'music', options.now));
}

/** One event per name and date, whoever lists it: ours first (they link to a place). */
function eventKey(item: FeedItem): string {
  const name = item.title.toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
  return `${name}|${(item.date ?? '').slice(0, 10)}`;
}

/**
 * Our dataset's events and an events provider's, without duplicates (same name and date), nearest
 * first then soonest (undated last), at most `limit` (§9 caps). Each item keeps its own provenance.
 */
export function mergeEvents(ours: readonly FeedItem[], theirs: readonly FeedItem[], limit: number): FeedItem[] {
  const seen = new Set<string>();
  const merged: FeedItem[] = [];
  for (const item of [...ours, ...theirs]) {
    const key = eventKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(item);
  }
  const far = Number.POSITIVE_INFINITY;
  return merged
    .sort(
      (a, b) =>
        (a.distance_km ?? far) - (b.distance_km ?? far) ||
        (a.date === null ? 1 : 0) - (b.date === null ? 1 : 0) ||
        (a.date ?? '').localeCompare(b.date ?? ''),
    )
    .slice(0, limit);
}
