import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { names } from './people.js';
import { bestFitting, type Ranked } from './rank.js';

/*
 * "Wer hat das Bietschhorn als Erster bestiegen?", "who first climbed it?": the page's sentence on
 * the first ascent answers, whatever words it uses ("gelang 1859 die Erstbesteigung"), before one
 * that only shares the question's words ("bei der ersten Eintragung").
 */

const ASKED: Record<Language, RegExp> = {
  en: /\bfirst (ascent|climbed|to climb|to reach the (summit|top))\b|\bclimbed (it )?first\b|\bwho (first )?climbed\b|\bfirst (one|person|people|man) (up|on (the )?top|to the top)\b|\bwho (was|got) (up )?(there )?first\b/i,
  de: /\berst(besteigung|begehung)\b|\b(als ers+te[rns]?|zuerst|erstmals)\b.*\b(bestieg\w*|besteigung|oben|gipfel|geschaf+t|durchstieg\w*)|\b(bestieg\w*|durchstieg\w*|gipfel|oben)\b.*\b(als ers+te[rns]?|zuerst|erstmals)\b/i,
  fr: /(?<![\p{L}])(première ascension|premiers? à (être )?(gravir|atteindre|monter|monté|arrivé)|gravi\w* en premier|qui a (gravi|conquis)|premier.{0,30}(au sommet|là-haut))(?![\p{L}])/iu,
  it: /(?<![\p{L}])(prima (salita|ascensione|scalata)|prim[oi] a (salire|scalare|raggiungere|arrivare)|scalat\w* per prim[oi]|chi ha scalato|salit[oi] per prim[oi]|primo.{0,30}(in cima|in vetta|lassù))(?![\p{L}])/iu,
};

const TOLD: Record<Language, RegExp> = {
  en: /\bfirst (ascent|climbed|to climb|reached)\b|\bclimbed (it )?first\b/i,
  de: /\bErst(besteigung|begehung)\b|\b(als Erste[rn]?|erstmals)\b.*\b(bestieg\w*|erreicht\w*|durchstieg\w*)\b|\bbestieg\w* .*\bals Erste[rn]?\b/i,
  fr: /(?<![\p{L}])(première ascension|gravi\w* pour la première fois|premiers? à (gravir|atteindre))(?![\p{L}])/iu,
  it: /(?<![\p{L}])(prima (salita|ascensione|scalata)|scalat\w* per la prima volta|prim[oi] a (salire|scalare|raggiungere))(?![\p{L}])/iu,
};

// An ascent a named person made, first or not ("Vadian made a recorded ascent in 1518").
const ANY_ASCENT: Record<Language, RegExp> = {
  en: /\b(ascent|climbed)\b/i,
  de: /\b(bestieg\w*|Besteigung)\b/i,
  fr: /(?<![\p{L}])(ascension|gravi\w*)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(salita|ascensione|scalat\w*)(?![\p{L}])/iu,
};

/**
 * The passage telling the first ascent, best ranked, when the question asks who or when it was;
 * else the earliest ascent the page tells by a named person; else undefined.
 */
export function firstAscentPassage(
  question: string,
  ranked: Ranked[],
  lang: Language,
  subject: Set<string>,
): Passage | undefined {
  if (!ASKED[lang].test(question)) return undefined;
  const own = (p: Passage) => !p.general && !p.flag;
  const told = (p: Passage) => own(p) && TOLD[lang].test(p.text);
  const byName = (p: Passage) => own(p) && ANY_ASCENT[lang].test(p.text) && names(p.text, lang, subject).length > 0;
  return (bestFitting(ranked, (r) => told(r.passage.passage)) ?? bestFitting(ranked, (r) => byName(r.passage.passage)))
    ?.passage.passage;
}
