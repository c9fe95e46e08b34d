import { agree, countedInstead, nearlyAsGood, preciseDate } from './retrieval/answer-choice.js';
import type { ChatEngine, EngineAnswer, EngineInput } from './retrieval/engine-types.js';
import { bestCandidate, counted, datedInstead, flagAsked, withYesOrNo } from './retrieval/field-answers.js';
import { phraseTerm, queryOf } from './retrieval/follow-up.js';
import { allYearAgainstOnly, unstatedSuperlative } from './retrieval/claims.js';
import { manMadeAgainstNatural } from './retrieval/natural-claims.js';
import { otherHalf } from './retrieval/region-halves.js';
import { setAsideDeferrals } from './retrieval/deferrals.js';
import { definitionPassage } from './retrieval/definitions.js';
import { earlierAnswerPassage } from './retrieval/earlier-answer.js';
import { denial } from './retrieval/denials.js';
import { creatorPassage } from './retrieval/people.js';
import { firstAscentPassage } from './retrieval/first-ascent.js';
import { viewPassage } from './retrieval/views.js';
import { weekdayNote } from './retrieval/weekday-notes.js';
import { departurePassage } from './retrieval/departures.js';
import { namingPassage } from './retrieval/naming.js';
import { rolePassage } from './retrieval/roles.js';
import { grapesNamed, ownFood } from './retrieval/own-food.js';
import { cantonPremise, numberPremise } from './retrieval/premises.js';
import { indexOf, isUnknown, measureKey, strength } from './retrieval/index-knowledge.js';
import { asksDuration, otherSeasonOnly } from './retrieval/seasons.js';
import {
  countOfThingsAsked,
  measureAsked,
  SOFT_MEASURES,
  statesCount,
  statesMeasure,
} from './retrieval/measures-asked.js';
import type { Passage } from './knowledge.js';
import { sightsAnswer } from './retrieval/sights.js';
import { comparedMeasures } from './retrieval/comparisons.js';
import { ABSENT_TOPICS, questionConcepts } from './retrieval/lexicon.js';
import {
  HOW_MANY,
  HOW_MUCH,
  isYesNoQuestion,
  ONE_QUANTITY,
  QUANTITY,
  TIME_SPAN,
} from './retrieval/question-patterns.js';
import { WHY } from './retrieval/asked-kinds.js';
import { rank, type Ranked } from './retrieval/rank.js';
import { isOffPage, uncoveredRefusal } from './retrieval/refusals.js';
import { answered, INTENT_SECTIONS, overviewAnswer, refusal, sectionAnswer, wholeSection } from './retrieval/reply.js';
import { questionParts } from './retrieval/question-core.js';
import { asksOf, joinAnswers } from './retrieval/two-asks.js';

export type { ChatEngine, EngineAnswer, EngineInput } from './retrieval/engine-types.js';
export { queryOf } from './retrieval/follow-up.js';
export { rank, type Ranked } from './retrieval/rank.js';
export { INTENT_SECTIONS } from './retrieval/reply.js';

// A passage answers when it covers at least this share of the question's weighted terms.
const MIN_COVERAGE = 0.5;
// ... or 40 % of them, when that passage scores well above every other.
const CLEAR_WINNER_COVERAGE = 0.4;
// ... or 35 % when it leads by a fifth and the question has at most one word the page does not know.
const RELAXED_COVERAGE = 0.35;
const RELAXED_LEAD = 1.2;
// A candidate answering the question joins the best one when it scores at least this share of it.
const JOIN_SHARE = 0.6;

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

  answerNow(input: EngineInput): EngineAnswer {
    const whole = this.answerOne(input);
    if (input.intent || !whole.isFallback) return whole;
    // "How high is the dam and how many people worked on it?", refused as a whole: each ask on its own.
    const asks = asksOf(input.question, input.knowledge.lang);
    if (asks.length === 1) return whole;
    return (
      joinAnswers(
        asks.map((question) => this.answerOne({ ...input, question })),
        input.knowledge.lang,
      ) ?? whole
    );
  }

  private answerOne({ question: whole, knowledge, history = [], intent }: EngineInput): EngineAnswer {
    const index = indexOf(knowledge);
    const lang = knowledge.lang;
    if (intent) return sectionAnswer(index, INTENT_SECTIONS[intent]);
    // "We come with two children next week. How long is the walk?": the clause that asks is read as
    // the question; claims to check and requests to leave the data are read in the whole sentence.
    const question = questionParts(whole, index).ask;
    const asked = questionConcepts(question, lang);
    const query = queryOf(whole, index, history);
    // "When is the Zibelemärit?" on its own page: only the question word is left; it names the topic.
    if (!query.some((q) => q.factor === 1) && (history.length === 0 || query.length === 0))
      query.push(...asked.map(phraseTerm));
    const own = query.filter((q) => q.factor === 1);

    // "Open on Mondays?" and a page saying "usually closed on Mondays": that sentence answers.
    const weekday = weekdayNote(question, index);
    if (weekday) return answered([weekday], lang);
    // "In welchem Jahr war das?" after an answer naming the first ascent: that answer's year.
    const earlier = earlierAnswerPassage(question, own, history, index);
    // "And on what day exactly?": the day and month of that year, where the page gives them.
    if (earlier)
      return answered([preciseDate(question, earlier.passage, index.passages, lang) ?? earlier.passage], lang);
    // A topic our data never covers (prices, opening hours, wifi...): refuse, whatever else matches.
    const uncovered = uncoveredRefusal(question, index, query, asked);
    if (uncovered) return uncovered;
    // "C'est quoi un bisse ?": the passage that says what such a thing is.
    const defined = definitionPassage(question, index);
    if (defined) return answered([defined], lang);
    if (query.length === 0 && asked.length === 0) return overviewAnswer(knowledge, lang);
    // "Lugano is in Graubünden, right?", "founded in 1919?": a "No" and what our data says instead.
    const premise = cantonPremise(whole, knowledge, index) ?? numberPremise(whole, knowledge, index, query);
    if (premise) return answered(premise, lang);
    // "The highest mountain in Switzerland, right?": confirmed only where the page states it.
    const superlative = unstatedSuperlative(whole, index);
    if (superlative?.correction) return answered([superlative.correction], lang);
    if (superlative) return refusal(lang, superlative.close);
    // "It only runs in summer, right?" while the page says all year: "No" and that passage.
    const allYear = allYearAgainstOnly(whole, index, query);
    if (allYear) return answered([allYear], lang);
    // "A natural lake nobody altered, right?" while the page says it was dammed, "in the Upper
    // Engadine?" while it says Lower: "No" and the passage that says so.
    const altered = manMadeAgainstNatural(whole, index) ?? otherHalf(whole, knowledge.passages, lang);
    if (altered) return answered([altered], lang);

    // "Is it a UNESCO site?": the yes or no first, then what the page says about it.
    const flag = flagAsked(question, own, index);

    const ranked = rank(index, query, asked, QUANTITY[lang].test(question))
      .filter((r) => r.score > 0 && !r.passage.passage.flag)
      .sort((a, b) => b.score - a.score || b.coverage - a.coverage);
    if (isOffPage(whole, knowledge)) return refusal(lang, ranked[0]?.passage.passage);
    // "What is there to see?": the overview and the photo spots, not the passage naming the town.
    // "Which is higher, A or B?": the passage with the measure of each.
    const sights = sightsAnswer(question, own, asked, index) ?? comparedMeasures(question, own, index);
    if (sights) return answered(sights, lang);
    // "Who made it?": the passage naming the person who made it or did it first.
    const all = rank(index, query, asked);
    // "Who first climbed it?": the page's sentence on the first ascent, in whatever words.
    const ascent = firstAscentPassage(question, all, lang, index.subjectTerms);
    if (ascent) return answered([ascent], lang);
    // "What glacier can you see from the top?", "da dove si vede meglio?": the passage on the view.
    const view = viewPassage(question, all, lang);
    if (view) return answered([view], lang);
    // "Da dove parte la funivia?": the passage naming where it starts.
    const departure = departurePassage(question, all, lang);
    if (departure) return answered([departure], lang);
    const creator = creatorPassage(question, all, index, own);
    if (creator) return answered([creator.passage.passage], lang);
    // "Which philosopher came here?": the passage naming a person, though not by that word.
    const role = rolePassage(
      question,
      [...all].sort((a, b) => b.score - a.score),
      lang,
      index.subjectTerms,
    );
    if (role) return answered([role.passage.passage], lang);
    // "Come si chiama la centrale?": the passage that gives the thing its name.
    const named = namingPassage(question, ranked, own, lang);
    if (named) return answered([named.passage.passage], lang);
    // A clear winner may cover less of the question: the words it misses are usually phrasing
    // ("what's it called", "on the whole"); a topic we never cover was refused above.
    const [top, runnerUp] = ranked;
    // A question with at most one word the page does not know ("entrare", "warum") loses little
    // to it: a winner by a smaller margin still answers. Several unknown words (a volcano's last
    // eruption) ask about something the page does not cover.
    const unknownWords = own.filter((q) => isUnknown(q, index)).length;
    const [needCoverage, needLead] =
      unknownWords <= 1 ? [RELAXED_COVERAGE, RELAXED_LEAD] : [CLEAR_WINNER_COVERAGE, 1.5];
    // A runner-up meeting the same words of the question answers it as well: no lead is needed.
    const clearWinner =
      top &&
      top.coverage >= needCoverage &&
      (!runnerUp || top.score >= runnerUp.score * needLead || agree(top, runnerUp, own));
    const fits = ranked.filter((r) => (r.coverage >= MIN_COVERAGE || (clearWinner && r === top)) && r.direct);
    if (flag?.first && flag.passage) {
      const related = fits.filter((r) => r.passage.keys.has(`#${flag.concept}`)).slice(0, 1);
      return answered([flag.passage.passage, ...related.map((r) => r.passage.passage)], lang);
    }
    // "Can I drive there?" and "no road leads there": "No", from the passage that denies it.
    const denied = isYesNoQuestion(question, lang) ? denial(ranked, own, question, lang) : undefined;
    if (denied) return answered([denied], lang);
    // A quantity or a date asked ("since when does the funicular run?") is one fact, not a section.
    // "Can I go there by boat?" asks yes or no about one way, not for the whole section either.
    const section =
      ONE_QUANTITY[lang].test(question) || WHY[lang].test(question) || isYesNoQuestion(question, lang)
        ? undefined
        : wholeSection(own);
    const grapes = grapesNamed(question, own, index, ranked);
    if (grapes.length) return answered(grapes, lang);
    if (section?.section === 'food') {
      const lead = ownFood(index, ranked);
      const dishes = index.passages.filter((p) => p.passage.section === 'food').map((p) => p.passage);
      if (lead.length) return answered([...lead, ...dishes.slice(0, 2)], lang);
    }
    if (section && index.passages.some((p) => p.passage.section === section.section))
      return sectionAnswer(index, section);
    // A topic we rarely cover (a price, a rental) asked about: the answer must speak of it.
    const topics = own.filter((q) => q.concepts.some((c) => ABSENT_TOPICS.has(c)));
    const onTopic = (r: Ranked) => topics.every((q) => strength(q, r.passage) > 0);
    // "Can I camp?" and "check local rules before camping": no yes, only what is close.
    const { candidates, refuse } = setAsideDeferrals(question, fits.filter(onTopic), ranked, own, lang);
    if (refuse) return refusal(lang, refuse);
    const best = bestCandidate(candidates, own, question, lang);
    // "Is it listed by UNESCO?" asked in words the yes-or-no rule does not catch: the flag answers it.
    if (!best && flag?.passage) return answered([flag.passage.passage], lang);
    if (!best) return refusal(lang, ranked.find((r) => r.coverage > 0)?.passage.passage);
    // "How many…" is answered by a count: a passage without a number does not answer it.
    // A passage nearly as good that holds the count of the thing named answers instead.
    // "How many beds" asks a count of things: a height, a year or a date is no count of them.
    const countable = countOfThingsAsked(question, lang)
      ? (p: Passage) => statesCount(p, lang)
      : (p: Passage) => counted(p, lang);
    if (HOW_MANY[lang].test(question) && !countable(best.passage.passage)) {
      const instead = countedInstead(ranked, countable);
      if (instead) return answered([instead.passage.passage], lang);
      return refusal(lang, ranked.find((r) => countable(r.passage.passage))?.passage.passage);
    }
    // "How deep is it?", "how tall is the tower?": a passage stating the measure, else what is close.
    const measure = measureAsked(question, lang);
    if (measure && !statesMeasure(best.passage, measure, index)) {
      // A stated measure is rare on a page: one among the first five that meets the question answers.
      const states = (r: Ranked) => statesMeasure(r.passage, measure, index);
      // "Quanto è alta la cascata?" asks nothing but the measure: the best passage stating one answers.
      const onlyMeasure = own.every((q) => q.concepts.some((c) => c === measure) || q.term.startsWith('@'));
      const instead = nearlyAsGood(ranked, states, 5) ?? (onlyMeasure ? ranked.find(states) : undefined);
      if (instead) return answered([instead.passage.passage], lang);
      if (!SOFT_MEASURES.has(measure)) return refusal(lang, ranked.find(states)?.passage.passage);
    }
    // "How long does it take?" is answered by a time span in the passage itself, not by an
    // itinerary's name ("3-hour loop") or "a few minutes"; "how long is it" asks a length.
    const spans = (r: Ranked) => r.passage.keys.has(measureKey('duration'));
    if ((asksDuration(own) || TIME_SPAN[lang].test(question)) && !spans(best)) {
      const instead = nearlyAsGood(ranked, spans);
      if (instead) return answered([instead.passage.passage], lang);
      return refusal(lang, ranked.find(spans)?.passage.passage);
    }
    // "How much is the entrance fee?" is answered by an amount: "there is a fee" is what is close.
    if (
      HOW_MUCH[lang].test(question) &&
      own.some((q) => q.concepts.includes('price')) &&
      !/\d/.test(best.passage.passage.text)
    )
      return refusal(lang, best.passage.passage);
    // "When was it invented?" answered by a passage with no date: the one nearly as good that has it.
    const dated = datedInstead(question, best, ranked, lang);
    if (dated) return answered([dated.passage.passage], lang);
    // Passages nearly as good join after the best (the list items of one section, a second fact
    // in other words): up to two that also answer the question and score at least 60 % of it.
    const ownTerms = own.map((q) => q.term);
    // Besides the passages that fit, one of this place covering as much of the question as the
    // best (which may have won on less than half of it) answers as well.
    const asMuch = ranked.filter(
      (r) =>
        !candidates.includes(r) &&
        r.direct &&
        r.coverage >= best.coverage &&
        !r.passage.passage.general &&
        !r.passage.passage.flag,
    );
    const picked = [
      best,
      ...[...candidates, ...asMuch]
        .sort((a, b) => b.score - a.score)
        .filter((r) => r !== best)
        .slice(0, 2)
        // "In winter too?": a passage only about summer does not join, however close its score.
        .filter((r) => r.score >= best.score * JOIN_SHARE && !otherSeasonOnly(ownTerms, r.passage.keys, lang)),
    ].map((r) => r.passage.passage);
    // "Date of the battle?" answered with its year: the day and month of that year come with it.
    const date = preciseDate(question, best.passage.passage, index.passages, lang);
    if (date) picked.splice(1, 0, date);
    const unique = picked.filter((p, i, all) => all.findIndex((q) => q.text === p.text) === i);
    return answered(withYesOrNo(unique, best, question, lang, unknownWords > 0), lang);
  }
}
