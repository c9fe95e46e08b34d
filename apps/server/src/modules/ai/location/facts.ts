import { distanceKm } from '@swiss/content';
import {
  AIRA_POI_ATTRIBUTION,
  LANGUAGES,
  type AiraPlace,
  type CategoryKey,
  type AirQuality,
  type Language,
  type Place,
  type Unavailable,
  type WeatherNow,
} from '@swiss/contract';
import type { CatalogSnapshot } from '../../catalog/index.js';
import { gazetteer } from '../../geo/index.js';
import type { PoiService } from '../../poi/index.js';
import type { OpendataTransport } from '../../transport/index.js';
import { fold } from '../text.js';
import type { EventsProvider } from './events.js';
import { kindOf, type KindSearch } from './kinds.js';
import { localityNamed } from './locality-named.js';
import { placeInOtherWords } from './other-words.js';
import { soundsLike } from './sound-alike.js';

export interface LatLng {
  lat: number;
  lng: number;
}

export type Source = { title: string; url: string };

/** The weather sources' reads (modules/live/weather, built by app.ts): never throwing, Unavailable says why. */
export interface LiveWeather {
  weatherNow(lat: number, lng: number): Promise<WeatherNow | Unavailable>;
  airQuality(lat: number, lng: number): Promise<AirQuality | Unavailable>;
}

/** Where the facts at a position come from: all in memory, except the weather and the connections. */
export interface LocationSources {
  pois: Pick<PoiService, 'search'>;
  catalog: Pick<CatalogSnapshot, 'all' | 'search' | 'place'>;
  /** undefined: no weather provider (WEATHER_PROVIDER=off). */
  weather?: LiveWeather | undefined;
  /** undefined: TRANSPORT_PROVIDER is off; directions then come from the stops and the distance. */
  transport?: OpendataTransport | undefined;
  /** undefined: no events provider (EVENTS_PROVIDER=off); our places' festivals answer alone. */
  events?: EventsProvider | undefined;
  /** The clock events are dated against (tests fix it); the system clock otherwise. */
  now?: (() => Date) | undefined;
  /** How long a live provider may take before the answer goes without it (ms). */
  liveWaitMs?: number | undefined;
}

/** How long an answer waits for a live provider (weather, connections, events) by default, ms. */
export const LIVE_WAIT_MS = 2500;

/** A live provider's answer, or 'late' when it takes longer than the answer may wait. */
export async function inTime<T>(promise: Promise<T>, waitMs: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), waitMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How many places of a place_type are searched for those of a kind told apart by name. */
const NAMED_KIND_POOL = 60;

/** The POIs of one kind around a point, nearest first (a name keyword: its name matches first). */
export function poisOfKind(sources: LocationSources, at: LatLng, search: KindSearch, limit: number): AiraPlace[] {
  const { names } = search;
  const results = sources.pois.search({
    lat: at.lat,
    lng: at.lng,
    radiusKm: search.radiusKm,
    // A kind told apart by its names is looked for among more of its place_type.
    limit: names ? Math.max(limit, NAMED_KIND_POOL) : limit,
    ...(search.placeType ? { placeType: search.placeType } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
  }).results;
  const found = names ? results.filter((place) => names.test(fold(place.name))).slice(0, limit) : results;
  return withoutTwins(found);
}

/** Twins this close and of the same name are one place: our page's entry and the map's. */
const TWIN_KM = 1;
const GENERIC_NAME_WORDS =
  /\b(?:falls?|faelle|fall|wasserfall|cascades?|chutes?|cascata|cascate|di|della|del|du|de|des|la|le|the)\b/g;
const nameCore = (name: string) => fold(name).replace(GENERIC_NAME_WORDS, ' ').replace(/[^\p{L}\p{N}]+/gu, '').slice(0, 6); // prettier-ignore

/**
 * One entry per place: a curated place is often also in the map data ("Staubbach Falls" and
 * "Staubbachfall" 200 m apart); the curated one is kept (it has our page), in the nearer one's rank.
 */
export function withoutTwins(places: AiraPlace[]): AiraPlace[] {
  const kept: AiraPlace[] = [];
  for (const place of places) {
    const core = nameCore(place.name);
    // Only a curated place and a map entry can be twins: two shops may share a name's start.
    const isTwin = (other: AiraPlace) =>
      !other.explorer_place_id !== !place.explorer_place_id && nameCore(other.name) === core && distanceKm(other, place) <= TWIN_KM; // prettier-ignore
    const twin = core.length >= 4 ? kept.findIndex(isTwin) : -1;
    if (twin < 0) kept.push(place);
    else if (place.explorer_place_id && !kept[twin]?.explorer_place_id) kept[twin] = place;
  }
  return kept;
}

/** The nearest POI whose name holds every word of a name ("coop", "apotheke am bahnhof"), or undefined. */
export function poiNamed(sources: LocationSources, at: LatLng, name: string, radiusKm: number): AiraPlace | undefined {
  const words = fold(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1);
  if (!words.length) return undefined;
  const search = (keyword: string) =>
    sources.pois.search({ lat: at.lat, lng: at.lng, radiusKm, limit: 10, keyword }).results;
  // The whole name, else its first word ("BEBECO Schützenstrasse": the street is in the address).
  const whole = search(words.join(' '));
  const results = whole.length || words.length < 2 ? whole : search(words[0] ?? '');
  return results.find((place) => {
    const folded = fold(place.name);
    // "BEBECO Schützenstrasse", "Agrola Bulle": a word may be the street or town of its address.
    const address = fold(place.vicinity);
    return words.every((w) => folded.includes(w) || address.includes(w)) && words.some((w) => folded.includes(w));
  });
}

/** Our places within a distance, nearest first. */
export function placesWithin(
  sources: LocationSources,
  lang: Language,
  at: LatLng,
  radiusKm: number,
): { place: Place; km: number }[] {
  return sources.catalog
    .all(lang)
    .map((place) => ({ place, km: distanceKm(at, place.coordinates) }))
    .filter((p) => p.km <= radiusKm)
    .sort((a, b) => a.km - b.km);
}

/** The locality a visitor would name as where they are (swisstopo's directory), or null abroad. */
export function townAt(at: LatLng) {
  return gazetteer().town(at.lat, at.lng);
}

export interface Destination {
  name: string;
  lat: number;
  lng: number;
  /** One of our places: its page is cited. */
  placeId?: string;
}

/** How far "the lake" or "the waterfall" is looked for among our places, km. */
const FEATURE_KM = 30;
const ARTICLE = /^(?:the|a|der|die|das|dem|den|zum|zur|le|la|les|l'|au|aux|il|lo|al|alla|allo)\s+|^l'/;
/** Words for a kind of natural feature alone, and the catalog categories that hold such places. */
const GENERIC_FEATURES: readonly (readonly [RegExp, readonly CategoryKey[]])[] = [
  [/\b(?:lake|see|lac|lago|laghetto|seeli)\b/, ['big_lakes', 'mountain_lakes', 'small_lakes']],
  [/\b(?:waterfalls?|falls|wasserfall|cascade|chute|cascata)\b/, ['waterfalls']],
  [/\b(?:river|fluss|riviere|fleuve|fiume)\b/, ['rivers']],
  [/\b(?:glacier|gletscher|ghiacciaio)\b/, ['mountains_glaciers']],
];
/** Long words that name no place on their own. */
const PLAIN_WORDS = new Set(
  'museum musee museo castle schloss chateau castello church kirche eglise chiesa station bahnhof stazione restaurant ristorante village waterfall wasserfall cascade cascata glacier gletscher ghiacciaio'.split(
    ' ',
  ),
);

/** Whether a word is a Swiss town's name (the directory's, any language). */
function isLocality(word: string): boolean {
  return localityNamed(word) !== undefined;
}

// Our places with all their names, made once per catalog view (a new snapshot brings a new list).
const named = new WeakMap<readonly Place[], { id: string; place: Place; names: string[] }[]>();
function namedPlaces(sources: LocationSources, lang: Language) {
  const places = sources.catalog.all(lang);
  let list = named.get(places);
  if (!list) {
    list = places.map((place) => ({ id: place.id, place, names: namesOf(sources, place.id) }));
    named.set(places, list);
  }
  return list;
}

/** Every name of one of our places (all four languages and the local one), folded. */
function namesOf(sources: LocationSources, id: string): string[] {
  const names = new Set<string>();
  for (const lang of LANGUAGES) {
    const place = sources.catalog.place(lang, id);
    if (place) for (const name of [place.title, place.local_title]) names.add(fold(name));
  }
  return [...names];
}

/**
 * A destination the visitor named: one of our places (by any of its names), else a Swiss locality
 * of that name, else a POI of that name within 30 km. Undefined when none is named so: a loose
 * search hit ("Rhine" for "Rhone") is no destination.
 */
export function resolveDestination(
  sources: LocationSources,
  lang: Language,
  text: string,
  at: LatLng,
  options: { pois: boolean } = { pois: true },
): Destination | undefined {
  const wanted = fold(text).replace(/\s+/g, ' ').trim();
  if (wanted.length < 3) return undefined;
  const feature = GENERIC_FEATURES.find(([words]) => words.test(wanted));
  // "The lake", "der See", "la cascade": our nearest place of that kind, not the first named "Lake ...".
  if (feature && wanted.replace(ARTICLE, '').replace(feature[0], '').trim() === '') {
    const [nearest] = placesWithin(sources, lang, at, FEATURE_KM).filter(({ place }) => feature[1].includes(place.category_key)); // prettier-ignore
    return nearest ? { name: nearest.place.title, ...nearest.place.coordinates, placeId: nearest.place.id } : undefined;
  }
  const hits = sources.catalog.search(lang, wanted).slice(0, 5);
  for (const place of hits) {
    const names = namesOf(sources, place.id);
    if (
      names.some(
        (name) =>
          name === wanted ||
          (name.length >= 4 && wanted.includes(name)) ||
          (wanted.length >= 4 && name.includes(wanted)),
      )
    ) {
      // "Morteratsch glacier walk" holds "Morteratsch Glacier": a place that has every word is meant.
      const meant = placeInOtherWords(sources, lang, wanted, at, place) ?? place;
      return { name: meant.title, ...meant.coordinates, placeId: meant.id };
    }
  }
  // "Le musée de l'horlogerie" for the Musée international d'horlogerie: every telling word in one name.
  const telling = wanted
    .split(/[^\p{L}']+/u)
    .map((word) => word.replace(/^(?:l|d|dell|all|dall)'/, ''))
    .filter((word) => word.length >= 6 && !PLAIN_WORDS.has(word) && !kindOf(word));
  // "Verkehrshaus Luzern": the town says where, the rest names the place; "l'ospedale di Sierre" names
  // a kind in a town, no place of ours ("Sentiero viticolo Sierre–Salgesch" is not meant).
  const naming = telling.filter((word) => !isLocality(word));
  // A kind in a town is one of our places only when its name is of that kind ("Kloster Einsiedeln").
  const kind = naming.length ? undefined : kindOf(wanted);
  // "Parc national" is no "Musée national": a name of another kind than the one asked is not meant.
  const asked = kindOf(wanted);
  const sameKind = (name: string) => !asked || !kindOf(name) || kindOf(name) === asked;
  if (naming.length || (kind && telling.length)) {
    const named = hits.find((place) =>
      namesOf(sources, place.id).some(
        (name) =>
          (naming.length ? naming : telling).every((w) => name.includes(w)) &&
          (!kind || kindOf(name) === kind) &&
          sameKind(name),
      ),
    );
    if (named) return { name: named.title, ...named.coordinates, placeId: named.id };
  }
  // "Verkehrshaus Luzern", "the cheese show dairy": one of our names in other words.
  const other = placeInOtherWords(sources, lang, wanted, at);
  if (other) return { name: other.title, ...other.coordinates, placeId: other.id };
  // "geese bach falls", "the sentis": a name as heard, one slip per five letters.
  const heard = soundsLike(text, namedPlaces(sources, lang));
  if (heard) return { name: heard.place.title, ...heard.place.coordinates, placeId: heard.place.id };
  const [locality] = gazetteer().search(text);
  // Its own name, or another language's name of it ("Berthoud" is Burgdorf).
  const standard = fold(gazetteer().standardName(text) ?? text);
  // "Carouge GE", "Wil SG": the directory's name with its canton is the town asked for.
  const localityName = locality && fold(locality.name).replace(/\s+\(?[a-z]{2}\)?$/, '');
  if (locality && localityName && (localityName === wanted || localityName === standard))
    return { name: locality.name, lat: locality.lat, lng: locality.lng };
  if (!options.pois) return undefined;
  const poi = poiNamed(sources, at, wanted, 30);
  return poi ? { name: poi.name, lat: poi.lat, lng: poi.lng } : undefined;
}

/** Credits for POIs: a curated one's page, else its source's licence (OpenStreetMap, DiDok...). */
export function poiSources(places: readonly AiraPlace[]): Source[] {
  return places.map((place) => {
    if (place.explorer_place_id) return { title: place.name, url: `/place/${place.explorer_place_id}` };
    const credit = AIRA_POI_ATTRIBUTION[place.source];
    return { title: credit.text, url: credit.licenceUrl ?? '/' };
  });
}

export const placeSource = (place: Pick<Place, 'id' | 'title'>): Source => ({
  title: place.title,
  url: `/place/${place.id}`,
});

/** Each source once, at most `max`. */
export function uniqueSources(sources: readonly Source[], max = 5): Source[] {
  return sources.filter((s, i) => sources.findIndex((x) => x.url === s.url && x.title === s.title) === i).slice(0, max);
}
