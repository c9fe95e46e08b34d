import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { term, words } from './analyzer.js';
import { isGeneral, type KnowledgeIndex } from './index-knowledge.js';

/*
 * "C'est quoi un bisse?", "What is a bisse?", "Was ist ein Suone?": the indefinite article asks what
 * such a thing is in general, not about this place. The passage that defines it ("Les bisses sont
 * des canaux d'irrigation…") answers, though the thing's word is also the place's name.
 */

const DEFINITION_ASKED: Record<Language, RegExp> = {
  en: /\bwhat(?: i|')s an? (\p{L}+)|\bwhat are (\p{L}+s)\b(?!\s+(?:there|called|made|in|on|at|near))/iu,
  de: /\bwas (?:ist|sind) (?:eine?|eigentlich eine?) (\p{L}+)/iu,
  fr: /(?<![\p{L}])(?:c['’]est quoi|qu['’]est-ce que c['’]est|qu['’]est-ce qu['’]) ?(?:une?|des) (\p{L}+)/iu,
  it: /(?<![\p{L}])(?:cos['’]è|che cos['’]è|cosa è|cosa sono|che cosa sono) (?:une?|un['’]|dei|degli|delle) ?(\p{L}+)/iu,
};

// A defining sentence: the thing, then "is" or "are" ("Les bisses sont des canaux").
const COPULA: Record<Language, string> = {
  en: 'is|are|was|were',
  de: 'ist|sind|war|waren',
  fr: 'est|sont|était|étaient',
  it: 'è|sono|era|erano',
};
const ARTICLES = /^(the|a|an|der|die|das|ein|eine|le|la|les|l|un|une|des|il|lo|i|gli|le|una)$/i;

// "Le nom Schreckhorn veut dire quoi ?", "what does the name mean": a name's meaning asked.
const MEANING_ASKED: Record<Language, RegExp> = {
  en: /\bname\b.*\bmeans?\b|\bmeaning of\b.*\bname\b|\bwhat does (\S+ ){1,3}mean\b/i,
  de: /\b(was bedeutet|bedeutung)\b.*\bname|\bname\b.*\bbedeutet\b/i,
  fr: /(?<![\p{L}])nom(?![\p{L}]).*(veut dire|signifie)|(que veut dire|que signifie|signification)(?![\p{L}])/iu,
  it: /(?<![\p{L}])nome(?![\p{L}]).*(significa|vuol dire)|(cosa significa|che cosa vuol dire|significato)(?![\p{L}])/iu,
};
// A gloss of the name: a quoted translation in brackets ("Schreckhorn (« pic de la terreur »)") or
// a verb of meaning.
const GLOSS: Record<Language, RegExp> = {
  en: /\(\s*[«"“'‘]|\b(means|meaning)\b/i,
  de: /\(\s*[«"“'‘„]|\b(bedeutet|Bedeutung)\b/i,
  fr: /\(\s*[«"“'‘]|(?<![\p{L}])(signifie|veut dire)(?![\p{L}])/iu,
  it: /\(\s*[«"“'‘]|(?<![\p{L}])(significa|vuol dire)(?![\p{L}])/iu,
};

/** The passage that glosses a name, for a question asking what a name means. */
function meaningPassage(question: string, index: KnowledgeIndex): Passage | undefined {
  if (!MEANING_ASKED[index.lang].test(question)) return undefined;
  return index.passages.map((p) => p.passage).find((p) => !isGeneral(p) && GLOSS[index.lang].test(p.text));
}

/**
 * The passage that says what the thing asked is, for a question asking what such a thing is, or
 * what a name means.
 */
export function definitionPassage(question: string, index: KnowledgeIndex): Passage | undefined {
  const lang = index.lang;
  const meaning = meaningPassage(question, index);
  if (meaning) return meaning;
  const match = DEFINITION_ASKED[lang].exec(question);
  const asked = match?.slice(1).find(Boolean);
  const thing = asked && term(asked, lang);
  if (!thing) return undefined;
  const copula = new RegExp(`^(${COPULA[lang]})$`, 'iu');
  return index.passages
    .map((p) => p.passage)
    .find((p) => {
      if (isGeneral(p)) return false;
      const [first, second, third] = p.text.split(/[\s’']+/);
      const [noun, verb] = first && ARTICLES.test(first) ? [second, third] : [first, second];
      const [word] = words(noun ?? '');
      return word !== undefined && term(word, lang) === thing && copula.test(verb ?? '');
    });
}
