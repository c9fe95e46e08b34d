import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { terms } from './analyzer.js';
import type { Concept } from './lexicon.js';
import { isUnknown, strength, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';

/*
 * "What is there to see in St-Ursanne?", "e cosa vedo lì?": a question for the place's highlights.
 * Its other words name only the place, so no passage matches them better than the station's name;
 * the page's overview and its photo spots are what there is to see.
 */

const SIGHTS: Record<Language, RegExp> = {
  en: /\b(to see|worth seeing|worth a visit|sights|sightseeing|can (i|we|you|one) see|is there to do)\b/i,
  de: /\b(was|welche\w*)\b.{0,30}\b(sehen|sieht|besichtigen|anschauen|ansehen)\b|\bsehenswert|\bsehenswürdigkeit/i,
  fr: /(?<![\p{L}])(à voir|à visiter|vaut le détour)(?![\p{L}])|(?<![\p{L}])(que|quoi|qu['’])(?![\p{L}])[^?]{0,25}(?<![\p{L}])(voir|visiter|voit)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(da vedere|da visitare)(?![\p{L}])|(?<![\p{L}])(cosa|che|cos['’]è)[^?]{0,25}(?<![\p{L}])(vedo|vede|vedere|vediamo|visitare)(?![\p{L}])/iu,
};

// Concepts any place name carries ("St." is a canton's abbreviation too).
const PLACE_CONCEPTS = new Set(['location', 'where']);

/** The overview and the photo spots, for a question asking what there is to see; undefined otherwise. */
export function sightsAnswer(
  question: string,
  own: QueryTerm[],
  asked: readonly Concept[],
  index: KnowledgeIndex,
): Passage[] | undefined {
  const lang = index.lang;
  const match = SIGHTS[lang].exec(question);
  // "Where can I see…", "when is it best to visit": a place or a time is asked, not the highlights.
  if (!match || asked.length > 0) return undefined;
  const summary = index.passages.filter((p) => p.passage.section === 'summary');
  const photos = index.passages.filter((p) => p.passage.section === 'photos');
  if (summary.length === 0) return undefined;
  const verbs = new Set(terms(match[0], lang));
  // Every other word names the place or is not known to the page: a topic word ("animals") asks more.
  const placeOnly = own.every(
    (q) =>
      verbs.has(q.term) ||
      isUnknown(q, index) ||
      index.subjectTerms.has(q.term) ||
      (q.concepts.length > 0 && q.concepts.every((c) => PLACE_CONCEPTS.has(c))) ||
      summary.some((p) => strength(q, p) > 0),
  );
  if (!placeOnly) return undefined;
  return [...summary.slice(0, 1), ...photos.slice(0, 2)].map((p) => p.passage);
}
