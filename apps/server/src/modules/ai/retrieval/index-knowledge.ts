import type { Language } from '@swiss/contract';
import type { Knowledge, Passage } from '../knowledge.js';
import type { SectionKey } from './phrases.js';
import { editDistance, terms, typoAllowance } from './analyzer.js';
import { conceptsOf, lexiconTerms, type Concept } from './lexicon.js';
import { shapeKeys } from './passage-kinds.js';
import { compoundKeyOf, compoundKeys } from './compounds.js';
import { namesSeason, OTHER_SEASON_CONCEPT, OTHER_SEASON_CUE } from './seasons.js';

/** A passage's search keys: its terms, and "#concept" for every concept they or its field carry. */
export interface IndexedPassage {
  passage: Passage;
  keys: Set<string>;
}

export interface KnowledgeIndex {
  lang: Language;
  passages: IndexedPassage[];
  /** Every term of every passage, for typo and compound lookups. */
  vocabulary: Set<string>;
  /** The terms of the passages about this subject itself (not the general advice for its kind). */
  ownVocabulary: Set<string>;
  subjectTerms: Set<string>;
  /** Words for the subject's kind the page never uses ("montagna"): the subject, but only as whole words. */
  kindTerms: Set<string>;
  /** Every word for the subject's kind ("Kloster", "lake"), whether the page uses it or not. */
  kindWordTerms: Set<string>;
}

// A short form meets the long word it begins less surely than a typo its word.
const ABBREVIATION = 0.85;
export const conceptKey = (c: Concept) => `#${c}`;
// A part of a passage's German compound meets the question's word less surely than the word itself.
const COMPOUND_PART = 0.85;

/** Sections of general advice for the kind of place (tipping, the budget day), not about the place itself. */
export const GENERAL_SECTIONS = new Set<SectionKey | undefined>(['etiquette', 'safety', 'itineraries', 'food']);
export const isGeneral = (p: Passage) => p.general ?? GENERAL_SECTIONS.has(p.section);
export const cueKey = (c: Concept) => `!${c}`;
export const measureKey = (c: Concept) => `~${c}`;
// Units name no measure ("6 km" may be a length or a distance).
const UNIT_WORDS =
  /\b(km|m|metres?|meters?|mètres?|metri|Meter|kilometres?|kilometers?|kilomètres?|chilometri|Kilometer)\b/giu;
const LENGTH_MEASURES: Concept[] = ['height', 'depth', 'length', 'distance'];
export const MEASURES = new Set<Concept>(['height', 'depth', 'length', 'distance', 'area', 'steep', 'duration']);
// A time span in any of the four languages ("45 Minuten", "2 h 30", "tre ore").
const DURATION_UNIT =
  /\d\s?(h|min|minutes?|hours?|hrs?|Std|Stunden?|Minuten|heures?|ore|ora|minuti)(?=$|[^\p{L}])|\b(one|two|three|four|five|an?) hours?\b|\b(eine[r]?|zwei|drei|vier|fünf) Stunden?\b|\d\s?(Geh|Fuss|Fahr|Wander)minuten\b|\b(une|deux|trois|quatre|cinq) heures?\b|(?<![\p{L}])(due|tre|quattro|cinque) ore\b|\b(one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five) minutes\b|\b(eine|zwei|drei|vier|fünf|zehn|fünfzehn|zwanzig|dreissig|dreißig|vierzig) Minuten\b|\b(une|deux|trois|quatre|cinq|dix|quinze|vingt|trente|quarante) minutes\b|(?<![\p{L}])(un|due|tre|quattro|cinque|dieci|quindici|venti|trenta|quaranta) minuti\b|\b(day|full-day|half-day)[- ](hike|walk|trip|tour|excursion)\b|\bTages(wanderung|tour|ausflug)|\bhalf an hour\b|\bhalbe[n]? Stunde\b|\bdemi-heure\b|(?<![\p{L}])(un|mezz)['’]ora\b/iu;

// Knowledge is built once per catalog version and asked many times: index it once.
const indexes = new WeakMap<Knowledge, KnowledgeIndex>();

export function indexOf(knowledge: Knowledge): KnowledgeIndex {
  let index = indexes.get(knowledge);
  if (!index) {
    const lang = knowledge.lang;
    const vocabulary = new Set<string>();
    const ownVocabulary = new Set<string>();
    const subjectTerms = new Set(terms(knowledge.subject, lang));
    const passages = knowledge.passages.map((passage) => {
      const general = isGeneral(passage);
      const keys = new Set<string>();
      // An itinerary's name ("Family-friendly", "Budget day") is searched with it.
      for (const t of terms(passage.label ? `${passage.label} ${passage.text}` : passage.text, lang)) {
        keys.add(t);
        vocabulary.add(t);
        if (!general) ownVocabulary.add(t);
        for (const c of conceptsOf(t, lang)) keys.add(conceptKey(c));
        // A German compound means what its last part means: "Gehminuten" are minutes.
        if (lang === 'de') for (const c of compoundConcepts(t)) keys.add(conceptKey(c));
      }
      // "Brienzersee" is a lake, "Naturzentrum" a centre about nature: its parts meet a question's words.
      if (lang === 'de') for (const key of compoundKeys(passage.text, subjectTerms)) keys.add(key);
      // A measure ("60 m", "3 km") answers how high, deep or long, whatever word the text uses.
      // Kept apart ("~"): a bare number is a weaker sign than a word for what is measured.
      // A passage that names a height or a depth ("Tiefe", "altitude") is not the other's answer:
      // an elevation is no depth.
      if (/\d\s?(m|km|metres?|meters?|mètres?|metri|Meter)\b/u.test(passage.text)) {
        const words = terms(passage.text.replace(UNIT_WORDS, ' '), lang).flatMap((t) => conceptsOf(t, lang));
        // Only height and depth exclude each other; a length or a distance may be either's number.
        const vertical = (['height', 'depth'] as const).filter((c) => words.includes(c));
        for (const c of LENGTH_MEASURES)
          if (vertical.length === 0 || !(c === 'height' || c === 'depth') || vertical.includes(c))
            keys.add(measureKey(c));
      }
      if (/\d\s?(km²|km2|ha|hectares?|Hektaren|ettari)(?=$|[^\p{L}])/u.test(passage.text)) keys.add(measureKey('area'));
      if (/\d\s?(%|percent|per cent|Prozent|pour cent|per cento)/iu.test(passage.text)) keys.add(measureKey('steep'));
      if (DURATION_UNIT.test(passage.text)) keys.add(measureKey('duration'));
      for (const key of shapeKeys(passage.text, lang)) keys.add(key);
      // The field a passage comes from is what it is about: a stronger match than a word in passing.
      for (const c of passage.cues) {
        keys.add(conceptKey(c));
        keys.add(cueKey(c));
      }
      return { passage, keys };
    });
    // "Quanto è alta la montagna?" on a page that never says "montagna": the word names the subject.
    const kindWordTerms = new Set(terms(knowledge.kindWords ?? '', lang));
    const kindTerms = new Set([...kindWordTerms].filter((t) => !ownVocabulary.has(t)));
    for (const t of kindTerms) subjectTerms.add(t);
    index = { lang, passages, vocabulary, ownVocabulary, subjectTerms, kindTerms, kindWordTerms };
    indexes.set(knowledge, index);
  }
  return index;
}

function compoundConcepts(term: string): Concept[] {
  if (conceptsOf(term, 'de').length || term.length < 8) return [];
  for (let start = 3; start <= term.length - 4; start += 1) {
    const found = conceptsOf(term.slice(start), 'de');
    if (found.length) return found;
  }
  return [];
}

// Two stems of one word the stemmer left apart ("familial", "famill"): a long shared beginning.
function sharePrefix(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 5) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= 5 && common >= shorter - 1;
}

/** One way a question term can meet a passage, and how much that meeting is worth. */
export interface Alternative {
  key: string;
  strength: number;
}

export interface QueryTerm {
  term: string;
  alternatives: Alternative[];
  concepts: Concept[];
  /** 1 for the question's own terms, less for terms carried over from the previous question. */
  factor: number;
}

/** A question term and what it may match: itself, a near spelling in the data, its German compounds, its concepts. */
export function queryTerm(term: string, index: KnowledgeIndex, factor: number): QueryTerm {
  const alternatives: Alternative[] = [{ key: term, strength: 1 }];
  // Long words of the page this term begins ("funi" of "funiculaire"), gathered in the same pass.
  const longer: string[] = [];
  if (!index.vocabulary.has(term)) {
    const allowance = typoAllowance(term);
    for (const word of index.vocabulary) {
      if (word.length >= Math.max(term.length + 4, term.length * 2.5) && word.startsWith(term)) longer.push(word);
      // A typo rarely hits the first letter; requiring it keeps "wann" from meeting "wand".
      if (allowance && word[0] === term[0] && editDistance(term, word, allowance) <= allowance)
        alternatives.push({ key: word, strength: 0.9 });
      else if (sharePrefix(term, word)) alternatives.push({ key: word, strength: 0.85 });
      // German compounds: "Seetiefe" holds "tief", "Gletscherzunge" ends in "zunge".
      else if (
        index.lang === 'de' &&
        Math.min(term.length, word.length) >= 5 &&
        (word.includes(term) || term.includes(word))
      )
        alternatives.push({ key: word, strength: 0.8 });
    }
  }
  // A short form the page never uses ("le funi", "la télé"): the one or two long words of the page
  // it begins. Not in German, where a long word beginning with a short one is a compound of it.
  if (
    index.lang !== 'de' &&
    !index.vocabulary.has(term) &&
    term.length >= 3 &&
    alternatives.length === 1 &&
    !conceptsOf(term, index.lang).length
  ) {
    if (longer.length > 0 && longer.length <= 2)
      for (const key of longer) alternatives.push({ key, strength: ABBREVIATION });
  }
  // A misspelt word the page never uses may still be a word of the concept lists ("hieght").
  if (alternatives.length === 1 && conceptsOf(term, index.lang).length === 0) {
    const allowance = typoAllowance(term);
    if (allowance)
      for (const word of lexiconTerms(index.lang))
        if (word[0] === term[0] && editDistance(term, word, allowance) <= allowance)
          alternatives.push({ key: word, strength: 0.9 });
  }
  // "Welche Seen": a lake named by a compound ("Brienzersee") is one, though less surely than the word.
  const compound = index.lang === 'de' ? compoundKeyOf(term) : undefined;
  if (compound && index.passages.some((p) => p.keys.has(compound)))
    alternatives.push({ key: compound, strength: COMPOUND_PART });
  const concepts = [
    ...new Set([
      ...conceptsOf(term, index.lang),
      // A misspelling means what the word it stands for means; a part of a compound need not, nor
      // does a word the concept lists know itself ("progettato" is no typo of "protetto").
      ...(conceptsOf(term, index.lang).length
        ? []
        : alternatives
            .filter((a) => a.strength >= 0.85 && a.key !== term)
            .flatMap((a) => conceptsOf(a.key, index.lang))),
    ]),
  ];
  // "In winter?" is not answered by a passage about summer: the concept alone weighs less.
  const season = namesSeason(term, index.lang);
  for (const c of concepts) {
    const other = season && c === 'season';
    alternatives.push({ key: cueKey(c), strength: other ? OTHER_SEASON_CUE : 1 });
    alternatives.push({ key: conceptKey(c), strength: other ? OTHER_SEASON_CONCEPT : 0.7 });
    if (MEASURES.has(c)) alternatives.push({ key: measureKey(c), strength: 0.6 });
  }
  return { term, alternatives, concepts, factor };
}

/** How strongly a query term meets a passage (0 when not at all). */
export function strength(q: QueryTerm, p: IndexedPassage): number {
  let best = 0;
  for (const a of q.alternatives) if (a.strength > best && p.keys.has(a.key)) best = a.strength;
  return best;
}

/** How strongly the query term's own word (its spelling, a typo, a compound part) is in the passage, not a related one. */
export function literalStrength(q: QueryTerm, p: IndexedPassage): number {
  let best = 0;
  for (const a of q.alternatives)
    if (a.strength > best && !/^[!#~]/.test(a.key) && p.keys.has(a.key)) best = a.strength;
  return best;
}

export function hasConcept(index: KnowledgeIndex, concept: Concept, among = index.passages): boolean {
  return among.some((p) => p.keys.has(conceptKey(concept)));
}

/** A question word neither the page nor the concept lists know, nor anything spelt like it. */
export const isUnknown = (q: QueryTerm, index: KnowledgeIndex) =>
  q.concepts.length === 0 && q.alternatives.length === 1 && !index.vocabulary.has(q.term);
