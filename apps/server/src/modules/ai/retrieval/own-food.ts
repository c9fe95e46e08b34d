import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { isGeneral, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { GRAPES } from './lexicon.js';
import type { Ranked } from './rank.js';

/*
 * "Which wine is Chamoson known for?", "What can I eat there?": the page's food section lists the
 * specialities of the whole country (Chasselas: cellars in Vaud and Valais); a passage about the
 * place itself that names a wine, a grape or a dish ("known for the Johannisberg") is its answer,
 * so it leads and the section follows.
 */

// The own passages that lead, at most: the section still has to fit under the word limit.
const OWN_LEAD = 2;

/** The dishes the food section names ("Fondue au fromage (plat): …" names "fondue au fromage"). */
function dishNames(index: KnowledgeIndex): string[] {
  return index.passages
    .filter((p) => p.passage.section === 'food')
    .map(
      (p) =>
        p.passage.text
          .split(/\s*[(:]/u)[0]
          ?.trim()
          .toLowerCase() ?? '',
    )
    .flatMap((name) => [name, name.split(/\s+/u)[0] ?? ''])
    .filter((name) => name.length >= 4);
}

/** The place's own passages about its food or wine, best ranked first. */
export function ownFood(index: KnowledgeIndex, ranked: Ranked[]): Passage[] {
  const dishes = dishNames(index);
  const aboutFood = (r: Ranked) =>
    r.passage.keys.has('#food') ||
    r.passage.keys.has('#wine') ||
    dishes.some((d) => r.passage.passage.text.toLowerCase().includes(d));
  return ranked
    .filter((r) => !isGeneral(r.passage.passage) && !r.passage.passage.flag && aboutFood(r))
    .map((r) => r.passage.passage)
    .filter((p, i, all) => all.findIndex((q) => q.text === p.text) === i)
    .slice(0, OWN_LEAD);
}

// "Which wine", "was für Wein", "quels cépages": the question wants a kind named.
const WHICH: Record<Language, RegExp> = {
  en: /\b(which|what)\b/i,
  de: /\b(welche[rsnm]?|was für)\b/i,
  fr: /(?<![\p{L}])(quel|quels|quelle|quelles)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quale|quali|che|cosa|per quale)(?![\p{L}])/iu,
};
const GRAPE = new RegExp(`(?<![\\p{L}])(${GRAPES.split(' ').join('|')})`, 'iu');

/** "Which grapes grow around Twann?": the place's own passages that name a grape variety. */
export function grapesNamed(question: string, own: QueryTerm[], index: KnowledgeIndex, ranked: Ranked[]): Passage[] {
  if (!WHICH[index.lang].test(question) || !own.some((q) => q.concepts.includes('wine'))) return [];
  return ranked
    .filter((r) => !isGeneral(r.passage.passage) && !r.passage.passage.flag && GRAPE.test(r.passage.passage.text))
    .map((r) => r.passage.passage)
    .filter((p, i, all) => all.findIndex((q) => q.text === p.text) === i)
    .slice(0, OWN_LEAD);
}
