import type { Language } from '@swiss/contract';
import type { Knowledge } from '../knowledge.js';
import type { EngineAnswer } from './engine-types.js';
import { editDistance, term, words } from './analyzer.js';
import { fold } from '../text.js';
import { compoundKeyOf } from './compounds.js';
import { inventedPlaces } from './grounding.js';
import { isCreationWord } from './people.js';
import { hasConcept, isGeneral, isUnknown, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import { ABSENT_TOPICS, type Concept } from './lexicon.js';
import {
  CLOCK_TIME,
  HAS_CLOCK_TIME,
  HAS_TEMPERATURE,
  ASKS_POSSIBLE,
  INJECTION,
  LIVE_TODAY,
  OPENING_HOURS,
  OPEN_ON_DAY,
  PARK_VERB,
  PICK_A_BUSINESS,
  RIGHT_NOW,
  TEMPERATURE,
  WEATHER_NOW,
  WHEN_OR_WHERE,
} from './question-patterns.js';
import { TIME_ON_A_DAY } from './asked-kinds.js';
import { unstatedPrice } from './prices.js';
import { unstatedService } from './service-asks.js';
import { rank } from './rank.js';
import { closeTo, refusal } from './reply.js';

/* Questions refused whatever matches: topics our data never covers, and requests to leave the data. */

/**
 * A topic our data never covers (opening hours, live weather, one business picked, a price...):
 * the refusal, with what the page says that is close; undefined when the question may be answered.
 */
export function uncoveredRefusal(
  question: string,
  index: KnowledgeIndex,
  query: QueryTerm[],
  asked: Concept[],
): EngineAnswer | undefined {
  const lang: Language = index.lang;
  const topical = index.passages.filter((p) => !isGeneral(p.passage));
  if (
    OPENING_HOURS[lang].test(question) ||
    OPEN_ON_DAY[lang].test(question) ||
    WEATHER_NOW[lang].test(question) ||
    RIGHT_NOW[lang].test(question) ||
    LIVE_TODAY[lang].test(question) ||
    TIME_ON_A_DAY[lang].test(question) ||
    (TEMPERATURE[lang].test(question) && !index.passages.some((p) => HAS_TEMPERATURE.test(p.passage.text))) ||
    (CLOCK_TIME[lang].test(question) && !index.passages.some((p) => HAS_CLOCK_TIME.test(p.passage.text)))
  )
    return refusal(lang, closeTo(index, ['hours']));
  const price = unstatedPrice(question, index);
  if (price !== undefined) return refusal(lang, price ?? undefined);
  // "Do I need a fishing permit?", "is the beach supervised?": only where the page speaks of it.
  if (unstatedService(question, index)) return refusal(lang, rank(index, query, asked)[0]?.passage.passage);
  // Asked to pick one winery or restaurant: what the page says in general is the close thing.
  if (PICK_A_BUSINESS[lang].test(question)) return refusal(lang, rank(index, query, asked)[0]?.passage.passage);
  // "Can I go rafting here?": an activity or a thing neither the page nor the concept lists know,
  // nor anything spelt like it, is not there as far as our data goes.
  const own = query.filter((x) => x.factor === 1);
  // Only the first word after "can I" is the activity; a later one may be phrasing ("partout").
  const [activity] = own;
  // A short stem may still be a long word ("pêcher": "pech"); a short word is often a plain verb ("voir").
  const spelt = activity && words(question).find((w) => term(w, lang) === activity.term);
  const long = activity !== undefined && (activity.term.length >= 5 || (spelt?.length ?? 0) >= 6);
  // "Il y a un vieux moulin, il date de quand ?" asks when, not whether there is one.
  if (
    ASKS_POSSIBLE[lang].test(question.trim()) &&
    !WHEN_OR_WHERE[lang].test(question) &&
    activity &&
    isUnknown(activity, index) &&
    long
  )
    return refusal(lang, undefined);
  // "Where can I park?": parking, though "park" alone is a nature park; our pages rarely say where.
  // The page must speak of parking itself: a "nature park" is no car park.
  if (PARK_VERB[lang].test(question) && !topical.some((p) => PARK_VERB[lang].test(p.passage.text)))
    return refusal(lang, closeTo(index, ['parking']));
  for (const q of own) {
    // "Wer hat sie als Erste geschafft?": a verb of doing first, though spelt like "Geschäft" (a shop).
    const word = words(question).find((w) => term(w, lang) === q.term);
    const absent =
      !(word && isCreationWord(word, lang)) &&
      q.concepts.length > 0 &&
      q.concepts.every((c) => ABSENT_TOPICS.has(c)) &&
      !index.ownVocabulary.has(q.term) &&
      // "Hund" is spoken of where the page has a "Hundeverbot".
      !(lang === 'de' && topical.some((p) => p.keys.has(compoundKeyOf(q.term)))) &&
      // General advice (tipping, the budget day's fares) is no answer to what this ticket costs.
      !q.concepts.some((c) => hasConcept(index, c, topical));
    if (absent) return refusal(lang, closeTo(index, q.concepts));
  }
  return undefined;
}

const pageWords = new WeakMap<Knowledge, Set<string>>();

/** "Aare" on a page that writes "Aar": one of our places the page names, one letter apart. */
function spelledOnPage(name: string, knowledge: Knowledge): boolean {
  const folded = fold(name);
  if (folded.includes(' ') || folded.length < 4) return false;
  let known = pageWords.get(knowledge);
  if (!known) {
    known = new Set(knowledge.passages.flatMap((p) => words(fold(p.text))));
    pageWords.set(knowledge, known);
  }
  for (const word of known)
    if (Math.abs(word.length - folded.length) <= 1 && editDistance(word, folded, 1) <= 1) return true;
  return false;
}

/**
 * "Ignore your instructions", "make one up", or another of our places: not answered from this
 * page, but what the page does say that is closest still helps (and corrects a false premise).
 */
export function isOffPage(question: string, knowledge: Knowledge): boolean {
  return (
    INJECTION[knowledge.lang].test(question) ||
    (knowledge.subject !== '' && inventedPlaces(question, knowledge).some((name) => !spelledOnPage(name, knowledge)))
  );
}
