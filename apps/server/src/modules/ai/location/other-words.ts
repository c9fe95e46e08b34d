import { distanceKm } from '@swiss/content';
import { LANGUAGES, type Language, type Place } from '@swiss/contract';
import { fold } from '../text.js';
import type { LatLng, LocationSources } from './facts.js';
import { kindOf } from './kinds.js';
import { localityNamed } from './locality-named.js';

/**
 * Words for kinds of attraction in the four languages (folded), each group said as its first word:
 * "cheese show dairy" is a Schaukäserei, "the glacier walk" a Gletscherweg. German compounds are
 * matched inside a word too ("Telldenkmal" holds "denkmal").
 */
const ATTRACTION_WORDS: readonly (readonly string[])[] = [
  ['schaukaserei', 'cheese show dairy', 'show cheese dairy', 'show dairy', 'fromagerie de demonstration', 'caseificio dimostrativo'], // prettier-ignore
  ['stiftsbibliothek', 'abbey library', 'bibliotheque abbatiale', "bibliotheque de l'abbaye", 'biblioteca abbaziale', "biblioteca dell'abbazia"], // prettier-ignore
  ['denkmal', 'monumento', 'monument', 'statue', 'statua'],
  ['gletscherweg', 'glacier walk', 'glacier trail', 'glacier path', 'sentier du glacier', 'sentiero del ghiacciaio'],
];
const GERMAN_COMPOUND = /^[a-z]+$/;
const ATTRACTION_PATTERNS = ATTRACTION_WORDS.map((group) => {
  const [key = ''] = group;
  const variants = [...group].sort((a, b) => b.length - a.length);
  // The group's own (German) word may end a compound; the other languages' words stand alone.
  const source = variants.map((v) => (v === key && GERMAN_COMPOUND.test(v) ? `${v}\\b` : `\\b${v}\\b`)).join('|');
  return { key, pattern: new RegExp(source, 'g') };
});
const KEYS = new Set(ATTRACTION_PATTERNS.map((a) => a.key));

/** A text folded, each attraction word said as its group's word ("appenzell schaukaserei"). */
function canon(text: string): string {
  return ATTRACTION_PATTERNS.reduce((t, { key, pattern }) => t.replace(pattern, ` ${key} `), fold(text))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that tell no place apart: articles, prepositions and the question's own. */
const FILLER = new Set(
  'where there their these which about della delle dello degli sulla nella from with near close quelle quel dans pour avec vers'.split(' '), // prettier-ignore
);
/** The words of a name that must all be found: long ones and the attraction words. */
function tellingWords(text: string): string[] {
  return canon(text)
    .split(/[^\p{L}]+/u)
    .filter((w) => (w.length >= 5 || KEYS.has(w)) && !FILLER.has(w));
}

/** Within this of a town named with it, one of our places is "in" it ("Verkehrshaus Luzern"), km. */
const TOWN_KM = 6;
/** A place found by its description (not its name) is one near the visitor, km. */
const DESCRIBED_KM = 15;

interface Named {
  place: Place;
  /** All its names, every language, said canonically. */
  names: string;
  /** Its descriptions and facts, every language, said canonically. */
  text: string;
}
const cache = new WeakMap<readonly Place[], Named[]>();
function namedPlaces(sources: LocationSources, lang: Language): Named[] {
  const places = sources.catalog.all(lang);
  let list = cache.get(places);
  if (!list) {
    list = places.map((place) => {
      const views = LANGUAGES.map((l) => sources.catalog.place(l, place.id)).filter((v) => v !== undefined);
      return {
        place,
        names: canon(views.flatMap((v) => [v.title, v.local_title]).join(' | ')),
        text: canon(views.flatMap((v) => [v.full_description, ...v.facts]).join(' | ')),
      };
    });
    cache.set(places, list);
  }
  return list;
}

/**
 * One of our places named in other words: every telling word of the name is in one of its names
 * (any language, attraction words translated), a town's name may instead say where it is
 * ("Verkehrshaus Luzern"), and an attraction word may be found in its description when it is
 * near ("the Abbey library" in St. Gallen's Stiftsbezirk). Undefined unless `found` (the place
 * the search found) leaves a telling word out, or no place covers them all.
 */
export function placeInOtherWords(
  sources: LocationSources,
  lang: Language,
  wanted: string,
  at: LatLng,
  found?: Place,
): Place | undefined {
  const words = tellingWords(wanted);
  if (!words.length) return undefined;
  const towns = new Map(words.map((w) => [w, localityNamed(w)] as const));
  const list = namedPlaces(sources, lang);
  const inNames = (named: Named, w: string) => named.names.includes(w);
  if (found) {
    const own = list.find((named) => named.place.id === found.id);
    if (!own || words.every((w) => inNames(own, w))) return undefined;
  }
  // "Parc national" is no "Musée national suisse": a place of another kind than the one asked is not meant.
  const asked = kindOf(fold(wanted));
  // "The dees back waterfall" is not every waterfall: a word of a kind alone names no place.
  const naming = (w: string) => !KEYS.has(w) && !kindOf(w);
  const covers = (named: Named, byText: boolean) =>
    (!asked || !kindOf(named.names) || kindOf(named.names) === asked) &&
    words.some((w) => (naming(w) && inNames(named, w)) || (byText && KEYS.has(w) && named.text.includes(w))) &&
    words.every((w) => {
      if (inNames(named, w)) return true;
      const town = towns.get(w);
      if (town) return distanceKm(town, named.place.coordinates) <= TOWN_KM;
      return byText && KEYS.has(w) && named.text.includes(w);
    });
  const nearestOf = (matches: Named[]) =>
    matches
      .map((named) => ({ place: named.place, km: distanceKm(at, named.place.coordinates) }))
      .sort((a, b) => a.km - b.km)[0]?.place;
  const byName = nearestOf(list.filter((named) => covers(named, false)));
  if (byName) return byName;
  if (!words.some((w) => KEYS.has(w))) return undefined;
  const described = list.filter((named) => covers(named, true) && distanceKm(at, named.place.coordinates) <= DESCRIBED_KM); // prettier-ignore
  // A town's page tells of its sights: the sight's own page is the one meant when there is one.
  const sights = described.filter((named) => named.place.category_key !== 'cities_villages');
  return nearestOf(sights.length ? sights : described);
}
