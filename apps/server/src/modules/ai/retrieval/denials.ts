import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { term, words } from './analyzer.js';
import { isGeneral, type QueryTerm } from './index-knowledge.js';
import { conceptsOf, type Concept } from './lexicon.js';
import { NEGATION, YES_NO } from './question-patterns.js';
import type { Ranked } from './rank.js';

/*
 * Yes-or-no questions a passage denies or restricts: "Can I drive to Quinten?" and "not reachable
 * by road"; "Does the cog railway run in winter too?" and "only in the warm season". "No" first.
 */

// Concepts narrow enough that "no" next to any of their words denies the question's word: "no
// road" for "by car?". A broad one ("no hike needed" for "on foot?", any way of travel) does not.
const DENIABLE = new Set<Concept>(['car', 'lift', 'swim', 'pets', 'parking', 'lodging', 'dining', 'accessibility']);
// A negation this many words from the asked thing denies it ("nicht über eine Strasse").
const WINDOW = 3;

const isNegation = (word: string, lang: Language) => NEGATION[lang].test(word) || (lang === 'fr' && word === 'n');

/** The passage's words that name what a question term asks about (its word, a typo of it, a specific concept). */
function askedAt(list: string[], own: QueryTerm[], lang: Language): number[] {
  return list.flatMap((w, i) => {
    // "cable car" is no car.
    if (lang === 'en' && w === 'car' && list[i - 1] === 'cable') return [];
    const t = term(w, lang);
    if (!t) return [];
    const hit = own.some(
      (q) =>
        q.term === t ||
        q.alternatives.some((a) => a.key === t && a.strength >= 0.85) ||
        conceptsOf(t, lang).some((c) => DENIABLE.has(c) && q.concepts.includes(c)),
    );
    return hit ? [i] : [];
  });
}

/** The passage says no to a thing the question asks about: a negation or a ban next to it. */
export function deniesAsked(text: string, own: QueryTerm[], lang: Language): boolean {
  const list = words(text);
  return askedAt(list, own, lang).some((i) =>
    list.slice(Math.max(0, i - WINDOW), i + WINDOW + 1).some((w) => isNegation(w, lang)),
  );
}

const SEASON_WORDS: Record<Language, string[]> = {
  en: ['summer', 'winter', 'spring', 'autumn'],
  de: ['sommer', 'winter', 'frühling', 'herbst'],
  fr: ['été', 'hiver', 'printemps', 'automne'],
  it: ['estate', 'inverno', 'primavera', 'autunno'],
};
const ONLY: Record<Language, RegExp> = {
  en: /^(only|just)$/i,
  de: /^(nur|ausschliesslich|bloss)$/i,
  fr: /^(seulement|uniquement)$/i,
  it: /^(solo|soltanto|solamente|unicamente)$/i,
};

/** "Auch im Winter?" and "nur in der warmen Jahreszeit": the asked season is not among the few words after "only". */
export function restrictsOtherSeason(text: string, question: string, lang: Language): boolean {
  const asked = words(question).filter((w) => SEASON_WORDS[lang].includes(w));
  if (asked.length === 0) return false;
  const list = words(text);
  const at = list.findIndex((w) => ONLY[lang].test(w));
  if (at < 0) return false;
  const span = list.slice(at + 1, at + 6);
  // The restriction must be to a time of year ("warm season", "summer", "May to November").
  const seasonal = span.some((w) => conceptsOf(term(w, lang) ?? '', lang).includes('season'));
  return seasonal && !asked.some((s) => span.includes(s));
}

/**
 * A yes-or-no question a passage near the top denies: that passage, after "No". Only the page's
 * own passages (general advice forbids in general) that meet the question well enough.
 */
export function denial(ranked: Ranked[], own: QueryTerm[], question: string, lang: Language): Passage | undefined {
  const [top] = ranked;
  if (!top) return undefined;
  const found = ranked
    .slice(0, 6)
    .filter((r) => r.direct && r.coverage >= 0.4 && r.score >= top.score * 0.4 && !isGeneral(r.passage.passage))
    .find(
      (r) =>
        deniesAsked(r.passage.passage.text, own, lang) || restrictsOtherSeason(r.passage.passage.text, question, lang),
    );
  if (!found) return undefined;
  const passage = found.passage.passage;
  return { ...passage, text: `${YES_NO[lang].no}. ${passage.text}` };
}
