import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { isGeneral, type KnowledgeIndex } from './index-knowledge.js';
import { asksToConfirm } from './premises.js';
import { YES_NO } from './question-patterns.js';

/*
 * "Lake X is a natural lake nobody ever altered, isn't it?" while the page says it was dammed or
 * drained: "No", and the passage that says what people did to it.
 */

// The claim: natural, untouched.
const NATURAL: Record<Language, RegExp> = {
  en: /\b(natural|untouched|unaltered)\b/i,
  de: /(?<![\p{L}])(natürlich\w*|naturbelassen\w*|unberührt\w*)/iu,
  fr: /(?<![\p{L}])(naturel(le)?s?|intact[e]?s?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(natural[ei]|intatt[oaie])(?![\p{L}])/iu,
};

// What people built or changed: a dam, a reservoir, a lake lowered or raised.
const MAN_MADE: Record<Language, RegExp> = {
  en: /\b(dam|dams|dammed|reservoir|artificial|man-made|drained|lowered)\b/i,
  de: /(?<![\p{L}])(Staumauer\w*|Staudamm\w*|Damm|Dämme\w*|gestaut|aufgestaut|Stausee|künstlich\w*|abgesenkt)(?![\p{L}])/iu,
  fr: /(?<![\p{L}])(barrages?|digues?|retenue|artificiel(le)?s?|abaissée?|asséchée?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(dig(a|he)|sbarrament[oi]|artificial[ei]|abbassat[oa]|prosciugat[oa])(?![\p{L}])/iu,
};

const YEAR = /\b1\d{3}\b|\b20\d{2}\b/;

/** The "No" and the passage on what was built or changed, when the page has one and never calls it natural. */
export function manMadeAgainstNatural(question: string, index: KnowledgeIndex): Passage | undefined {
  const lang = index.lang;
  if (!asksToConfirm(question, lang) || !NATURAL[lang].test(question)) return undefined;
  const own = index.passages.map((p) => p.passage).filter((p) => !p.flag && !isGeneral(p));
  if (own.some((p) => NATURAL[lang].test(p.text))) return undefined;
  const changed = own.filter((p) => MAN_MADE[lang].test(p.text));
  // A dated change is the clearest evidence.
  const passage = changed.find((p) => YEAR.test(p.text)) ?? changed[0];
  return passage && { ...passage, text: `${YES_NO[lang].no}. ${passage.text}` };
}
