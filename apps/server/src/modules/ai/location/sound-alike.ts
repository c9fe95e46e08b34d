import { editDistance } from '../retrieval/analyzer.js';
import { fold } from '../text.js';

/*
 * A place name as a speech-to-text engine or a hurried thumb writes it: "geese bach falls" for the
 * Giessbachfälle, "reichen back falls", "the sentis" for the Säntis, "cascata del reno". Names are
 * compared without spaces and with their feature word made one ("falls", "Fälle", "cascate" -> fall),
 * allowing one slip per five letters.
 */

const FEATURE_WORDS: readonly [RegExp, string][] = [
  [/(?:waterfalls?|wasserfall|wasserfalle|falls|falle|fall|cascades?|cascate|cascata|chutes?)$/, 'fall'],
  [/(?:lakes?|see|lac|lago)$/, 'lake'],
];
const LEADING = /^(?:the|der|die|das|le|la|les|il|lo|l')\s+/;

/** A name as it sounds: folded, article and spaces gone, its feature word made one. */
export function soundKey(name: string): string {
  let key = fold(name)
    .replace(/\([^)]*\)/g, ' ')
    .replace(LEADING, '')
    .replace(/[^\p{L}]+/gu, '');
  for (const [words, one] of FEATURE_WORDS) key = key.replace(words, one);
  return key;
}

// Our places' names are few (a few thousand in four languages): each key is made once.
const keys = new Map<string, string>();
function keyOf(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = soundKey(name);
    keys.set(name, key);
  }
  return key;
}

/** The slips a key of this length may carry: one per five letters; none under five. */
const slips = (key: string) => Math.floor(key.length / 5);

export interface NamedPlace {
  id: string;
  names: readonly string[];
}

/** The place whose name sounds like the text, the closest; undefined when none is within its slips. */
export function soundsLike<T extends NamedPlace>(text: string, places: readonly T[]): T | undefined {
  const wanted = soundKey(text);
  if (wanted.length < 5) return undefined;
  let best: { place: T; distance: number } | undefined;
  for (const place of places) {
    for (const name of place.names) {
      const key = keyOf(name);
      const max = Math.min(slips(wanted), slips(key));
      if (max === 0) continue;
      const distance = editDistance(wanted, key, max);
      if (distance <= max && (!best || distance < best.distance)) best = { place, distance };
    }
  }
  return best?.place;
}
