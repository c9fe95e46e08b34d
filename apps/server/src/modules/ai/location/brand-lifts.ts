import type { AiraPlace } from '@swiss/contract';
import { fold } from '../text.js';
import type { AnswerContext, LocationAnswer } from './answers.js';
import { poisOfKind } from './facts.js';
import { KIND_SEARCH, kindOf, type PoiKind } from './kinds.js';
import { stationAnswer } from './lift-stations.js';

/** The lift kinds, the funicular first: its stations are also among the cable cars' place type. */
const LIFT_KINDS: readonly PoiKind[] = ['funicular', 'rack', 'cable_car'];

// "Stoosbahn", "Pilatusbahn", "Gornergratbahn": a place's name and "-bahn", one word (folded).
const BRAND_BAHN = /^(?:die |der |the |la |le |il )?([a-z]{3,})bahn$/;

/**
 * "Wo ist die Stoosbahn?": a lift called by its name is its stations, not a bus stop of that
 * name. The stations of a lift kind whose names hold the name before "-bahn", the nearest (the
 * end one boards at) first; undefined when the word is a kind ("Seilbahn") or no station has it.
 */
export function brandLift(ctx: AnswerContext, wanted: string): LocationAnswer | undefined {
  const folded = fold(wanted).trim();
  const stem = BRAND_BAHN.exec(folded)?.[1];
  if (!stem || kindOf(folded)) return undefined;
  const found = LIFT_KINDS.flatMap((kind) =>
    poisOfKind(ctx.sources, ctx.at, KIND_SEARCH[kind], 60)
      .filter((place) => fold(place.name).includes(stem))
      .map((place): [PoiKind, AiraPlace] => [kind, place]),
  ).sort((a, b) => a[1].distance - b[1].distance);
  const [first] = found;
  if (!first) return undefined;
  const [kind] = first;
  return stationAnswer(
    ctx,
    kind,
    found.filter(([k]) => k === kind).map(([, place]) => place),
  );
}
