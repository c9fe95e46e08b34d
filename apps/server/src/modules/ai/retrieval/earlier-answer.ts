import type { Turn } from '../sessions.js';
import { fold } from '../text.js';
import { isUnknown, strength, type IndexedPassage, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { hasYear, SINCE_WHEN, WHEN } from './field-answers.js';
import { measureAsked, statesMeasure } from './measures-asked.js';
import { DATE_ASKED } from './answer-choice.js';

/*
 * "Who first climbed the Weisshorn?" — "John Tyndall, in 1861 …" — "in welchem Jahr war das?":
 * a follow-up asking when, or how high, about what the previous answer said is answered by the
 * passage of that answer that holds the year or the measure, though the follow-up names nothing
 * of it ("das", "it", "ça"). A follow-up naming something the passage does not speak of asks
 * about something else ("and when was the church built?").
 */

// Terms that only say a date or a measure is asked ("Jahr", "year", "âge"): no topic of their own.
const ASKING_CONCEPTS = new Set(['year', 'built', 'height', 'depth', 'length', 'season', 'weekday', 'when']);

/** The passage of the previous answer that answers a follow-up asking its year or its measure. */
export function earlierAnswerPassage(
  question: string,
  own: QueryTerm[],
  history: Turn[],
  index: KnowledgeIndex,
): IndexedPassage | undefined {
  const previous = history.at(-1);
  if (!previous) return undefined;
  const lang = index.lang;
  const yearAsked = WHEN[lang].test(question) || SINCE_WHEN[lang].test(question) || DATE_ASKED[lang].test(question);
  const measure = yearAsked ? undefined : measureAsked(question, lang);
  if (!yearAsked && !measure) return undefined;
  const said = fold(previous.answer);
  const earlier = index.passages.filter((p) => said.includes(fold(p.passage.text)));
  const topics = own.filter(
    (q) => !q.term.startsWith('@') && !isUnknown(q, index) && !q.concepts.some((c) => ASKING_CONCEPTS.has(c)),
  );
  const holds = (p: IndexedPassage) =>
    (yearAsked ? hasYear(p.passage.text) : measure !== undefined && statesMeasure(p, measure, index)) &&
    topics.every((q) => strength(q, p) > 0);
  const told = earlier.find(holds);
  if (told || topics.length > 0) return told;
  // "Bis wohin kommt man?" — "…zum Mittelallalin" — "auf welcher Höhe ist das?": the passage that
  // gives the measure of a rare name the previous answer used (one few passages of the page name).
  const rare = new Set(earlier.flatMap((p) => [...p.keys].filter((k) => isRareName(k, index))));
  if (rare.size === 0) return undefined;
  const shared = (p: IndexedPassage) => [...p.keys].filter((k) => rare.has(k)).length;
  return index.passages
    .filter((p) => !p.passage.general && !earlier.includes(p) && holds(p) && shared(p) > 0)
    .sort((a, b) => shared(b) - shared(a))[0];
}

// A word of the page that is no concept key and stands in at most two passages: a name.
function isRareName(key: string, index: KnowledgeIndex): boolean {
  if (/^[#!~^@]/.test(key) || key.length < 5 || index.subjectTerms.has(key)) return false;
  return index.passages.filter((p) => p.keys.has(key)).length <= 2;
}
