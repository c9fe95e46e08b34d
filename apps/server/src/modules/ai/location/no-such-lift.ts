import { distanceKm } from '@swiss/content';
import type { AiraPlace, Language } from '@swiss/contract';
import type { AnswerContext, LocationAnswer } from './answers.js';
import { fold } from '../text.js';
import { placeSource, poisOfKind, resolveDestination, type LatLng } from './facts.js';
import { KIND_NAMES, KIND_SEARCH, type PoiKind } from './kinds.js';
import { fill, formatDistance, PHRASES } from './phrases.js';

/** A lift that goes to a place has a station this near it, km. */
const AT_PLACE_KM = 2;
/** A lift one boards around here spans at most this to its top: a station near the place farther off is another lift's, km. */
const LIFT_SPAN_KM = 10;

const NO_SUCH_LIFT: Record<Language, string> = {
  en: 'I know of no {kinds} to {destination}.',
  de: '{Kinds} nach {destination} kenne ich keine.',
  fr: 'Je ne connais pas de {kinds} vers {destination}.',
  it: 'Non conosco {kinds} verso {destination}.',
};

/** A station this near the visitor is one to board: a lift asked for "to" an unknown place may leave there, km. */
const BOARD_KM = 2;
/** Stations around the visitor a lift toward the place could leave from, km. */
const AROUND_KM = 8;

/** Whether a lift of that kind can plausibly go from around here to a place: a station by it within a lift's span. */
function liftGoesTo(ctx: AnswerContext, kind: PoiKind, to: LatLng): boolean {
  const search = KIND_SEARCH[kind];
  const atPlace = poisOfKind(ctx.sources, to, { ...search, radiusKm: AT_PLACE_KM }, 20);
  if (atPlace.some((station) => distanceKm(ctx.at, station) <= LIFT_SPAN_KM)) return true;
  const around = poisOfKind(ctx.sources, ctx.at, { ...search, radiusKm: AROUND_KM }, 40);
  return atPlace.some((top) => around.some((station) => distanceKm(station, top) <= LIFT_SPAN_KM));
}

/**
 * "A direct gondola from Zinal to Zermatt", "die Seilbahn zur Capanna Starlaresc": a lift asked for
 * toward a place, when no station of that kind named for the place is one to board (away from the
 * place), and none by the place is within a lift's span of here. We say we know of no such lift
 * (and how far the place is) and name no other lift as if it went there. Undefined otherwise.
 */
export function noSuchLift(ctx: AnswerContext, kind: PoiKind, toward: string): LocationAnswer | undefined {
  const { lang, at } = ctx;
  const to = resolveDestination(ctx.sources, lang, toward, at);
  const words = toward.split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
  const search = KIND_SEARCH[kind];
  const namedFor = poisOfKind(ctx.sources, at, search, 60).filter((station) => words.some((w) => fold(station.name).includes(w))); // prettier-ignore
  // "Kriens (Pilatusbahn)": a station named for the place, away from it and near here, is where one boards.
  const boards = (station: AiraPlace) => !to || (distanceKm(station, to) > AT_PLACE_KM && station.distance <= LIFT_SPAN_KM); // prettier-ignore
  if (namedFor.some(boards)) return undefined;
  const many = KIND_NAMES[lang][kind].many;
  const none = (destination: string) =>
    fill(NO_SUCH_LIFT[lang], { kinds: many, Kinds: many.charAt(0).toUpperCase() + many.slice(1), destination }); // prettier-ignore
  if (!to) {
    // A place we cannot find: a station right here may be the one meant, else there is none we know.
    const [here] = poisOfKind(ctx.sources, at, search, 1);
    if (here && here.distance <= BOARD_KM) return undefined;
    return { sentences: [none(toward)], isFallback: true, sources: [] };
  }
  if (liftGoesTo(ctx, kind, to)) return undefined;
  const sentences = [
    none(to.name),
    fill(PHRASES[lang].directions, { destination: to.name, distance: formatDistance(distanceKm(at, to), lang) }),
  ];
  const sources = to.placeId ? [placeSource({ id: to.placeId, title: to.name })] : [];
  return { sentences, isFallback: true, sources };
}
