import type { Language } from '@swiss/contract';
import { evaluationKnowledge } from '../evaluation/evaluate.js';
import { GroundedEngine } from '../grounded-engine.js';
import type { Knowledge, Passage } from '../knowledge.js';

/** Helpers for the engine's unit tests: one engine, passages written in a test, questions asked with a history. */
const engine = new GroundedEngine();
const turns = (history: readonly string[]) => history.map((question) => ({ question, answer: '' }));

export const testPassage = (
  text: string,
  section: Passage['section'] = 'facts',
  cues: Passage['cues'] = [],
): Passage => ({
  text,
  section,
  cues,
  weight: 1,
});

/** A page of the given passages (all facts) about a test subject. */
export const testKnowledge = (lang: Language, texts: readonly string[], subject = 'Testsee'): Knowledge => ({
  lang,
  subject,
  overview: [],
  passages: texts.map((text) => testPassage(text)),
});

/** The grounded answer's text to a question about a page written in the test. */
export function askGrounded(knowledge: Knowledge, question: string, history: readonly string[] = []): string {
  return engine.answerNow({ question, language: knowledge.lang, knowledge, history: turns(history) }).text;
}

/** The grounded answer to a question about one of our places, as its page is in that language. */
export function askPlace(placeId: string, lang: Language, question: string, history: readonly string[] = []) {
  return engine.answerNow({
    question,
    language: lang,
    knowledge: evaluationKnowledge(placeId, lang),
    history: turns(history),
  });
}

/** The grounded answer's text to a follow-up after earlier turns with their answers as given. */
export function askAfter(
  knowledge: Knowledge,
  question: string,
  earlier: { question: string; answer: string }[],
): string {
  return engine.answerNow({ question, language: knowledge.lang, knowledge, history: earlier }).text;
}
