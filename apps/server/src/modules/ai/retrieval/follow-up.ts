import type { Turn } from '../sessions.js';
import { terms, words } from './analyzer.js';
import { isUnknown, queryTerm, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import type { Concept } from './lexicon.js';
import { DURATION, HOW_MUCH, UP_THERE } from './question-patterns.js';

/*
 * The question as weighted search terms, and follow-ups ("and how high is it?") read with the
 * previous question of the session.
 */

// Terms carried over from the previous question weigh this much (the new words decide).
const CARRIED = 0.3;

// The first word of a follow-up that leans on the previous question ("and in winter?").
const FOLLOW_UP_OPENERS = new Set([
  'and',
  'what',
  'how',
  'und',
  'et',
  'e',
  'ed',
  'also',
  'auch',
  'aussi',
  'anche',
  'quid',
]);

/** A term standing for a concept the question's phrasing names ("how much": a price). */
export const phraseTerm = (concept: Concept): QueryTerm => ({
  term: `@${concept}`,
  alternatives: [
    { key: `!${concept}`, strength: 1 },
    { key: `#${concept}`, strength: 0.7 },
  ],
  concepts: [concept],
  factor: 1,
});

// The subject's name, or a part of it: "Pass" in a question about the Berninapass, "See" for the Genfersee.
export function isSubject(term: string, index: KnowledgeIndex): boolean {
  if (index.subjectTerms.has(term)) return true;
  if (term.length < 3) return false;
  for (const s of index.subjectTerms)
    if (s.length > term.length + 2 && (s.endsWith(term) || s.startsWith(term))) return true;
  return false;
}

/** The question as weighted terms, without the subject's own name; follow-ups borrow the previous question's terms. */
export function queryOf(question: string, index: KnowledgeIndex, history: Turn[] = []): QueryTerm[] {
  const text = question.replace(UP_THERE[index.lang], ' ');
  const own = terms(text, index.lang).filter((t) => !isSubject(t, index));
  const query = own.map((t) => queryTerm(t, index, 1));
  // "How much is it": a price, whatever the noun.
  if (HOW_MUCH[index.lang].test(question)) query.push(phraseTerm('price'));
  // "How long does it take": a duration, though "long" alone is a length.
  if (DURATION[index.lang].test(question)) query.push(phraseTerm('duration'));
  const previous = history.at(-1)?.question;
  const first = words(question)[0] ?? '';
  if (!previous || !(own.length <= 2 || FOLLOW_UP_OPENERS.has(first))) return query;
  const carried = terms(previous, index.lang)
    .filter((t) => !isSubject(t, index) && !own.includes(t))
    .map((t) => queryTerm(t, index, CARRIED));
  // "and where does it end up?": words neither the page nor the concept lists know are phrasing;
  // the previous question says what is asked, so they do not stand in its way.
  const known = query.filter((q) => !isUnknown(q, index));
  return [...(known.length || carried.length === 0 ? query : known), ...carried];
}
