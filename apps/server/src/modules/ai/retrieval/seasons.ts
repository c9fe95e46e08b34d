import type { Language } from '@swiss/contract';
import { term } from './analyzer.js';

/*
 * A season named in a question ("and in winter?") asks about that season: a passage about another
 * season ("in summer a path leads behind the falls") shares the concept, not the answer.
 */

const SEASON_WORDS: Record<Language, string[]> = {
  en: ['summer', 'winter', 'spring', 'autumn'],
  de: ['Sommer', 'Winter', 'Frühling', 'Herbst'],
  fr: ['été', 'hiver', 'printemps', 'automne'],
  it: ['estate', 'inverno', 'primavera', 'autunno'],
};

const seasonTerms = new Map<Language, Set<string>>();

/** Whether a search term is one of the four seasons' names in the language. */
export function namesSeason(searchTerm: string, lang: Language): boolean {
  let set = seasonTerms.get(lang);
  if (!set) {
    set = new Set(SEASON_WORDS[lang].map((w) => term(w, lang)).filter((t): t is string => t !== null));
    seasonTerms.set(lang, set);
  }
  return set.has(searchTerm);
}

// How much a passage about seasons in general, or another season, is worth to a named season:
// it may still answer ("best seasons: summer, autumn"), below one naming the season itself.
export const OTHER_SEASON_CUE = 0.5;
export const OTHER_SEASON_CONCEPT = 0.35;

// Words that speak of winter without naming it ("freezing spells", "snow"): such a passage is about winter too.
const WINTER_SIGNS: Record<Language, string[]> = {
  en: ['snow', 'ice', 'frozen', 'freezing', 'skating'],
  de: ['Schnee', 'Eis', 'gefroren', 'zugefroren', 'Eislaufen'],
  fr: ['neige', 'glace', 'gelé', 'patinage'],
  it: ['neve', 'ghiaccio', 'ghiacciato', 'pattinaggio'],
};

const winterTerms = new Map<Language, { winter: string; signs: Set<string> }>();

function winterOf(lang: Language): { winter: string; signs: Set<string> } {
  let found = winterTerms.get(lang);
  if (!found) {
    const of = (w: string) => term(w, lang) ?? w;
    found = { winter: of(SEASON_WORDS[lang][1] ?? ''), signs: new Set(WINTER_SIGNS[lang].map(of)) };
    winterTerms.set(lang, found);
  }
  return found;
}

/** The seasons a set of search keys speaks of (a passage's terms), as search terms. */
function seasonsIn(keys: Iterable<string>, lang: Language): string[] {
  const { winter, signs } = winterOf(lang);
  return [...keys].flatMap((k) => (namesSeason(k, lang) ? [k] : signs.has(k) ? [winter] : []));
}

/**
 * Whether a passage speaks of other seasons only than the one the question names ("In summer a
 * path leads behind the falls" for "and in winter?"): it describes another time of the year.
 */
export function otherSeasonOnly(asked: string[], keys: Set<string>, lang: Language): boolean {
  const named = asked.filter((t) => namesSeason(t, lang));
  if (named.length === 0) return false;
  const own = seasonsIn(keys, lang);
  return own.length > 0 && !named.some((t) => own.includes(t));
}

/** A question asking how long something takes ("ça prend combien de temps"), not how long a thing is. */
export function asksDuration(own: { term: string; concepts: string[] }[]): boolean {
  // The phrase ("how long does it take", "combien de temps"), not a word of time ("a che ora").
  return own.some((q) => q.term === '@duration') && !own.some((q) => q.concepts.includes('length'));
}
