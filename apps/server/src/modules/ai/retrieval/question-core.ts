import { terms } from './analyzer.js';
import { isUnknown, queryTerm, type KnowledgeIndex } from './index-knowledge.js';
import { asSinceWhen } from './since-asks.js';

/*
 * A visitor's full sentence often sets the scene before it asks: "We are cycling over the Grimsel
 * next summer. How high is the Totensee?" The clause that asks decides what is asked; the scene's
 * words ("cycling", "summer") still help pick a passage, but must not count as part of the question
 * a passage has to cover.
 */

// Where one clause ends and the next begins: a sentence end after a word (not "St." or "1."),
// a dash between spaces, a colon or a semicolon (with the French space before it too).
const CLAUSE_END = /(?<=\p{Ll}{3}[.!])\s+(?=\p{Lu})|\s+[—–-]\s+|(?<=\p{L})\s?[:;]\s+|(?<=\?)\s+(?=\S)/u;

// The subject's name, or a part of it: "Pass" in a question about the Berninapass, "See" for the Genfersee.
export function isSubject(term: string, index: KnowledgeIndex): boolean {
  if (index.subjectTerms.has(term)) return true;
  if (term.length < 3) return false;
  for (const s of index.subjectTerms)
    if (!index.kindTerms.has(s) && s.length > term.length + 2 && (s.endsWith(term) || s.startsWith(term))) return true;
  return false;
}

export interface QuestionParts {
  /** The clauses that ask (with a question mark): the whole question when no clause does. */
  ask: string;
  /** The clauses that only tell who comes, when or why (no question mark); empty when none. */
  scene: string;
}

/**
 * The question's asking clauses apart from the scene around them. The scene stays part of the ask
 * when the asking clause names nothing the page knows ("…with the children: is it allowed?"), as
 * its words are then what is asked about.
 */
export function questionParts(whole: string, index: KnowledgeIndex): QuestionParts {
  // "How long has it been there?" asks since when.
  const question = asSinceWhen(whole, index.lang);
  const clauses = question
    .split(CLAUSE_END)
    .map((c) => c.trim())
    .filter(Boolean);
  const asking = clauses.filter((c) => c.includes('?'));
  if (asking.length === 0 || asking.length === clauses.length) return { ask: question, scene: '' };
  const ask = asking.join(' ');
  const known = terms(ask, index.lang).filter((t) => !isSubject(t, index) && !isUnknown(queryTerm(t, index, 1), index));
  if (known.length === 0) return { ask: question, scene: '' };
  return { ask, scene: clauses.filter((c) => !c.includes('?')).join(' ') };
}
