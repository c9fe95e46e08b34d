import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { literalStrength, strength, type IndexedPassage, type QueryTerm } from './index-knowledge.js';
import { MONTHS } from './question-patterns.js';
import type { Ranked } from './rank.js';

/*
 * Choosing among passages that all answer: a lead over the runner-up is needed only when the two
 * answer different parts of the question; a count asked is answered by the passage with the count;
 * a date asked is answered by the day and month when the page gives them for that year.
 */

/** The two passages meet the same words of the question: either answers it, so no lead is needed. */
export function agree(top: Ranked, runnerUp: Ranked | undefined, own: QueryTerm[]): boolean {
  if (!runnerUp || own.length === 0) return false;
  // Both use a word of the question itself: sharing only a concept ("manger": cheese, a dish) is
  // no sign they say the same thing.
  const literal = (r: Ranked) => own.some((q) => literalStrength(q, r.passage) >= 0.8);
  return (
    literal(top) &&
    literal(runnerUp) &&
    own.every((q) => strength(q, top.passage) > 0 === strength(q, runnerUp.passage) > 0)
  );
}

// A count, a measure or a time span is asked of one thing the question names: the passage that
// holds it must use at least this share of the question's own words (the "Laibe" in "wie viele
// Käselaibe"), not only its concept ...
const NEAR_EXACT = 0.2;
// ... and rank among the first few.
const NEAR_RANK = 3;

/** Among the first `within` passages, one that meets the question's own words and holds what is asked, or undefined. */
export function nearlyAsGood(ranked: Ranked[], holds: (r: Ranked) => boolean, within = NEAR_RANK): Ranked | undefined {
  return ranked.slice(0, within).find((r) => r.direct && r.exactCoverage >= NEAR_EXACT && holds(r));
}

/** "How many…" whose best passage has no number: a passage nearly as good that has one, or undefined. */
export function countedInstead(ranked: Ranked[], counted: (p: Passage) => boolean): Ranked | undefined {
  return nearlyAsGood(ranked, (r) => counted(r.passage.passage));
}

export const DATE_ASKED: Record<Language, RegExp> = {
  en: /\b(date|what day|which day|on what day)\b/i,
  de: /\b(datum|an welchem tag|welche[nm]? tag)\b/i,
  fr: /(?<![\p{L}])(date|quel jour)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(data|che giorno|quale giorno|in che giorno)(?![\p{L}])/iu,
};
// "2 mars 1476", "1. August 1291", "March 2, 1476": a day and a month before the year.
const dayMonthYear = (lang: Language) =>
  new RegExp(
    String.raw`(\d{1,2}\.?\s+(${MONTHS[lang]})|(${MONTHS[lang]})\s+\d{1,2}(st|nd|rd|th)?,?)\s+(\d{3,4})`,
    'giu',
  );

/**
 * "Date de la bataille?" answered by a passage with only its year: the passage that gives the day and
 * month of that year comes with it.
 */
export function preciseDate(
  question: string,
  best: Passage,
  passages: IndexedPassage[],
  lang: Language,
): Passage | undefined {
  if (!DATE_ASKED[lang].test(question)) return undefined;
  const years = new Set(best.text.match(/\b\d{3,4}\b/g) ?? []);
  if (years.size === 0 || dayMonthYear(lang).test(best.text)) return undefined;
  return passages
    .map((p) => p.passage)
    .find((p) => !p.general && [...p.text.matchAll(dayMonthYear(lang))].some((m) => years.has(m[5] ?? '')));
}
