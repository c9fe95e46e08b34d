import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { bestFitting, type Ranked } from './rank.js';

/*
 * "Wer hat das Bietschhorn als Erster bestiegen?", "who first climbed it?": the page's sentence on
 * the first ascent answers, whatever words it uses ("gelang 1859 die Erstbesteigung"), before one
 * that only shares the question's words ("bei der ersten Eintragung").
 */

const ASKED: Record<Language, RegExp> = {
  en: /\bfirst (ascent|climbed|to climb|to reach the (summit|top))\b|\bclimbed (it )?first\b|\bwho (first )?climbed\b/i,
  de: /\berst(besteigung|begehung)\b|\b(als erste[rn]?|zuerst|erstmals)\b.*\b(bestieg\w*|besteigung|oben|gipfel|geschafft|durchstieg\w*)|\b(bestieg\w*|durchstieg\w*)\b.*\b(als erste[rn]?|zuerst|erstmals)\b/i,
  fr: /(?<![\p{L}])(première ascension|premiers? à (gravir|atteindre|monter)|gravi\w* en premier|qui a (gravi|conquis))(?![\p{L}])/iu,
  it: /(?<![\p{L}])(prima (salita|ascensione|scalata)|prim[oi] a (salire|scalare|raggiungere)|scalat\w* per prim[oi]|chi ha scalato|salit[oi] per prim[oi])(?![\p{L}])/iu,
};

const TOLD: Record<Language, RegExp> = {
  en: /\bfirst (ascent|climbed|to climb|reached)\b|\bclimbed (it )?first\b/i,
  de: /\bErst(besteigung|begehung)\b|\b(als Erste[rn]?|erstmals)\b.*\b(bestieg\w*|erreicht\w*|durchstieg\w*)\b|\bbestieg\w* .*\bals Erste[rn]?\b/i,
  fr: /(?<![\p{L}])(première ascension|gravi\w* pour la première fois|premiers? à (gravir|atteindre))(?![\p{L}])/iu,
  it: /(?<![\p{L}])(prima (salita|ascensione|scalata)|scalat\w* per la prima volta|prim[oi] a (salire|scalare|raggiungere))(?![\p{L}])/iu,
};

/** The passage telling the first ascent, best ranked, when the question asks who or when it was; else undefined. */
export function firstAscentPassage(question: string, ranked: Ranked[], lang: Language): Passage | undefined {
  if (!ASKED[lang].test(question)) return undefined;
  const told = (p: Passage) => !p.general && !p.flag && TOLD[lang].test(p.text);
  return bestFitting(ranked, (r) => told(r.passage.passage))?.passage.passage;
}
