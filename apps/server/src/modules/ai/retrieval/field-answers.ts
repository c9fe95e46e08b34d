import { LANGUAGES, type Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import {
  cueKey,
  MEASURES,
  measureKey,
  type IndexedPassage,
  type KnowledgeIndex,
  type QueryTerm,
} from './index-knowledge.js';
import { terms } from './analyzer.js';
import { conceptsOf, type Concept } from './lexicon.js';
import { isYesNoQuestion, MONTHS, NEGATION, NUMBER_WORDS, QUANTITY, YES_NO } from './question-patterns.js';
import { nearlyAsGood } from './answer-choice.js';
import type { Ranked } from './rank.js';

/* Answers shaped by the field asked about: a yes-or-no flag, a number in the asked unit, a yes or a no first. */

// A passage answers a yes-or-no question outright only when it covers this much of it.
const YES_NO_COVERAGE = 0.75;
const NO_COVERAGE = 0.6;

export interface FlagAsked {
  concept: Concept;
  /** The flag's own passage ("Yes, X is a UNESCO site"). */
  passage: IndexedPassage | undefined;
  /** The flag answers first: a yes-or-no question, or a "no" the page says nothing else about. */
  first: boolean;
}

/** "Is it a UNESCO site?": the flag asked about, and whether its yes or no answers first. */
export function flagAsked(question: string, own: QueryTerm[], index: KnowledgeIndex): FlagAsked | undefined {
  const concept = own.flatMap((q) => q.concepts).find((c) => c === 'unesco' || c === 'protected');
  if (!concept) return undefined;
  // A "why"/"when was it listed" question on a place the flag is false for gets the "no" too,
  // unless the page says something about it (a listed castle of the town, an intangible heritage).
  const passage = index.passages.find((p) => p.passage.flag === concept);
  const mentioned = index.passages.some((p) => !p.passage.flag && p.keys.has(`#${concept}`));
  const flagFalse = passage !== undefined && /^(No|Nein|Non)\b/.test(passage.passage.text);
  // Only a yes-or-no question gets the flag first ("in which year was it listed?" wants the year).
  const first =
    passage !== undefined &&
    ((isYesNoQuestion(question, index.lang) && !own.some((q) => q.concepts.includes('year'))) ||
      (flagFalse && !mentioned));
  return { concept, passage, first };
}

/**
 * The best candidate: for "how high", "how many", "since when" a passage with a number, if one fits
 * nearly as well. A measure asked ("how steep", "how long does it take") wants a number in its unit
 * (106 %, 45 min), not the first number in sight (an altitude).
 */
export function bestCandidate(
  candidates: Ranked[],
  own: QueryTerm[],
  question: string,
  lang: Language,
): Ranked | undefined {
  const measures = own.flatMap((q) => q.concepts).filter((c) => MEASURES.has(c));
  // "Since when", "in which year": a date (a year, a month, a century), not the first number in sight.
  // "Since when" is answered by a passage that says "since 1935", if one fits nearly as well.
  const since =
    SINCE_WHEN[lang].test(question) && candidates[0]
      ? candidates.find(
          (r) => SINCE_YEAR[lang].test(r.passage.passage.text) && r.score >= (candidates[0]?.score ?? 0) * 0.6,
        )
      : undefined;
  const dated =
    measures.length === 0 && WHEN[lang].test(question)
      ? (since ?? candidates.find((r) => DATE[lang].test(r.passage.passage.text)))
      : undefined;
  const numbered = QUANTITY[lang].test(question)
    ? (dated ??
      candidates.find((r) =>
        measures.some((c) => r.passage.keys.has(cueKey(c)) && r.passage.keys.has(measureKey(c))),
      ) ??
      candidates.find((r) => measures.some((c) => r.passage.keys.has(measureKey(c)))) ??
      candidates.find((r) => /\d/.test(r.passage.passage.text) || NUMBER_WORDS[lang].test(r.passage.passage.text)))
    : undefined;
  const first = candidates[0];
  // "Which day is the market?": a passage naming a weekday, not one that says "day" ("Budget day").
  const day = own.some((q) => q.concepts.includes('weekday'))
    ? candidates.find((r) => r.passage.keys.has('!weekday') && r.score >= (first?.score ?? 0) * 0.5)
    : undefined;
  if (day && !numbered) return day;
  // The field about the measure asked (an elevation for "how high") answers it even well below the top.
  const isField = (r: Ranked) => measures.some((c) => r.passage.keys.has(cueKey(c)));
  return numbered && first && numbered.score >= first.score * (isField(numbered) ? 0.4 : 0.6) ? numbered : first;
}

// A question for a date: "when", "since when", "which year".
export const WHEN: Record<Language, RegExp> = {
  en: /\bwhen\b|\b(what|which) year\b|\bhow old\b/i,
  de: /\bwann\b|\bwelche[mn]? jahr|\bwie alt\b/i,
  fr: /(?<![\p{L}])quand(?![\p{L}])|\bquelle année\b|\ben quelle année\b|(?<![\p{L}])(quel âge|de quand date|date de quand)(?![\p{L}])/iu,
  it: /(?<![\p{L}])quando(?![\p{L}])|\bche anno\b|\bin quale anno\b|(?<![\p{L}])(quanti anni ha|quanto è antic[oa]|di quando è)(?![\p{L}])/iu,
};
// "Since when", and a text's "since 1935".
export const SINCE_WHEN: Record<Language, RegExp> = {
  en: /\bsince when\b/i,
  de: /\bseit wann\b/i,
  fr: /(?<![\p{L}])depuis quand(?![\p{L}])/iu,
  it: /(?<![\p{L}])da quando(?![\p{L}])/iu,
};
const SINCE_YEAR: Record<Language, RegExp> = {
  en: /\bsince (1\d{3}|20\d{2})\b/i,
  de: /\bseit (dem Jahr )?(1\d{3}|20\d{2})\b/i,
  fr: /(?<![\p{L}])depuis (l'an )?(1\d{3}|20\d{2})\b/iu,
  it: /(?<![\p{L}])(dal|dall'anno) (1\d{3}|20\d{2})\b/iu,
};
// How far down the ranking a dated passage meeting the question by meaning may be.
const MEANING_RANK = 8;
const YEAR = /(?<!\d)(1\d{3}|20\d{2})(?!\d)/;
// An early year has three digits and is told with its founding ("founded in 719", "um 775 gegründet").
const THREE_DIGITS = /(?<![\d'’.,])\d{3}(?![\d'’]|[.,]\d|\s?(m|km|%|°|kg)\b)/u;
const FOUNDING =
  /\b(found\w*|settled|built|gegründet|gründete|entstand\w*|niedergelassen|erbaut|fond[ée]e?s?|fonda|fondat[oa]|costruit[oa]|construit\w*|risale|date)\b/iu;
// A four-digit number that is no altitude ("1797 m").
const YEAR_NOT_METRES = /(?<!\d)(1\d{3}|20\d{2})(?!\d|[.,]\d|\s?(m|km|m²)\b)/u;
/** Whether a text gives a year: four digits that are no altitude, or three told with the founding. */
export const hasYear = (text: string) => YEAR_NOT_METRES.test(text) || (THREE_DIGITS.test(text) && FOUNDING.test(text));
// "When is it / when does it take place": a recurring thing's time in the year.
const RECURRING_WHEN: Record<Language, RegExp> = {
  en: /\bwhen (is|are|does|do)\b/i,
  de: /\bwann (ist|sind|findet|finden)\b/i,
  fr: /(?<![\p{L}])(quand (a lieu|ont lieu|est|sont|se tient|se déroule)|c['’]est quand)(?![\p{L}])/iu,
  // "Quando è stato fondato" is a past: when it was founded.
  it: /(?<![\p{L}])quando (è|sono|c['’]è|si tiene|si tengono|si svolge|si svolgono)(?![\p{L}])(?! stat[oaie](?![\p{L}]))/iu,
};
// A time in the year: a month or a season.
const SEASON_NAMES: Record<Language, string> = {
  en: 'spring|summer|autumn|winter',
  de: 'frühling|sommer|herbst|winter',
  fr: 'printemps|été|automne|hiver',
  it: 'primavera|estate|autunno|inverno',
};
const IN_THE_YEAR = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, new RegExp(`(?<![\\p{L}])(${MONTHS[lang]}|${SEASON_NAMES[lang]})(?![\\p{L}])`, 'iu')]),
) as Record<Language, RegExp>;
// A date in a text: a year, a month, a century ("XIIIe siècle", "12. Jahrhundert").
const DATE: Record<Language, RegExp> = {
  en: /(?<!\d)(1\d{3}|20\d{2})(?!\d)|\b(january|february|march|april|may|june|july|august|september|october|november|december|century)\b/i,
  de: /(?<!\d)(1\d{3}|20\d{2})(?!\d)|\b(januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|jahrhundert\w*)\b/i,
  fr: /(?<!\d)(1\d{3}|20\d{2})(?!\d)|(?<![\p{L}])(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|siècle)(?![\p{L}])/iu,
  it: /(?<!\d)(1\d{3}|20\d{2})(?!\d)|(?<![\p{L}])(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|secolo)(?![\p{L}])/iu,
};

const ONLY: Record<Language, RegExp> = {
  en: /\b(only|just|solely)\b/i,
  de: /\b(nur|ausschliesslich|ausschließlich|bloss)\b/i,
  fr: /(?<![\p{L}])(seulement|uniquement|ne .{1,30} que)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(solo|soltanto|solamente|unicamente)(?![\p{L}])/iu,
};

/** "Nur in der warmen Jahreszeit", "only in summer": a restriction to a time of the year. */
function onlyInSeason(text: string, lang: Language): boolean {
  const at = ONLY[lang].exec(text);
  if (!at) return false;
  const after = text
    .slice(at.index + at[0].length)
    .split(/\s+/)
    .slice(0, 5)
    .join(' ');
  return terms(after, lang).some((t) => conceptsOf(t, lang).includes('season'));
}

/** A passage that holds a count ("How many…" is answered by one). */
export const counted = (p: Passage, lang: Language) => /\d/.test(p.text) || NUMBER_WORDS[lang].test(p.text);

/**
 * "Can I rent a motorboat?" asked and answered by one passage that covers the question: yes or no
 * first, as the passage has it (a negation or a ban in it: no), then the passage itself.
 */
export function withYesOrNo(
  passages: Passage[],
  best: Ranked,
  question: string,
  lang: Language,
  unknownAsked = false,
): Passage[] {
  const [lead, ...rest] = passages;
  // "Ich habe gelesen, dass dort Mönche leben. Stimmt das?": the claim is in the sentence before;
  // the passage found for "stimmt das" confirms nothing of it.
  if (CONFIRMATION_ONLY[lang].test(question.trim())) return passages;
  // A passage that denies or bans what is asked ("cars must be parked at the entrance") says no
  // with less of the question's words than a yes needs.
  const denies = lead !== undefined && NEGATION[lang].test(lead.text);
  // A passage that restricts to a season ("only in summer") may deny what is asked ("in winter
  // too?"): no "yes".
  if (!denies && lead && onlyInSeason(lead.text, lang)) return passages;
  // "Is the forest path ok with a stroller?": a word the page never uses may be what is asked; the
  // passage on the path says nothing of it, so no "yes".
  if (!denies && unknownAsked) return passages;
  if (lead && isYesNoQuestion(question, lang) && best.exactCoverage >= (denies ? NO_COVERAGE : YES_NO_COVERAGE)) {
    const word = denies ? YES_NO[lang].no : YES_NO[lang].yes;
    return [{ ...lead, text: `${word}. ${lead.text}` }, ...rest];
  }
  return passages;
}

// A question that is only a request to confirm what was said before it.
const CONFIRMATION_ONLY: Record<Language, RegExp> = {
  en: /^(is (that|this|it) (right|true|correct|so)|right|true|correct|isn't it|am i right)\s*[?!.]*$/i,
  de: /^(stimmt (das|es|das so)|oder|richtig|ist das (so|richtig|wahr)|nicht wahr|gell)\s*[?!.]*$/i,
  fr: /^(c['’]est (bien )?(ça|vrai|exact|juste)|non|vrai|n['’]est-ce pas|est-ce (vrai|exact|juste))\s*[?!.]*$/i,
  it: /^(è (così|vero|giusto)|vero|giusto|no|dico bene|giusto così)\s*[?!.]*$/i,
};

/**
 * "When was Ragusa invented?", "seit wann sitzt das IOK in Lausanne?": the best passage names no
 * date or season, a passage nearly as good among the first three gives the year ("since 1915"
 * first for "since when"), or undefined.
 */
export function datedInstead(question: string, best: Ranked, ranked: Ranked[], lang: Language): Ranked | undefined {
  const sinceAsked = SINCE_WHEN[lang].test(question);
  if (!WHEN[lang].test(question) && !sinceAsked) return undefined;
  const keys = best.passage.keys;
  const text = best.passage.passage.text;
  // A passage nearly as good by the question's own words, else one meeting all of it by meaning
  // ("since when has the train run?" and "a railway followed in 1875").
  const near = (holds: (text: string) => boolean) =>
    nearlyAsGood(ranked, (r) => r !== best && holds(r.passage.passage.text)) ??
    ranked
      .slice(0, MEANING_RANK)
      .find((r) => r !== best && r.direct && r.coverage >= 0.84 && holds(r.passage.passage.text));
  const dateIn = (t: string) => DATE[lang].test(t) || hasYear(t);
  // "Wann sind die Lauberhornrennen?" asks when in the year it takes place, not the year it began.
  if (!sinceAsked && RECURRING_WHEN[lang].test(question) && YEAR.test(text) && !IN_THE_YEAR[lang].test(text))
    return near((t) => IN_THE_YEAR[lang].test(t));
  // "Since when does it run?" asks a year: "from May to October" is when in the year, not since when.
  const dated = sinceAsked
    ? hasYear(text)
    : dateIn(text) || ['#season', '!season', '!weekday'].some((k) => keys.has(k));
  if (dated) return undefined;
  return (sinceAsked ? near((t) => SINCE_YEAR[lang].test(t)) : undefined) ?? near(sinceAsked ? hasYear : dateIn);
}
