import type { Language } from '@swiss/contract';
import type { Turn } from '../sessions.js';
import { isMisspeltQuestionWord, term, terms, words } from './analyzer.js';
import { splitUnknownCompound } from './compounds.js';
import { isUnknown, queryTerm, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { conceptsOf, type Concept } from './lexicon.js';
import { NAME_ASKED } from './asked-kinds.js';
import {
  COMING_WORDS,
  DURATION,
  HOW_MUCH,
  ROUGHLY,
  TIME_SPAN,
  UP_THERE,
  WATER_FROM,
  WATER_WORDS,
} from './question-patterns.js';
import { isSubject, questionParts } from './question-core.js';
import { CAR_FREE, GETTING_THERE } from './access-asks.js';
import { SINCE_WHEN } from './field-answers.js';

/*
 * The question as weighted search terms, and follow-ups ("and how high is it?") read with the
 * previous question of the session.
 */

// Terms carried over from the previous question weigh this much (the new words decide).
const CARRIED = 0.3;
// The words of a time-span phrase that would ask a length ("how long", "wie lange").
const SPAN_PHRASE_WORDS = 'long lange lang';
// "Why is it called that?", "warum heisst", "pourquoi ça s'appelle", "perché si chiama": the
// name's origin. The verb of calling is phrasing ("appelez la Rega" is no name).
const NAME_WHY: Record<Language, RegExp> = {
  en: /\bwhy (is|was) (it|this|the [\p{L}-]+) (called|named)\b|\bwhere does (the|its) name come from\b|\bwhat does (the|its) name mean\b|\bmeaning of (the|its) name\b|\bstory behind the name\b|\bwhy the name\b/iu,
  de: /\b(warum|wieso|weshalb) hei(ss|ß)t\b|\bwoher (kommt|stammt) (der|sein|ihr) name\b|\bwas bedeutet\b|\bwoher hat .{1,30} (seinen|ihren) namen\b/i,
  fr: /(?<![\p{L}])(pourquoi (ça |cela |on |elle |il |elles |ils )?(s['’]appellen?t?|l['’]appelle|appelle-t-on)|d['’]où vient (le|son) nom|que signifie|(ça|cela) veut dire quoi|que veut dire|veut dire quoi|signifie quoi)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(perché si chiama(no)?|da dove (viene|deriva) il nome|cosa significa|che cosa significa|(che )?cosa vuol dire|che vuol dire|perché ha questo nome)(?![\p{L}])/iu,
};
const CALLING_WORDS =
  'called call appelle appellent appelle-t-on chiama chiamano heisst heißt veut dire vuol story behind';

// "How old is it?", "wie alt", "quel âge", "quanti anni ha": a year or a century, whatever the noun.
const HOW_OLD: Record<Language, RegExp> = {
  en: /\bhow old\b/i,
  de: /\bwie alt\b/i,
  fr: /(?<![\p{L}])(quel âge|de quand date|date de quand)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(quanti anni ha|quanto è antic[oa])(?![\p{L}])/iu,
};
// Words of the scene a question sets ("we come with two children next week") weigh this much.
const SCENE = 0.5;

// The first word of a follow-up that leans on the previous question ("and in winter?").
const FOLLOW_UP_OPENERS = new Set([
  'and',
  'what',
  'how',
  'und',
  'et',
  'e',
  'ed',
  'also',
  'auch',
  'aussi',
  'anche',
  'quid',
]);

/** A term standing for a concept the question's phrasing names ("how much": a price). */
export const phraseTerm = (concept: Concept): QueryTerm => ({
  term: `@${concept}`,
  alternatives: [
    { key: `!${concept}`, strength: 1 },
    { key: `#${concept}`, strength: 0.7 },
  ],
  concepts: [concept],
  factor: 1,
});

/** The terms of a text; in German a compound the page never uses stands as its two parts the page does use. */
function withCompoundsSplit(text: string, index: KnowledgeIndex): string[] {
  const found = terms(text, index.lang);
  if (index.lang !== 'de') return found;
  const parts = new Map<string, string[]>();
  for (const word of words(text)) {
    const t = term(word, 'de');
    if (!t || index.vocabulary.has(t)) continue;
    const split = splitUnknownCompound(word, index.vocabulary);
    if (split) parts.set(t, split);
  }
  return found.flatMap((t) => parts.get(t) ?? [t]);
}

/** The text without question words typed in a hurry ("wich sea") the page never uses. */
function withoutMisspeltQuestionWords(text: string, index: KnowledgeIndex): string {
  return words(text)
    .filter((w) => {
      const t = term(w, index.lang);
      // A word of the concept lists ("tall", "alta") is a word, not a typo.
      return (
        !t || index.vocabulary.has(t) || conceptsOf(t, index.lang).length > 0 || !isMisspeltQuestionWord(w, index.lang)
      );
    })
    .join(' ');
}

/** The question as weighted terms, without the subject's own name; follow-ups borrow the previous question's terms. */
export function queryOf(question: string, index: KnowledgeIndex, history: Turn[] = []): QueryTerm[] {
  const clean = (text: string) =>
    withoutMisspeltQuestionWords(
      text
        .replace(UP_THERE[index.lang], ' ')
        .replace(NAME_ASKED[index.lang], ' ')
        .replace(CAR_FREE[index.lang], ' ')
        .replace(ROUGHLY[index.lang], ' '),
      index,
    );
  const { ask, scene } = questionParts(question, index);
  const own = withCompoundsSplit(clean(ask), index).filter((t) => !isSubject(t, index));
  // "How long does it take", "wie lange": "long" is the phrase asking a time span, not a length.
  const spanAsked = TIME_SPAN[index.lang].test(ask);
  const oldAsked = HOW_OLD[index.lang].test(ask);
  const nameWhy = NAME_WHY[index.lang].test(ask);
  const waterFrom = WATER_FROM[index.lang].test(ask);
  const phraseWords = spanAsked
    ? SPAN_PHRASE_WORDS
    : nameWhy
      ? CALLING_WORDS
      : waterFrom
        ? `${COMING_WORDS} ${WATER_WORDS}`
        : undefined;
  const phrase = phraseWords ? new Set(terms(phraseWords, index.lang)) : undefined;
  const query = own.filter((t) => !phrase?.has(t)).map((t) => queryTerm(t, index, 1));
  // The scene's words help pick the passage, but a passage need not cover them.
  for (const t of terms(clean(scene), index.lang))
    if (!isSubject(t, index) && !own.includes(t)) query.push(queryTerm(t, index, SCENE));
  // "How much is it": a price, whatever the noun.
  if (HOW_MUCH[index.lang].test(question)) query.push(phraseTerm('price'));
  // "How long does it take": a duration, though "long" alone is a length.
  if (DURATION[index.lang].test(ask)) query.push(phraseTerm('duration'));
  // "How do I get there?": the way there, though no word of it names a train or a bus (one that
  // does already asks for transport; a second term would pull in every passage naming a railway).
  const accessAsked = GETTING_THERE[index.lang].test(question) || question.search(CAR_FREE[index.lang]) >= 0;
  if (accessAsked && !query.some((q) => q.concepts.includes('transport'))) query.push(phraseTerm('transport'));
  if (oldAsked) query.push(phraseTerm('year'));
  if (nameWhy) query.push(phraseTerm('name'));
  // "Where does the water come from?": a passage on what feeds it, or one saying where it comes from.
  if (waterFrom) {
    const source = phraseTerm('flow');
    // In English "come" is in every other sentence ("come early"): there only the source words count.
    const coming = index.lang === 'en' ? [] : terms(COMING_WORDS, index.lang).map((key) => ({ key, strength: 0.9 }));
    query.push({ ...source, alternatives: [...source.alternatives, ...coming] });
  }
  // "Since when is Sprüngli on Paradeplatz?" naming nothing but the place: since it opened.
  // "Seit wann gibt es das Kloster?" on the abbey's page names the place by its kind: the same.
  if (own.every((t) => index.kindWordTerms.has(t)) && SINCE_WHEN[index.lang].test(ask)) {
    query.splice(0, query.length, ...query.filter((q) => !index.kindWordTerms.has(q.term)));
    query.push(phraseTerm('built'));
  }
  const previous = history.at(-1)?.question;
  const first = words(ask)[0] ?? '';
  if (!previous || !(own.length <= 2 || FOLLOW_UP_OPENERS.has(first))) return query;
  const carried = terms(questionParts(previous, index).ask, index.lang)
    .filter((t) => !isSubject(t, index) && !own.includes(t))
    .map((t) => queryTerm(t, index, CARRIED));
  // "and where does it end up?": words neither the page nor the concept lists know are phrasing;
  // the previous question says what is asked, so they do not stand in its way.
  const known = query.filter((q) => !isUnknown(q, index));
  return [...(known.length || carried.length === 0 ? query : known), ...carried];
}
