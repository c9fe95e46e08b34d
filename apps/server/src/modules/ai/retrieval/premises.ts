import type { Language } from '@swiss/contract';
import type { Knowledge, Passage } from '../knowledge.js';
import { fold } from '../text.js';
import { term, words } from './analyzer.js';
import { CANTON_NAMES, cantonsNamed, type Canton } from './cantons.js';
import { inventedNumbers } from './grounding.js';
import { literalStrength, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { fill, PHRASES } from './phrases.js';
import { isYesNoQuestion, YES_NO } from './question-patterns.js';
import { rank, type Ranked } from './rank.js';

/*
 * False premises: a question that states something our data contradicts ("Lugano is in Graubünden,
 * right?", "founded in 1919?") gets a "No" and the passage that says otherwise, never a "Yes".
 */

// A statement the visitor asks to confirm: a tag question ("…, right?", "…, oder?", "…, non ?").
const CONFIRM_TAG: Record<Language, RegExp> = {
  en: /\b(right|correct|true|isn't it|aren't they|wasn't it|didn't (he|she|it|they)|don't they|no)\s*\?/i,
  de: /\b(oder|richtig|stimmt('?s)?|nicht wahr|gell|ne)\s*\?/i,
  fr: /(?<![\p{L}])(non|n['’]est-ce pas|c['’]est ça|vrai|exact)\s*\?/iu,
  it: /(?<![\p{L}])(vero|giusto|no|corretto|esatto)\s*\?/iu,
};

/** The question asks to confirm a statement: a yes-or-no question or a tag question. */
export const asksToConfirm = (question: string, lang: Language) =>
  isYesNoQuestion(question, lang) || CONFIRM_TAG[lang].test(question);

// "in the canton of X", "im Kanton X", "nel cantone di X", "dans le canton de X", or "X" right after
// a verb of being somewhere and "in"/"im"/"dans"/"nel" ("Lugano is in Graubünden").
const CANTON_CLAIM =
  /(?:\b(?:canton|kanton|cantone|cantons)\s+(?:of\s+|de\s+|du\s+|des\s+|d'|di\s+|del\s+|dei\s+|della\s+|dell')?|\b(?:is|lies|located|situated|liegt|ist|befindet sich|est|trouve|situee?|e|trova|situat[oa])\s+(?:\S+\s+){0,2}?(?:in|im|dans|en|au|nel|nella|nei)\s+(?:the\s+|le\s+|la\s+|les\s+)?)$/;

/** The cantons a question says the place is in (named after "in the canton of", "is in"…). */
export function claimedCantons(question: string): Canton[] {
  const text = fold(question).replace(/[’`]/g, "'");
  return cantonsNamed(question).filter((code) => {
    const n = CANTON_NAMES[code];
    return [n.en, n.de, n.fr, n.it, ...(n.aliases ?? [])].some((name) => {
      const at = text.indexOf(fold(name));
      return at >= 0 && CANTON_CLAIM.test(text.slice(0, at));
    });
  });
}

/** The search terms of the few words before each stated number ("fondé en 1919": "fond"). */
function aboutNumber(question: string, numbers: string[], lang: Language): string[] {
  const list = words(question);
  return list.flatMap((w, i) =>
    numbers.includes(w) ? list.slice(Math.max(0, i - 3), i).flatMap((x) => term(x, lang) ?? []) : [],
  );
}

const withWord = (p: Passage, word: string): Passage => ({ ...p, text: `${word}. ${p.text}` });

/** "Lugano is in Graubünden, right?": "No." and where our data places it. */
export function cantonPremise(question: string, knowledge: Knowledge, index: KnowledgeIndex): Passage[] | undefined {
  const canton = knowledge.canton;
  if (!canton) return undefined;
  const claimed = claimedCantons(question).filter((c) => !cantonsNamed(knowledge.subject).includes(c));
  const where = index.passages.find((p) => p.passage.cues.includes('location'))?.passage;
  if (claimed.length === 0 || !where) return undefined;
  // A right canton confirms nothing: the question may state something else ("the smallest wine
  // region of Vaud"), so only a wrong one is answered here.
  return claimed.some((c) => c !== canton) ? [withWord(where, YES_NO[index.lang].no)] : undefined;
}

const YEAR = /^(1[0-9]{3}|20[0-9]{2})$/;
const YEAR_IN_TEXT = /(?<!\d)(1[0-9]{3}|20[0-9]{2})(?!\d)/;
const MEASURE_IN_TEXT = /\d+(?:['’ ]\d{3})*\s?(?:m|km|Meter|metri|mètres)\b/u;
// A number stated with its unit in the question ("3000 m", "80 km"): the unit after it.
const unitAfter = (question: string, n: string) =>
  new RegExp(`${n.replace(/\B(?=(\d{3})+$)/g, "['’ ,]?")}\\s?(m|km|metres?|meters?|mètres|metri|Meter)\\b`, 'iu').exec(
    question,
  )?.[1];

/**
 * "Cailler was founded in 1919, right?": a year or a measure the question states that our data
 * never has. The passage that best matches the rest of the question and holds a number of the same
 * kind (a year, a measure in metres) answers it, after a "No".
 */
export function numberPremise(
  question: string,
  knowledge: Knowledge,
  index: KnowledgeIndex,
  query: QueryTerm[],
): Passage[] | undefined {
  if (!asksToConfirm(question, index.lang)) return undefined;
  const stated = inventedNumbers(question, knowledge);
  const kinds = stated.flatMap((n) => (YEAR.test(n) ? ['year'] : unitAfter(question, n) ? ['measure'] : []));
  if (kinds.length === 0) return undefined;
  const rest = query.filter((q) => !stated.includes(q.term));
  const found = (p: Passage) =>
    kinds
      .map((k) => (k === 'year' ? YEAR_IN_TEXT.exec(p.text)?.[1] : MEASURE_IN_TEXT.exec(p.text)?.[0]))
      .find((v) => v !== undefined);
  // The words just before the stated number say what it is about ("founded in 1919"): a passage
  // meeting them comes first, then the field about what is asked (the founding year), then the score.
  const about = aboutNumber(question, stated, index.lang);
  const near = (r: Ranked) => Number(rest.some((q) => about.includes(q.term) && literalStrength(q, r.passage) > 0));
  const concepts = rest.flatMap((q) => q.concepts);
  const isField = (r: Ranked) => Number(r.passage.passage.cues.some((c) => concepts.includes(c)));
  const fitting = rank(index, rest, [], true).filter((r) => !r.passage.passage.flag && found(r.passage.passage));
  const [best] = [
    ...fitting
      .filter((r) => r.coverage > 0)
      .sort((a, b) => near(b) - near(a) || isField(b) - isField(a) || b.score - a.score),
    // "It's over 3000 m, right?": nothing else asked; a measure in metres is the place's elevation.
    ...(kinds.includes('measure') ? fitting.filter((r) => r.passage.passage.cues.includes('height')) : []),
  ];
  const value = best && found(best.passage.passage);
  if (!best || !value) return undefined;
  const passage = best.passage.passage;
  return [{ ...passage, text: `${fill(PHRASES[index.lang].premise, { value })} ${passage.text}` }];
}
