import type { Language } from '@swiss/contract';
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

// "Is entry free?", "l'entrée est payante ?", "si paga?": whether there is a fee at all.
const PAID_ASKED: Record<Language, RegExp> = {
  en: /\b(is (it|entry|admission|the entrance) free(?! of)|free (entry|admission)|(have|need) to pay|is there an? (fee|charge|entrance fee))\b/i,
  de: /\b(kostet (es|der eintritt) (etwas|was)|kostet (das |der )?eintritt|gratis|kostenlos|kostenpflichtig|(bezahlen|zahlen) muss|muss man (eintritt )?(bezahlen|zahlen)|eintritt frei)\b/i,
  fr: /(?<![\p{L}])(payante?s?|gratuite?s?|faut-il payer|doit-on payer|il faut payer)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(a pagamento|gratuit[oa]|gratis|si paga|bisogna pagare|ingresso libero)(?![\p{L}])/iu,
};
// "Free entry", "Eintritt frei", "gratuit", "gratuito": the page answers whether there is a fee.
const FREE =
  /\bfree (entry|admission|of charge)\b|\bfree\b.*\b(visit|enter)|eintritt frei|kostenlos|gratis|gratuit|ingresso libero/i;
// "With an entrance ticket", "Eintritt", "billet d'entrée", "biglietto d'ingresso": there is a fee.
const FEE =
  /\b(tickets?|admission|entrance fee|fees?|Eintritt\w*|Billett\w*|Gebühr\w*|kostenpflichtig|billets?|payante?|tarifs?|bigliett\w+|a pagamento)\b/iu;

/** The page states an amount of money somewhere (not in general advice). */
const statesAmount = (index: KnowledgeIndex) =>
  index.passages.some((p) => !isGeneral(p.passage) && AMOUNT.test(p.passage.text));

/**
 * A price asked on a page that states no amount: the refusal's close passage (what the page says
 * about paying, if anything) or null; undefined when the question asks no price or the page has one.
 */
export function unstatedPrice(question: string, index: KnowledgeIndex): Passage | null | undefined {
  const paidAsked = PAID_ASKED[index.lang].test(question);
  if (!(HOW_MUCH[index.lang].test(question) || paidAsked) || statesAmount(index)) return undefined;
  const says = (pattern: RegExp) => index.passages.some((p) => !isGeneral(p.passage) && pattern.test(p.passage.text));
  // "Free entry" answers "how much is it" too; a fee without an amount answers only whether one is paid.
  if (says(FREE) || (paidAsked && says(FEE))) return undefined;
  return index.passages.find((p) => !isGeneral(p.passage) && p.keys.has('#price'))?.passage ?? null;
}
