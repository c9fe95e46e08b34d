import { escapeRegExp, fold } from '../text.js';
import type { LatLng } from './facts.js';
import { townAt } from './facts.js';
import type { PoiKind } from './kinds.js';

/** A village or a town's centre, as a question asked "in Weggis", "nel villaggio" means it, km. */
export const TOWN_KM = 3;

// "In the village", "im Dorf", "en ville", "in paese": the visitor's own town, not the region around.
const IN_TOWN =
  /\b(?:in (?:the )?(?:village|town)|im (?:dorf|ort|stadtchen)|in der stadt|au village|dans le village|en ville|dans la ville|nel villaggio|in paese|in citta|nel paese)\b/;

/**
 * The radius a question sets by naming the visitor's own town ("une pharmacie ouverte ce soir à
 * Weggis", "qui a Mürren", "im Dorf"): a place farther than this is not in it. Undefined otherwise.
 */
export function townScopeKm(question: string, at: LatLng): number | undefined {
  const folded = fold(question).replace(/[’`]/g, "'");
  if (IN_TOWN.test(folded)) return TOWN_KM;
  const town = townAt(at)?.locality;
  if (!town) return undefined;
  const names = [...new Set([town.name, town.municipality].map((n) => fold(n).replace(/\s+\(?[a-z]{2}\)?$/, '')))];
  const inTown = new RegExp(`\\b(?:in|im|a|au|en|at)\\s+(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}-])`, 'u');
  return inTown.test(folded) ? TOWN_KM : undefined;
}

/** A lift asked for "from here" is one to board around here, km: one farther is no lift "d'ici". */
export const LIFT_FROM_HERE_KM = 5;
const FROM_HERE = /\b(?:from here|d'ici|depuis ici|von hier(?: aus)?|ab hier|da qui|da qua)\b/;
const LIFTS: ReadonlySet<PoiKind> = new Set(['cable_car', 'funicular', 'rack']);

/** "Y a-t-il un téléphérique pour monter d'ici ?": the radius of a lift asked from here, else undefined. */
export function liftFromHereKm(question: string, kind: PoiKind): number | undefined {
  return LIFTS.has(kind) && FROM_HERE.test(fold(question).replace(/[’`]/g, "'")) ? LIFT_FROM_HERE_KM : undefined;
}
