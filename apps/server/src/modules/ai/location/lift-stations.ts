import { distanceKm } from '@swiss/content';
import type { AiraPlace } from '@swiss/contract';
import { gazetteer } from '../../geo/index.js';
import { fold } from '../text.js';
import type { AnswerContext, LocationAnswer } from './answers.js';
import { poiSources, poisOfKind, resolveDestination, type Destination } from './facts.js';
import { KIND_SEARCH, nearestPhrase, type PoiKind } from './kinds.js';
import { fill, formatDistance, PHRASES } from './phrases.js';
import { ALSO, atOf, capSentences, named } from './poi-sentences.js';

/** Within this of where a lift goes, its station is where one arrives, not where one boards, km. */
const ARRIVAL_KM = 1;
/** A lift station this near the visitor is the one a "funicular to X here" question means, km. */
const BOARD_HERE_KM = 1;
/** Lifts that run on one track (their stations are on it), and how far a station named for the place is beyond walking, km. */
const RAIL_LIFTS: ReadonlySet<PoiKind> = new Set(['funicular', 'rack']);
const BOARD_FAR_KM = 2;
/** A station named for a place and this near it is its top, not where one boards, km. */
const TOP_KM = 2;
/** A station this near a place a lift reaches (or its top station) is on that lift's line, km. */
const LINE_KM = 6;
/** A boat asked for "to" a place farther than this (or abroad) is none we can speak of, km. */
const BOAT_REACH_KM = 80;
// Words of a summit's name that name no lift ("Monte San Salvatore" boards at Paradiso, not "Monte Brè").
const SUMMIT_WORDS = new Set(['monte', 'mount', 'mont', 'piz', 'pizzo', 'berg', 'gipfel', 'cima', 'sommet', 'summit', 'santo', 'sankt']); // prettier-ignore

/** "The nearest funicular is X, 80 m away", with the next ones of the list. */
export function stationAnswer(
  ctx: AnswerContext,
  kind: PoiKind,
  found: readonly AiraPlace[],
): LocationAnswer | undefined {
  const [first] = found;
  if (!first) return undefined;
  const { lang } = ctx;
  const p = PHRASES[lang];
  const sentences = [
    fill(p.nearest, { Nearest: nearestPhrase(lang, kind, false), name: first.name, distance: formatDistance(first.distance, lang), at: atOf(first) }), // prettier-ignore
  ];
  const others = found.slice(1, 1 + ALSO);
  if (others.length) sentences.push(fill(p.alsoNear, { list: p.list(others.map((o) => named(o, lang))) }));
  return { sentences: capSentences(sentences), isFallback: false, sources: poiSources([first, ...others]) };
}

/** The nearest of a kind whose name holds the place it goes to ("Kriens (Pilatusbahn)" for Pilatus), or undefined. */
export function towardPlace(ctx: AnswerContext, kind: PoiKind, toward: string): LocationAnswer | undefined {
  // "Macolin" is Magglingen: the stations may carry the town's other name.
  const standard = fold(gazetteer().standardName(toward) ?? '');
  const words = [toward, standard].flatMap((name) => name.split(/[^\p{L}]+/u)).filter((w) => w.length >= 4);
  if (!words.length) return undefined;
  const found = poisOfKind(ctx.sources, ctx.at, KIND_SEARCH[kind], 60).filter((place) =>
    words.some((w) => fold(place.name).includes(w)),
  );
  const to = found.length ? resolveDestination(ctx.sources, ctx.lang, toward, ctx.at, { pois: false }) : undefined;
  // "Le funiculaire pour Macolin": of the stations named for it, those below it are where one boards.
  const below = to ? found.filter((place) => distanceKm(place, to) > TOP_KM) : [];
  const named = below.length ? below : found;
  const [nearestNamed] = named;
  if (!nearestNamed) return undefined;
  // "Die Standseilbahn nach Crans-Montana" from Sierre: only the top station of a railway lift is
  // named for it, out of reach; the stations of its track nearer the visitor are where one boards.
  // (Cable cars are many and crossing: a nearer one is not on the way.)
  const onTrack = RAIL_LIFTS.has(kind) && nearestNamed.distance > BOARD_FAR_KM;
  const line = onTrack ? poisOfKind(ctx.sources, ctx.at, KIND_SEARCH[kind], 60).filter((place) => place.distance < nearestNamed.distance && distanceKm(place, nearestNamed) <= LINE_KM) : []; // prettier-ignore
  return stationAnswer(ctx, kind, line.length ? [...line, nearestNamed] : named);
}

/**
 * "Where's the Schilthorn cable car?", "la funicolare per il San Salvatore qui a Paradiso": the
 * station one boards, not a route to the summit. A station named for the place (away from it),
 * else a station of that kind right by the visitor; undefined when neither is there.
 */
export function liftTo(ctx: AnswerContext, kind: PoiKind, to: Destination): LocationAnswer | undefined {
  const boarding = poisOfKind(ctx.sources, ctx.at, KIND_SEARCH[kind], 60).filter(
    (place) => distanceKm(place, to) > ARRIVAL_KM,
  );
  const words = fold(to.name)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 5 && !SUMMIT_WORDS.has(w));
  const namedFor = boarding.filter((place) => words.some((w) => fold(place.name).includes(w)));
  if (namedFor.length) return stationAnswer(ctx, kind, namedFor);
  const [here] = boarding;
  if (here && here.distance <= BOARD_HERE_KM && distanceKm(ctx.at, to) > here.distance)
    return stationAnswer(ctx, kind, boarding);
  // "The cog railway up Monte Generoso" from Chiasso: when the line reaches the place, its stations
  // below it are where one boards, the nearest to the visitor first.
  const reaches = poisOfKind(ctx.sources, to, { ...KIND_SEARCH[kind], radiusKm: ARRIVAL_KM }, 1).length > 0;
  const line = boarding.filter((place) => distanceKm(place, to) <= LINE_KM);
  return reaches && line.length ? stationAnswer(ctx, kind, line) : undefined;
}

/** Whether a boat "to" this place can be spoken of here: a Swiss place or one of ours within reach. */
export function boatReachable(ctx: AnswerContext, toward: string): boolean {
  const to = resolveDestination(ctx.sources, ctx.lang, toward, ctx.at, { pois: false });
  return to !== undefined && distanceKm(ctx.at, to) <= BOAT_REACH_KM;
}
