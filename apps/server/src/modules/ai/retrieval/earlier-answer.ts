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
  return earlier.find(
    (p) =>
      (yearAsked ? hasYear(p.passage.text) : measure && statesMeasure(p, measure, index)) &&
      topics.every((q) => strength(q, p) > 0),
  );
}
