import type { Language } from '@swiss/contract';
import { detect } from 'tinyld';
import { detectLanguage } from '../text.js';

/** The language of an answer: marker words first (reliable on sentences), the detector for the rest. */
export function answerLanguage(text: string): Language | undefined {
  const byMarkers = detectLanguage(text);
  if (byMarkers) return byMarkers;
  const guess = detect(text, { only: ['en', 'de', 'fr', 'it'] });
  return guess === 'en' || guess === 'de' || guess === 'fr' || guess === 'it' ? guess : undefined;
}

export { inventedNumbers } from '../retrieval/grounding.js';
