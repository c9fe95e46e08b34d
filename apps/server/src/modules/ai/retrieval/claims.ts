import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { fold } from '../text.js';
import { term, terms, words } from './analyzer.js';
import { literalStrength, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { asksToConfirm } from './premises.js';
import { rank } from './rank.js';
import { YES_NO } from './question-patterns.js';

/*
 * Claims a visitor asks us to confirm that our data must state to be confirmed: a superlative
 * ("the highest mountain in Switzerland") and a restriction to a season ("only runs in summer").
 */

// A superlative: one word in English and German, "le plus…"/"più…" in French and Italian.
const SUPERLATIVE: Record<Language, RegExp> = {
  en: /\b(highest|largest|biggest|longest|deepest|oldest|tallest|smallest|greatest|most \p{L}+)\b/iu,
  de: /(?<![\p{L}])(höchste|grösste|größte|längste|tiefste|älteste|kleinste|meistbesuchte)[nrsm]?(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(le|la|les) plus (haute?s?|grande?s?|longue?s?|profonde?s?|ancienne?s?|vieux|vieille|petite?s?|visitée?s?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])più (alt[oaie]|grand[ei]|lung[oaie]|lunghi|profond[oaie]|antic[oaie]|antichi|vecchi[oae]?|piccol[oaie]|visitat[oaie])(?![\p{L}])/iu,
};

// In English and German the noun follows the superlative; in French and Italian it may precede it.
const NOUN_BEFORE: Record<Language, boolean> = { en: false, de: false, fr: true, it: true };
const NEAR = 3;

/** The search terms of the words within a few places of `at` (after it; before it too where nouns precede). */
function around(list: string[], at: number, length: number, lang: Language): string[] {
  const after = list.slice(at + length, at + length + NEAR);
  const before = NOUN_BEFORE[lang] ? list.slice(Math.max(0, at - NEAR), at) : [];
  return [...after, ...before].flatMap((w) => term(w, lang) ?? []);
}

/** Where a superlative phrase (as whole words) starts in a list of words. */
function findPhrase(list: string[], phrase: string[]): number[] {
  const at: number[] = [];
  list.forEach((_w, i) => {
    if (phrase.every((p, j) => fold(list[i + j] ?? '') === fold(p))) at.push(i);
  });
  return at;
}

/**
 * "Der Bielersee ist doch der grösste See der Schweiz, oder?": a superlative our data does not state
 * about the thing named next to it. The refusal with the passage that says what is close (another
 * superlative, "the second highest"); undefined when the page states it or none is claimed.
 */
export function unstatedSuperlative(
  question: string,
  index: KnowledgeIndex,
): { correction?: Passage; close?: Passage | undefined } | undefined {
  const lang = index.lang;
  if (!asksToConfirm(question, lang)) return undefined;
  const found = SUPERLATIVE[lang].exec(question);
  if (!found) return undefined;
  const phrase = words(found[0]);
  const asked = words(question);
  const [at] = findPhrase(asked, phrase);
  if (at === undefined) return undefined;
  const nouns = around(asked, at, phrase.length, lang);
  // Superlatives of a passage about one of the things the question names next to its own.
  const about = (p: Passage, only?: string[]) => {
    const list = words(p.text);
    const all = new RegExp(SUPERLATIVE[lang].source, 'giu');
    return [...p.text.matchAll(all)].some((m) => {
      const own = words(m[0]);
      if (only && !own.every((w, j) => fold(w) === fold(only[j] ?? ''))) return false;
      return findPhrase(list, own).some((i) => {
        const near = around(list, i, own.length, lang);
        return nouns.length === 0 || nouns.some((n) => near.includes(n));
      });
    });
  };
  const passages = index.passages.filter((p) => !p.passage.flag).map((p) => p.passage);
  if (passages.some((p) => about(p, phrase))) return undefined;
  // Another superlative about the same thing ("the largest" for "the smallest"): a correction.
  const other = passages.find((p) => about(p));
  if (other) return { correction: { ...other, text: `${YES_NO[lang].no}. ${other.text}` } };
  // The close thing: a passage with the same superlative inside another word ("zweithöchste").
  const key = fold(phrase.at(-1) ?? '').slice(0, 5);
  return { close: passages.find((p) => fold(p.text).includes(key)) };
}

const ONLY_SEASON: Record<Language, RegExp> = {
  en: /\bonly\b.{0,30}\b(summer|winter|spring|autumn|fall)\b/i,
  de: /\bnur\b.{0,30}(sommer|winter|frühling|herbst)/i,
  fr: /(?<![\p{L}])(seulement|uniquement|que)(?![\p{L}]).{0,30}(été|hiver|printemps|automne)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(solo|soltanto|solamente)(?![\p{L}]).{0,30}(estate|inverno|primavera|autunno)(?![\p{L}])/iu,
};
const ALL_YEAR: Record<Language, RegExp> = {
  en: /\b(all year|all-year|year-round|year round|throughout the year)\b/i,
  de: /\b(ganzjährig\w*|das ganze Jahr|ganze Jahr über|während des ganzen Jahres)\b/i,
  fr: /(?<![\p{L}])(toute l['’]année|à l['’]année)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(tutto l['’]anno|durante tutto l['’]anno)(?![\p{L}])/iu,
};

/**
 * "The railway only runs in summer, right?" while the page says it runs all year: "No" and the
 * passage that says so, the best match of the rest of the question first.
 */
export function allYearAgainstOnly(question: string, index: KnowledgeIndex, query: QueryTerm[]): Passage | undefined {
  const lang = index.lang;
  if (!asksToConfirm(question, lang) || !ONLY_SEASON[lang].test(question)) return undefined;
  const seasonTerms = new Set(terms('summer winter spring autumn Sommer Winter été hiver estate inverno', lang));
  const rest = query.filter((q) => !seasonTerms.has(q.term));
  const [best] = rank(index, rest, [])
    .filter((r) => ALL_YEAR[lang].test(r.passage.passage.text) && rest.some((q) => literalStrength(q, r.passage) > 0))
    .sort((a, b) => b.score - a.score);
  if (!best) return undefined;
  const passage = best.passage.passage;
  return { ...passage, text: `${YES_NO[lang].no}. ${passage.text}` };
}
