import { AI_REPLY_MAX_WORDS, sanitizeAiText, type ChatIntent, type Language } from '@swiss/contract';
import type { Knowledge, Passage } from './knowledge.js';
import { terms, words } from './retrieval/analyzer.js';
import {
  cueKey,
  hasConcept,
  indexOf,
  isGeneral,
  literalStrength,
  MEASURES,
  measureKey,
  queryTerm,
  strength,
  type IndexedPassage,
  type KnowledgeIndex,
  type QueryTerm,
} from './retrieval/index-knowledge.js';
import { inventedPlaces } from './retrieval/grounding.js';
import { ABSENT_TOPICS, questionConcepts, type Concept } from './retrieval/lexicon.js';
import { fill, PHRASES, SECTION_NAMES, type SectionKey } from './retrieval/phrases.js';
import {
  CLOCK_TIME,
  DURATION,
  HAS_CLOCK_TIME,
  HOW_MANY,
  HOW_MUCH,
  INJECTION,
  NEGATION,
  NUMBER_WORDS,
  OPENING_HOURS,
  OPEN_ON_DAY,
  PICK_A_BUSINESS,
  QUANTITY,
  RIGHT_NOW,
  UP_THERE,
  WEATHER_NOW,
  YES_NO,
  isYesNoQuestion,
} from './retrieval/question-patterns.js';
import type { Turn } from './sessions.js';
import { UNKNOWN_ANSWER, wordCount } from './text.js';

export interface EngineInput {
  question: string;
  /** The reply language: the knowledge is in it too. */
  language: Language;
  knowledge: Knowledge;
  /** Earlier turns of the same session: follow-ups ("and how high is it?") are read with them. */
  history?: Turn[];
  /** A quick-ask chip: answer from that section of the page. */
  intent?: ChatIntent | undefined;
}

export interface EngineAnswer {
  text: string;
  /** The engine said it does not know, or a canned text stands in for an answer. */
  isFallback: boolean;
  sources: { title: string; url: string }[];
}

/** One interface for every engine: the grounded one here, an OpenAI-compatible one later. */
export interface ChatEngine {
  readonly name: string;
  answer(input: EngineInput): Promise<EngineAnswer>;
  /** Engines that produce text gradually report it as it grows; the others answer at once. */
  stream?(input: EngineInput, onText: (textSoFar: string) => void): Promise<EngineAnswer>;
}

// A passage answers when it covers at least this share of the question's weighted terms.
const MIN_COVERAGE = 0.5;
// A question term our data never uses weighs like a term found in half the passages: one stray
// word ("max", "exactly") must not sink an answer, but a question made of them is not answered.
const UNKNOWN_SHARE = 0.5;
// ... or 40 % of them, when that passage scores well above every other.
const CLEAR_WINNER_COVERAGE = 0.4;
// Terms carried over from the previous question weigh this much (the new words decide).
const CARRIED = 0.5;

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

// A passage answers a yes-or-no question outright only when it covers this much of it.
const YES_NO_COVERAGE = 0.75;
const NO_COVERAGE = 0.6;

// A question about a whole section ("What is the history of X?", "How do I get there?"): its
// words all name the topic of one section, so the section answers it, as its chip would.
const SECTION_OF_CONCEPT: Partial<Record<Concept, { section: SectionKey; prefer?: Concept }>> = {
  transport: { section: 'gettingThere' },
  station: { section: 'gettingThere' },
  season: { section: 'events', prefer: 'season' },
  history: { section: 'history' },
  sustainable: { section: 'sustainability' },
  photo: { section: 'photos' },
  festival: { section: 'events', prefer: 'festival' },
  food: { section: 'food' },
  etiquette: { section: 'etiquette' },
  safety: { section: 'safety' },
  itinerary: { section: 'itineraries' },
  nearby: { section: 'nearby' },
};

function wholeSection(own: QueryTerm[]): { section: SectionKey; prefer?: Concept } | undefined {
  if (own.length === 0 || own.length > 3) return undefined;
  const shared = Object.keys(SECTION_OF_CONCEPT).find((c) => own.every((q) => q.concepts.includes(c as Concept)));
  return shared ? SECTION_OF_CONCEPT[shared as Concept] : undefined;
}

/** The chip intents and the page section each answers from (events and best time share one). */
export const INTENT_SECTIONS: Record<ChatIntent, { section: SectionKey; prefer?: Concept }> = {
  gettingThere: { section: 'gettingThere' },
  bestTime: { section: 'events', prefer: 'season' },
  history: { section: 'history' },
  sustainable: { section: 'sustainability' },
  photos: { section: 'photos' },
  events: { section: 'events', prefer: 'festival' },
};

export interface Ranked {
  passage: IndexedPassage;
  score: number;
  coverage: number;
  /** It meets a question term itself (its word, a typo of it, the field it asks about), not only a related word. */
  direct: boolean;
  /** The share of the question it covers with the question's own words (no related word, no field). */
  exactCoverage: number;
}

const phraseTerm = (concept: Concept): QueryTerm => ({
  term: `@${concept}`,
  alternatives: [
    { key: `!${concept}`, strength: 1 },
    { key: `#${concept}`, strength: 0.7 },
  ],
  concepts: [concept],
  factor: 1,
});

// The subject's name, or a part of it: "Pass" in a question about the Berninapass, "See" for the Genfersee.
function isSubject(term: string, index: KnowledgeIndex): boolean {
  if (index.subjectTerms.has(term)) return true;
  if (term.length < 3) return false;
  for (const s of index.subjectTerms)
    if (s.length > term.length + 2 && (s.endsWith(term) || s.startsWith(term))) return true;
  return false;
}

// Concepts any number or any town name carries: matching only these is not matching the question.
const BROAD = new Set<Concept>(['year', 'when', 'where', 'location']);

/** A question word neither the page nor the concept lists know, nor anything spelt like it. */
const isUnknown = (q: QueryTerm, index: KnowledgeIndex) =>
  q.concepts.length === 0 && q.alternatives.length === 1 && !index.vocabulary.has(q.term);

/** The question as weighted terms, without the subject's own name; follow-ups borrow the previous question's terms. */
export function queryOf(question: string, index: KnowledgeIndex, history: Turn[] = []): QueryTerm[] {
  const text = question.replace(UP_THERE[index.lang], ' ');
  const own = terms(text, index.lang).filter((t) => !isSubject(t, index));
  const query = own.map((t) => queryTerm(t, index, 1));
  // "How much is it": a price, whatever the noun.
  if (HOW_MUCH[index.lang].test(question)) query.push(phraseTerm('price'));
  // "How long does it take": a duration, though "long" alone is a length.
  if (DURATION[index.lang].test(question)) query.push(phraseTerm('duration'));
  const previous = history.at(-1)?.question;
  const first = words(question)[0] ?? '';
  if (!previous || !(own.length <= 2 || FOLLOW_UP_OPENERS.has(first))) return query;
  const carried = terms(previous, index.lang)
    .filter((t) => !isSubject(t, index) && !own.includes(t))
    .map((t) => queryTerm(t, index, CARRIED));
  // "and where does it end up?": words neither the page nor the concept lists know are phrasing;
  // the previous question says what is asked, so they do not stand in its way.
  const known = query.filter((q) => !isUnknown(q, index));
  return [...(known.length || carried.length === 0 ? query : known), ...carried];
}

/** Every passage scored against the query: idf-weighted matches, and the share of the question it covers. */
export function rank(index: KnowledgeIndex, query: QueryTerm[], asked: Concept[], quantity = false): Ranked[] {
  const total = index.passages.length;
  const weights = query.map((q) => {
    const df = index.passages.filter((p) => strength(q, p) > 0).length;
    return Math.log(1 + total / Math.max(df, df === 0 ? total * UNKNOWN_SHARE : 0.5));
  });
  // The question's own word is rarer than its meaning: a passage that uses the word itself ("grapes")
  // scores by that rarity, above the many that only share the concept ("vineyard").
  const literalWeights = query.map((q, i) => {
    const df = index.passages.filter((p) => literalStrength(q, p) >= 0.8).length;
    return df ? Math.max(weights[i] ?? 0, Math.log(1 + total / df)) : (weights[i] ?? 0);
  });
  // Coverage is of the question's own terms; a bare follow-up ("und wann?") has only borrowed ones.
  const counts = (q: QueryTerm) => q.factor === 1 || !query.some((x) => x.factor === 1);
  const ownWeight = query.reduce((sum, q, i) => sum + (counts(q) ? (weights[i] ?? 0) : 0), 0);
  return index.passages.map((p) => {
    let score = 0;
    let covered = 0;
    let exact = 0;
    let direct = false;
    query.forEach((q, i) => {
      const s = strength(q, p);
      const w = weights[i] ?? 0;
      // A related word counts too (architect/designed), unless it is one any number or town carries;
      // for "how high", a measure in the passage ("60 m") answers the question.
      if (
        counts(q) &&
        (s >= 0.85 ||
          (s > 0 &&
            q.concepts.some((c) => (!BROAD.has(c) && p.keys.has(`#${c}`)) || (quantity && p.keys.has(`~${c}`)))))
      )
        direct = true;
      score += s * (literalStrength(q, p) >= 0.8 ? (literalWeights[i] ?? w) : w) * q.factor;
      // A match by meaning (a concept) covers the word almost as well as the word itself.
      if (counts(q)) covered += (s >= 0.85 ? 1 : s > 0 ? 0.85 : 0) * w;
      if (counts(q) && literalStrength(q, p) >= 0.8) exact += w;
    });
    // "When", "where": a passage about a time or a place fits such a question better.
    for (const c of asked) if (p.keys.has(`#${c}`) || (c === 'when' && p.keys.has('#year'))) score += 0.5;
    return {
      passage: p,
      score: score * p.passage.weight,
      coverage: ownWeight ? covered / ownWeight : 0,
      direct,
      exactCoverage: ownWeight ? exact / ownWeight : 0,
    };
  });
}

/** A reply of passages, each group under the name of its section; under the word limit. */
function compose(passages: Passage[], lang: Language, template = PHRASES[lang].from): string {
  const kept: Passage[] = [];
  const render = (list: Passage[]) => {
    const groups: { section: SectionKey | undefined; texts: string[] }[] = [];
    for (const p of list) {
      const last = groups.at(-1);
      const text = p.label ? `${p.label}: ${p.text}` : p.text;
      if (last && last.section === p.section) last.texts.push(text);
      else groups.push({ section: p.section, texts: [text] });
    }
    return groups
      .map((g) =>
        g.section
          ? fill(template, { section: SECTION_NAMES[lang][g.section], text: g.texts.join(' ') })
          : g.texts.join(' '),
      )
      .join(' ');
  };
  for (const p of passages) {
    if (wordCount(render([...kept, p])) >= AI_REPLY_MAX_WORDS) break;
    kept.push(p);
  }
  const text = kept.length
    ? render(kept)
    : render(passages.slice(0, 1))
        .split(/\s+/)
        .slice(0, AI_REPLY_MAX_WORDS - 1)
        .join(' ');
  return sanitizeAiText(text);
}

const sourcesOf = (passages: Passage[]) =>
  passages
    .flatMap((p) => (p.source ? [p.source] : []))
    .filter((s, i, all) => all.findIndex((x) => x.url === s.url) === i);

function answered(passages: Passage[], lang: Language): EngineAnswer {
  return { text: compose(passages, lang), isFallback: false, sources: sourcesOf(passages) };
}

/** "I don't have that", followed by what the data does say that is closest, when something is. */
function refusal(lang: Language, close: Passage | undefined): EngineAnswer {
  const unknown = UNKNOWN_ANSWER[lang];
  if (!close) return { text: unknown, isFallback: true, sources: [] };
  const said = close.section ? compose([close], lang, PHRASES[lang].close) : compose([close], lang);
  return { text: `${unknown} ${said}`, isFallback: true, sources: sourcesOf([close]) };
}

function sectionAnswer(
  index: KnowledgeIndex,
  { section, prefer }: { section: SectionKey; prefer?: Concept | undefined },
): EngineAnswer {
  const inSection = index.passages.filter((p) => p.passage.section === section);
  const preferred = prefer ? inSection.filter((p) => p.keys.has(`#${prefer}`)) : [];
  const ordered = [...preferred, ...inSection.filter((p) => !preferred.includes(p))].map((p) => p.passage);
  if (ordered.length === 0)
    return refusal(index.lang, index.passages.find((p) => p.passage.section === 'summary')?.passage);
  return answered(ordered.slice(0, 4), index.lang);
}

// For a topic we never cover, the closest thing the page does say.
function closeTo(index: KnowledgeIndex, concepts: Concept[]): Passage | undefined {
  // A passage about the topic (its field), else one that mentions it, never general advice.
  const own = index.passages.filter((p) => !isGeneral(p.passage));
  const find = (c: Concept) => (own.find((p) => p.keys.has(`!${c}`)) ?? own.find((p) => p.keys.has(`#${c}`)))?.passage;
  if (concepts.some((c) => c === 'hours' || c === 'weather')) return find('season');
  if (concepts.some((c) => c === 'parking' || c === 'lodging')) return find('transport');
  return undefined;
}

/**
 * The offline default: answers only with sentences from our own data that match the question, in
 * the reply language, under 100 words, naming the page section used; otherwise says it lacks the
 * information and what it does know that is close (never guesses).
 */
export class GroundedEngine implements ChatEngine {
  readonly name = 'grounded';

  answer(input: EngineInput): Promise<EngineAnswer> {
    return Promise.resolve(this.answerNow(input));
  }

  answerNow({ question, knowledge, history = [], intent }: EngineInput): EngineAnswer {
    const index = indexOf(knowledge);
    const lang = knowledge.lang;
    if (intent) return sectionAnswer(index, INTENT_SECTIONS[intent]);
    const asked = questionConcepts(question, lang);
    const query = queryOf(question, index, history);
    // "When is the Zibelemärit?" on its own page: only the question word is left; it names the topic.
    if (!query.some((q) => q.factor === 1) && (history.length === 0 || query.length === 0))
      query.push(...asked.map(phraseTerm));
    const own = query.filter((q) => q.factor === 1);

    // A topic our data never covers (prices, opening hours, wifi...): refuse, whatever else matches.
    const topical = index.passages.filter((p) => !isGeneral(p.passage));
    if (
      OPENING_HOURS[lang].test(question) ||
      OPEN_ON_DAY[lang].test(question) ||
      WEATHER_NOW[lang].test(question) ||
      RIGHT_NOW[lang].test(question) ||
      (CLOCK_TIME[lang].test(question) && !index.passages.some((p) => HAS_CLOCK_TIME.test(p.passage.text)))
    )
      return refusal(lang, closeTo(index, ['hours']));
    // Asked to pick one winery or restaurant: what the page says in general is the close thing.
    if (PICK_A_BUSINESS[lang].test(question)) return refusal(lang, rank(index, query, asked)[0]?.passage.passage);
    // "Ignore your instructions", "make one up", or another of our places: not answered from this
    // page, but what the page does say that is closest still helps (and corrects a false premise).
    const offPage =
      INJECTION[lang].test(question) || (knowledge.subject !== '' && inventedPlaces(question, knowledge).length > 0);
    for (const q of own) {
      const absent =
        q.concepts.length > 0 &&
        q.concepts.every((c) => ABSENT_TOPICS.has(c)) &&
        !index.ownVocabulary.has(q.term) &&
        // General advice (tipping, the budget day's fares) is no answer to what this ticket costs.
        !q.concepts.some((c) => hasConcept(index, c, topical));
      if (absent) return refusal(lang, closeTo(index, q.concepts));
    }

    if (query.length === 0 && asked.length === 0) {
      const overview = index.passages.filter((p) => p.passage.section === 'summary').map((p) => p.passage);
      if (overview.length) return answered(overview.slice(0, 2), lang);
      // The overview's lines are passages of their places (with their sources) where they can be.
      if (knowledge.overview.length)
        return answered(
          knowledge.overview.map(
            (text) => knowledge.passages.find((p) => p.text === text) ?? { text, cues: [], weight: 1 },
          ),
          lang,
        );
      return refusal(lang, undefined);
    }

    // "Is it a UNESCO site?": the yes or no first, then what the page says about it.
    // Only a yes-or-no question gets the flag first ("in which year was it listed?" wants the year).
    const flagAsked = own.flatMap((q) => q.concepts).find((c) => c === 'unesco' || c === 'protected');
    // A "why"/"when was it listed" question on a place the flag is false for gets the "no" too,
    // unless the page says something about it (a listed castle of the town, an intangible heritage).
    const flagPassage = flagAsked && index.passages.find((p) => p.passage.flag === flagAsked);
    const mentioned = flagAsked && index.passages.some((p) => !p.passage.flag && p.keys.has(`#${flagAsked}`));
    const flagFalse = flagPassage !== undefined && /^(No|Nein|Non)\b/.test(flagPassage.passage.text);
    const flag =
      flagPassage &&
      ((isYesNoQuestion(question, lang) && !own.some((q) => q.concepts.includes('year'))) || (flagFalse && !mentioned))
        ? flagPassage
        : undefined;

    const ranked = rank(index, query, asked, QUANTITY[lang].test(question))
      .filter((r) => r.score > 0 && !r.passage.passage.flag)
      .sort((a, b) => b.score - a.score || b.coverage - a.coverage);
    if (offPage) return refusal(lang, ranked[0]?.passage.passage);
    // A clear winner may cover less of the question: the words it misses are usually phrasing
    // ("what's it called", "on the whole"); a topic we never cover was refused above.
    const [top, runnerUp] = ranked;
    const clearWinner =
      top && top.coverage >= CLEAR_WINNER_COVERAGE && (!runnerUp || top.score >= runnerUp.score * 1.5);
    const yesNo = isYesNoQuestion(question, lang);
    const fits = ranked.filter((r) => (r.coverage >= MIN_COVERAGE || (clearWinner && r === top)) && r.direct);
    if (flag) {
      const related = fits.filter((r) => r.passage.keys.has(`#${flagAsked}`)).slice(0, 1);
      return answered([flag.passage, ...related.map((r) => r.passage.passage)], lang);
    }
    const section = wholeSection(own);
    if (section && index.passages.some((p) => p.passage.section === section.section))
      return sectionAnswer(index, section);
    // A topic we rarely cover (a price, a rental) asked about: the answer must speak of it.
    const topics = own.filter((q) => q.concepts.some((c) => ABSENT_TOPICS.has(c)));
    const onTopic = (r: Ranked) => topics.every((q) => strength(q, r.passage) > 0);
    const candidates = fits.filter(onTopic);
    // How high, how many, since when: a passage with a number, if one fits nearly as well.
    // A measure asked ("how steep", "how long does it take") wants a number in its unit (106 %, 45 min),
    // not the first number in sight (an altitude).
    const measures = own.flatMap((q) => q.concepts).filter((c) => MEASURES.has(c));
    const numbered = QUANTITY[lang].test(question)
      ? (candidates.find((r) =>
          measures.some((c) => r.passage.keys.has(cueKey(c)) && r.passage.keys.has(measureKey(c))),
        ) ??
        candidates.find((r) => measures.some((c) => r.passage.keys.has(measureKey(c)))) ??
        candidates.find((r) => /\d/.test(r.passage.passage.text) || NUMBER_WORDS[lang].test(r.passage.passage.text)))
      : undefined;
    const first = candidates[0];
    // The field about the measure asked (an elevation for "how high") answers it even well below the top.
    const isField = (r: Ranked) => measures.some((c) => r.passage.keys.has(cueKey(c)));
    const best =
      numbered && first && numbered.score >= first.score * (isField(numbered) ? 0.4 : 0.6) ? numbered : first;
    // "Is it listed by UNESCO?" asked in words the yes-or-no rule does not catch: the flag answers it.
    if (!best && flagPassage) return answered([flagPassage.passage], lang);
    if (!best) return refusal(lang, ranked.find((r) => r.coverage > 0)?.passage.passage);
    // "How many…" is answered by a count: a passage without a number does not answer it.
    const counted = (p: Passage) => /\d/.test(p.text) || NUMBER_WORDS[lang].test(p.text);
    if (HOW_MANY[lang].test(question) && !counted(best.passage.passage))
      return refusal(lang, ranked.find((r) => counted(r.passage.passage))?.passage.passage);
    // Passages nearly as good join (the list items of one section, a second fact), in page order.
    const picked = [
      best,
      ...candidates
        .filter((r) => r !== best)
        .slice(0, 2)
        .filter((r) => r.score >= best.score * 0.8),
    ].map((r) => r.passage.passage);
    const unique = picked.filter((p, i, all) => all.findIndex((q) => q.text === p.text) === i);
    // "Can I rent a motorboat?" asked and answered by one passage that covers the question: say yes
    // or no first, as the passage has it (a negation or a ban in it: no), then the passage itself.
    const [lead, ...rest] = unique;
    // A passage that denies or bans what is asked ("cars must be parked at the entrance") says no
    // with less of the question's words than a yes needs.
    const denies = lead !== undefined && NEGATION[lang].test(lead.text);
    if (lead && yesNo && best.exactCoverage >= (denies ? NO_COVERAGE : YES_NO_COVERAGE)) {
      const word = NEGATION[lang].test(lead.text) ? YES_NO[lang].no : YES_NO[lang].yes;
      return answered([{ ...lead, text: `${word}. ${lead.text}` }, ...rest], lang);
    }
    return answered(unique, lang);
  }
}
