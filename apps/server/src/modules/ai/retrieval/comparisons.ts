import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { terms } from './analyzer.js';
import { isUnknown, MEASURES, measureKey, queryTerm, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { rank } from './rank.js';

/*
 * "Which is higher, the top station or the summit?": each of the two things has its own passage
 * with its measure; the answer gives both, so the visitor can compare.
 */

const WHICH: Record<Language, RegExp> = {
  en: /\bwhich\b/i,
  de: /\bwelche[rsmn]?\b/i,
  fr: /(?<![\p{L}])(lequel|laquelle|quel(le)?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quale|qual)(?![\p{L}])/iu,
};
const OR: Record<Language, RegExp> = {
  en: /\s+or\s+/i,
  de: /\s+oder\s+/i,
  fr: /\s+ou\s+/i,
  it: /\s+o\s+/i,
};
// Where a named side ends: a comma, the question mark, a second question ("and by how much").
const SIDE_END: Record<Language, RegExp> = {
  en: /[,?;]|\s+and\s+/i,
  de: /[,?;]|\s+und\s+/i,
  fr: /[,?;]|\s+et\s+/i,
  it: /[,?;]|\s+e\s+/i,
};

/** The passages giving the measure asked of each of two things compared, when the page has both. */
export function comparedMeasures(question: string, own: QueryTerm[], index: KnowledgeIndex): Passage[] | undefined {
  const lang = index.lang;
  const measures = own.flatMap((q) => q.concepts).filter((c) => MEASURES.has(c) && c !== 'duration');
  if (measures.length === 0 || !WHICH[lang].test(question)) return undefined;
  const halves = question.split(OR[lang]);
  if (halves.length !== 2) return undefined;
  const left = (halves[0] ?? '').split(/[,:;]/).at(-1) ?? '';
  const right = (halves[1] ?? '').split(SIDE_END[lang])[0] ?? '';
  const holds = (p: Passage, keys: Set<string>) => measures.some((c) => keys.has(measureKey(c))) && /\d/.test(p.text);
  // Each side's best passage with a measure; the second side's is another passage than the first's.
  // Words the page does not know ("the actual summit") say nothing of which passage it is.
  const bestFor = (side: string, not?: Passage) => {
    const query = terms(side, lang)
      .map((t) => queryTerm(t, index, 1))
      .filter((q) => !isUnknown(q, index));
    if (query.length === 0) return undefined;
    const [best] = rank(index, query, [], true)
      .filter((r) => r.coverage >= 0.5 && !r.passage.passage.flag && r.passage.passage !== not)
      .filter((r) => holds(r.passage.passage, r.passage.keys))
      .sort((a, b) => b.score - a.score);
    return best?.passage.passage;
  };
  const a = bestFor(left);
  const b = a && bestFor(right, a);
  return a && b ? [a, b] : undefined;
}
