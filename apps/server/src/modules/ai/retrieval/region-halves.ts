import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { fold } from '../text.js';
import { isGeneral } from './index-knowledge.js';
import { asksToConfirm } from './premises.js';
import { YES_NO } from './question-patterns.js';

/*
 * "Scuol is in the Upper Engadine, right?" while the page says Lower Engadine: a region's upper and
 * lower half are two places. "No", and the passage that names the other half.
 */

// The upper and the lower half of a named region, with the name that follows (or, in German, is
// joined: "Oberengadin"; capitalised, as "oberhalb" is no region).
const HALVES: Record<Language, { upper: RegExp; lower: RegExp }> = {
  en: { upper: /\b[Uu]pper (\p{Lu}\p{L}+)/gu, lower: /\b[Ll]ower (\p{Lu}\p{L}+)/gu },
  de: { upper: /(?<![\p{L}])Ober(\p{Ll}{4,})/gu, lower: /(?<![\p{L}])Unter(\p{Ll}{4,})/gu },
  fr: { upper: /(?<![\p{L}])haute?-(\p{L}+)/giu, lower: /(?<![\p{L}])basse?-(\p{L}+)/giu },
  it: { upper: /(?<![\p{L}])[Aa]lt[oa] (\p{Lu}\p{L}+)/gu, lower: /(?<![\p{L}])[Bb]ass[oa] (\p{Lu}\p{L}+)/gu },
};

const namesOf = (text: string, pattern: RegExp) =>
  [...text.matchAll(new RegExp(pattern.source, pattern.flags))].map((m) => fold(m[1] ?? ''));
// One name in another case ("Engadin", "Engadins"; "Engadina", "Engadine" differ by a last letter).
const sameName = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)) && Math.abs(a.length - b.length) <= 2;
const namesAny = (names: string[], said: string[]) => names.some((n) => said.some((s) => sameName(n, s)));

/** "No" and the passage naming the other half of the region the question places the subject in. */
export function otherHalf(question: string, passages: Passage[], lang: Language): Passage | undefined {
  if (!asksToConfirm(question, lang)) return undefined;
  const { upper, lower } = HALVES[lang];
  const claims = [
    { said: namesOf(question, upper), other: lower, same: upper },
    { said: namesOf(question, lower), other: upper, same: lower },
  ];
  for (const { said, other, same } of claims) {
    if (said.length === 0) continue;
    const own = passages.filter((p) => !p.flag && !isGeneral(p));
    // The page names the asked half too: no correction.
    if (own.some((p) => namesAny(namesOf(p.text, same), said))) return undefined;
    const found = own.find((p) => namesAny(namesOf(p.text, other), said));
    if (found) return { ...found, text: `${YES_NO[lang].no}. ${found.text}` };
  }
  return undefined;
}
