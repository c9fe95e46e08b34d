import { kindOf, type PoiKind } from './kinds.js';

/** Kinds that take one up somewhere. */
const LIFT_KINDS: ReadonlySet<PoiKind> = new Set(['cable_car', 'funicular', 'rack']);

// "... to Zermatt", "... hinauf zur Capanna Starlaresc", "... pour le Parc national": a word of going
// to and what follows it, up to the end of its clause (folded text).
const TOWARD =
  /^(.*\s|)(?:up to|to|zum|zur|nach|auf|vers|pour|jusqu'(?:au|a)|verso|per|fino a)\s+(?:(?:the|den|die|das|dem|le|la|les|l'|il|lo)\s+)?([\p{L}][\p{L}' -]{2,40})$/u;
// Where a clause ends: a comma, a dash, a semicolon, a question or exclamation mark.
const CLAUSE = /\s*(?:[,;?!–—]|\s-\s)\s*/;
const TAIL = /\s+(?:ab|los|hoch|rauf|from|von|depuis|da|here|hier|ici|qui)\b.*$/;

/**
 * A lift asked for toward a place in a clause of its own ("a direct gondola from Zinal to Zermatt,
 * where does it leave from?"), and the place, even when the place's name holds another kind's
 * word ("die Seilbahn ... hinauf zur Capanna Starlaresc": the lift is asked for, the hut is where
 * it would go). Undefined when no lift word stands outside the place's name.
 */
export function liftToward(folded: string): { kind: PoiKind; toward: string } | undefined {
  for (const clause of folded.split(CLAUSE)) {
    const match = TOWARD.exec(clause);
    const toward = match?.[2]?.replace(TAIL, '').trim();
    if (!match || !toward || toward.length < 3) continue;
    const kind = kindOf(match[1] ?? '');
    if (kind && LIFT_KINDS.has(kind)) return { kind, toward };
  }
  return undefined;
}
