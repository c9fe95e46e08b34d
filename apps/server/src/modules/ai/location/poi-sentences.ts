import type { AiraPlace, Language } from '@swiss/contract';
import { formatDistance } from './phrases.js';

/** How many nearby places an answer names after the first. */
export const ALSO = 2;

export const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const capSentences = (sentences: string[]) => sentences.map(cap);

/** ", Bahnhofstrasse 1, 8001 Zürich": where a POI is, when the data says. */
export function atOf(place: AiraPlace): string {
  return place.vicinity && place.vicinity !== 'Address not available' ? `, ${place.vicinity}` : '';
}

/** "Coop, 300 m": a place named with its distance, in a list. */
export const named = (place: AiraPlace, lang: Language) => `${place.name}, ${formatDistance(place.distance, lang)}`;
