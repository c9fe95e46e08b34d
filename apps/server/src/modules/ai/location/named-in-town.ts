import { distanceKm } from '@swiss/content';
import type { AiraPlace } from '@swiss/contract';
import { gazetteer } from '../../geo/index.js';
import { escapeRegExp, fold } from '../text.js';
import { poiNamed, poisOfKind, type LatLng, type LocationSources } from './facts.js';
import { KIND_SEARCH, type PoiKind } from './kinds.js';

/** A place said to be "in" a town is within this of the town's centre, km. */
const IN_TOWN_KM = 4;
/** A town this near the visitor is where they are: the usual search around them finds its places. */
const ELSEWHERE_KM = 2;
/** A word this long is told by its first letters across languages ("psychiatric", "Psychiatrische"). */
const STEM = 7;

// "... a Mendrisio", "... de Martigny", "... in St. Moritz": the word before a town that says where.
// "La clinica ... di St. Moritz": Italian says the town with "di" too.
const IN_WORDS = "in|im|at|a|à|de|du|d'|di|bei|near|presso|vicino a";
const IN = new RegExp(`\\s(?:${IN_WORDS})\\s`, 'g');

// "psichiatrica" and "Psychiatrische", "clinica" and "Klinik": the languages spell one stem with y or i, k or c.
const spelled = (word: string): string => word.replace(/y/g, 'i').replace(/k/g, 'c').replace(/ph/g, 'f');

/** Where a word sequence puts a place when it is a Swiss town's name, else undefined. */
export function townNamed(words: string): (LatLng & { name: string }) | undefined {
  const [first] = gazetteer().search(words);
  if (!first) return undefined;
  const name = fold(first.name).replace(/\s+\(?[a-z]{2}\)?$/, '');
  const standard = fold(gazetteer().standardName(words) ?? words);
  return name === standard || name === fold(words) ? { name: first.name, lat: first.lat, lng: first.lng } : undefined;
}

/** A name that ends "in <town>", split: the rest and where the town is; undefined otherwise. */
export function townInName(name: string): { rest: string; town: LatLng & { name: string } } | undefined {
  const folded = fold(name)
    .replace(/[?!.]+$/, '')
    .trim();
  for (const match of folded.matchAll(IN)) {
    const rest = folded.slice(0, match.index).trim();
    const town = townNamed(folded.slice(match.index + match[0].length).trim());
    if (town && rest.length >= 3) return { rest, town };
  }
  return undefined;
}

/**
 * "L'Esca di via Pollini a Mendrisio", "the psychiatric day clinic in St. Moritz": a place named in
 * another town is looked for around that town, by its name (each way of saying it `tries` gives),
 * else among the places of its kind there by a long word's stem. Its distance is the visitor's.
 */
export function placeInNamedTown(
  sources: LocationSources,
  at: LatLng,
  name: string,
  tries: (rest: string) => string[],
  kind: PoiKind | undefined,
): AiraPlace | undefined {
  const named = townInName(name);
  if (!named || distanceKm(at, named.town) <= ELSEWHERE_KM) return undefined;
  const { rest, town } = named;
  const byName = tries(rest).reduce<AiraPlace | undefined>(
    (hit, candidate) => hit ?? (candidate.length >= 2 ? poiNamed(sources, town, candidate, IN_TOWN_KM) : undefined),
    undefined,
  );
  const stems = rest
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= STEM)
    .map((w) => w.slice(0, STEM));
  const byStem =
    byName ??
    (kind && stems.length
      ? poisOfKind(sources, town, { ...KIND_SEARCH[kind], radiusKm: IN_TOWN_KM }, 40).find((place) =>
          stems.some((stem) => spelled(fold(place.name)).includes(spelled(stem))),
        )
      : undefined);
  return byStem && { ...byStem, distance: distanceKm(at, byStem) };
}

/**
 * A name without the visitor's own town when the town is said as where ("central apotheke de
 * thalwil" asked in Thalwil: "central apotheke"); undefined when the town is not said so
 * ("Hotel Olten" is a name).
 */
export function withoutTownSaid(name: string, town: string): string | undefined {
  const said = new RegExp(`\\s(?:${IN_WORDS})\\s+${escapeRegExp(fold(town))}(?![\\p{L}])`, 'gu');
  const rest = name.replace(said, ' ').replace(/\s+/g, ' ').trim();
  return rest !== name && rest.length >= 3 ? rest : undefined;
}

/** A name without the words of a town ("migrol olten": "migrol"). */
export function withoutTownWord(name: string, town: string): string {
  return name
    .replace(new RegExp(`\\b${escapeRegExp(fold(town))}\\b`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
