import type { Language } from '@swiss/contract';
import { stopwords as en } from '@orama/stopwords/english';
import { stopwords as fr } from '@orama/stopwords/french';
import { stopwords as de } from '@orama/stopwords/german';
import { stopwords as it } from '@orama/stopwords/italian';
import { fold } from '../text.js';
import { KIND_NAMES } from './kinds.js';
import { PHRASES } from './phrases.js';

const NUMBER = /\d+(?:[.,]\d+)?/g;
const numbersIn = (text: string) => (text.match(NUMBER) ?? []).map((n) => n.replace(',', '.'));
const wordsIn = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// The words our own answers use in each language: a model's reply may use them capitalised
// (German nouns, the first word of a sentence) without naming anything new.
const VOCABULARY: Record<Language, Set<string>> = (() => {
  const lists: Record<Language, string[]> = { en, de, fr, it };
  const of = (lang: Language) =>
    new Set([...lists[lang], ...wordsIn(JSON.stringify(PHRASES[lang])), ...wordsIn(JSON.stringify(KIND_NAMES[lang]))]);
  return { en: of('en'), de: of('de'), fr: of('fr'), it: of('it') };
})();

/**
 * What a model's reply states that the facts do not: numbers not among the facts' (or the
 * question's), and capitalised words (names) found neither there nor among our answers' own words.
 * A made-up pharmacy ("Apotheke Sonnenschein", "350 m") is caught by either.
 */
export function unsupportedClaims(reply: string, facts: string, question: string, lang: Language): string[] {
  const known = `${facts}\n${question}`;
  const knownNumbers = new Set(numbersIn(known));
  const knownWords = new Set(wordsIn(known));
  const numbers = numbersIn(reply).filter((n) => !knownNumbers.has(n));
  // The first word of a sentence is capitalised whatever it is; a name there is seldom alone ("Apotheke Sonnenschein").
  const names = (reply.replace(/(^|[.!?]\s+)\p{L}+/gu, '$1').match(/\p{Lu}[\p{L}\p{M}'’-]*/gu) ?? [])
    .flatMap((word) => wordsIn(word))
    .filter((word) => !knownWords.has(word) && !VOCABULARY[lang].has(word));
  return [...numbers, ...names];
}
