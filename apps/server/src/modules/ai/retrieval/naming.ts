import type { Language } from '@swiss/contract';
import { term, words } from './analyzer.js';
import type { QueryTerm } from './index-knowledge.js';
import { NAME_ASKED } from './asked-kinds.js';
import type { Ranked } from './rank.js';

/*
 * "Come si chiama la centrale elettrica?", "What is the hairpin called?": the answer is the passage
 * that gives the thing asked its name ("la centrale di Hugschwendi", "the Belvédère hairpin"), though
 * another speaks more of electricity. Among the passages close to the top, the one where a word of
 * the question stands next to a capitalised name answers.
 */

// How close to the best score a naming passage must come.
const NEAR_TOP = 0.6;
// Words that may stand between a thing and its name ("tornante del Belvédère", "lac de Moiry").
const LINKS = new Set(
  'of the is von der des dem ist de du des la le les d est di del della dello dei degli il lo da al è'.split(' '),
);

const asksName = (question: string, lang: Language) =>
  new RegExp(NAME_ASKED[lang].source, NAME_ASKED[lang].flags.replace('g', '')).test(question);

/** A word of the question, in the passage, with a name right after it (or right before it, in English). */
function namesThing(text: string, own: QueryTerm[], lang: Language): boolean {
  const tokens = text.split(/[\s,;:()«»"]+/).filter(Boolean);
  const isName = (t: string | undefined) => t !== undefined && /^\p{Lu}\p{L}/u.test(t);
  return tokens.some((token, i) => {
    const [word] = words(token);
    if (!word || !own.some((q) => q.term === term(word, lang))) return false;
    let j = i + 1;
    while (j < tokens.length && j <= i + 3 && LINKS.has((tokens[j] ?? '').toLowerCase())) j++;
    const after = j > i + 1 || lang === 'de' ? isName(tokens[j]) : false;
    // "the Belvédère hairpin", "die Hugschwendi-Zentrale": the name before the noun.
    const before = lang === 'en' && i > 1 && isName(tokens[i - 1]);
    return after || before;
  });
}

/** For a question asking what something is called: the passage near the top that names it. */
export function namingPassage(
  question: string,
  ranked: Ranked[],
  own: QueryTerm[],
  lang: Language,
): Ranked | undefined {
  if (!asksName(question, lang) || own.length === 0) return undefined;
  const top = ranked[0];
  if (!top) return undefined;
  return ranked
    .filter((r) => r.direct && r.score >= top.score * NEAR_TOP && !r.passage.passage.general)
    .find((r) => namesThing(r.passage.passage.text, own, lang));
}
