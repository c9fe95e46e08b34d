import type { Passage } from '../knowledge.js';
import { isGeneral, type KnowledgeIndex } from './index-knowledge.js';
import { HOW_MUCH } from './question-patterns.js';

/*
 * A price asked ("quel est le prix d'une tête de moine", "coûte combien aller-retour") is answered by
 * an amount of money the page states; a page that states none can only say what is close.
 */

// "CHF 25", "25 francs", "Fr. 12.50", "30 Franken", "10 franchi".
const AMOUNT =
  /(?<![\p{L}])(CHF|Fr\.|SFr\.?)\s?\d|\d[\d'’.,]*\s?(CHF|francs?|Franken|franchi|franco|Fr\.)(?![\p{L}])|\d\s?€/iu;

/** The page states an amount of money somewhere (not in general advice). */
const statesAmount = (index: KnowledgeIndex) =>
  index.passages.some((p) => !isGeneral(p.passage) && AMOUNT.test(p.passage.text));

/**
 * A price asked on a page that states no amount: the refusal's close passage (what the page says
 * about paying, if anything) or null; undefined when the question asks no price or the page has one.
 */
export function unstatedPrice(question: string, index: KnowledgeIndex): Passage | null | undefined {
  if (!HOW_MUCH[index.lang].test(question) || statesAmount(index)) return undefined;
  return index.passages.find((p) => !isGeneral(p.passage) && p.keys.has('#price'))?.passage ?? null;
}
