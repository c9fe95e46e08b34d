import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { bestFitting, type Ranked } from './rank.js';

/*
 * Views: "what glacier can you see from the top?", "on voit quel pays depuis le sommet ?" ask what
 * the view holds (a passage saying what is seen, not a photo spot's caption); "da dove si vede meglio
 * il Piz Palü?", "von wo sieht man ihn am besten?" ask where to see it from (a photo spot answers too).
 */

const WHAT_IS_SEEN: Record<Language, RegExp> = {
  en: /\bwhat\b.*\b(can|do) (you|u|i|we|one) see\b|\bwhat (is|are) (visible|in view)\b|\bwhat does the view\b/i,
  de: /\b(was|welche[nrs]?)\b.*\b(sieht man|sehen wir|kann man sehen|ist zu sehen|sind zu sehen)\b/i,
  fr: /(?<![\p{L}])(que voit-on|qu['’]est-ce qu['’]on voit|on voit quoi|on voit quel\w*|quel\w* .*voit-on|que peut-on voir)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(cosa si vede|che cosa si vede|quali? .*si vedono|quale .*si vede|cosa si può vedere)(?![\p{L}])/iu,
};
const SEEN_FROM: Record<Language, RegExp> = {
  en: /\b(from )?where (is|are|can) (it|they|you|i|we|one)\b.*\bsee(n)?\b|\bbest (place|spot|view) (to see|of)\b/i,
  de: /\bvon wo (aus )?(sieht|sehe|hat) man\b|\bwo sieht man\b.*\b(am besten|gut)\b|\bbeste[rn]? (blick|aussicht) auf\b/i,
  fr: /(?<![\p{L}])(d['’]où (voit-on|peut-on voir|on voit|la voir|le voir)|meilleur(e)? (vue|endroit pour voir))(?![\p{L}])/iu,
  it: /(?<![\p{L}])(da dove si vede|da dove (lo|la) si vede|dove si vede meglio|miglior(e)? (vista|punto) (su|per vedere))(?![\p{L}])/iu,
};
// A passage that says what is seen: "views of", "Blick auf", "vue sur", "vista su", "overlooks".
const VIEW_WORDS =
  /\b(views?|overlook\w*|looks? (out )?(over|onto|across)|panoram\w*|Blick\w*|Aussicht\w*|sieht|vue\w*|voit|vista\w*|si vede|si vedono)\b/iu;

/** The passage that answers a view question (what is seen, or where from), best ranked; else undefined. */
export function viewPassage(question: string, ranked: Ranked[], lang: Language): Passage | undefined {
  const what = WHAT_IS_SEEN[lang].test(question);
  const from = !what && SEEN_FROM[lang].test(question);
  if (!what && !from) return undefined;
  const fits = (p: Passage) =>
    !p.general &&
    !p.flag &&
    (what ? p.section !== 'photos' && VIEW_WORDS.test(p.text) : p.section === 'photos' || VIEW_WORDS.test(p.text));
  return bestFitting(ranked, (r) => r.score > 0 && fits(r.passage.passage))?.passage.passage;
}
