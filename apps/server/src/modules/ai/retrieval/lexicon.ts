import type { Language } from '@swiss/contract';
import { terms, words } from './analyzer.js';
import { cantonWords } from './cantons.js';
import { CONCEPT_WORDS } from './concept-words.js';
import type { Concept, Lexicon } from './concepts.js';

/*
 * Concepts: words of one meaning in a language ("architect", "designed"; "année" and a year number).
 * A term carries its concepts, so a question and a passage that say the same thing in other words
 * still meet. Written as plain words; the analyzer stems them like every other text.
 */

export type { Concept } from './concepts.js';

// The cantons' names: "Is it in Graubünden?" asks where the place is.
const { en: EN, de: DE, fr: FR, it: IT } = CONCEPT_WORDS;
// Grape varieties grown in Switzerland name a wine in every language: a passage naming one
// ("the Johannisberg", "Blauburgunder") answers "which wine is it known for?".
export const GRAPES =
  'Chasselas Fendant Pinot Blauburgunder Blauburgunders Merlot Gamay Riesling Sylvaner Silvaner Johannisberg Arvine Humagne Cornalin Syrah Räuschling Completer Müller-Thurgau Heida Païen Amigne Dôle Malvoisie';
// What a market, a dairy or a confectioner sells is food too ("pralines", "salumi").
const PRODUCTS: Record<Language, string> = {
  en: 'chocolate chocolates praline pralines truffle truffles sausage sausages bread honey',
  de: 'Schokolade Pralinen Pralinés Truffes Trüffel Wurst Würste Brot Honig Fondue Raclette',
  fr: 'chocolat chocolats praliné pralinés truffes saucisse saucisses pain miel fondue raclette',
  it: 'cioccolato cioccolatini praline tartufi salumi salame pane miele formaggi fondue raclette',
};
const lexicon = (base: Lexicon, lang: Language): Lexicon => ({
  ...base,
  location: `${base.location} ${cantonWords(lang)}`,
  wine: `${base.wine} ${GRAPES}`,
  food: `${base.food} ${PRODUCTS[lang]}`,
});
const LEXICONS: Record<Language, Lexicon> = {
  en: lexicon(EN, 'en'),
  de: lexicon(DE, 'de'),
  fr: lexicon(FR, 'fr'),
  it: lexicon(IT, 'it'),
};

/** Topics our data does not cover: asked about and found in no passage, the question is refused. */
export const ABSENT_TOPICS: ReadonlySet<Concept> = new Set<Concept>([
  'price',
  'hours',
  'contact',
  'internet',
  'parking',
  'lodging',
  'weather',
  'people',
  'booking',
  'facilities',
  'accessibility',
  'money',
  'pets',
  'social',
  'discount',
  'shop',
  'dining',
]);

// Question words are stop words for retrieval, but they say what kind of answer is wanted.
const QUESTION_WORD_CONCEPTS: Concept[] = ['when', 'where'];

const conceptsByTerm = new Map<Language, Map<string, Concept[]>>();
const questionWords = new Map<Language, Map<string, Concept>>();

function index(lang: Language): Map<string, Concept[]> {
  let map = conceptsByTerm.get(lang);
  if (map) return map;
  map = new Map();
  const qw = new Map<string, Concept>();
  for (const [concept, list] of Object.entries(LEXICONS[lang]) as [Concept, string][]) {
    if (QUESTION_WORD_CONCEPTS.includes(concept)) {
      for (const w of words(list)) qw.set(w, concept);
      continue;
    }
    for (const t of terms(list, lang)) map.set(t, [...(map.get(t) ?? []), concept]);
  }
  conceptsByTerm.set(lang, map);
  questionWords.set(lang, qw);
  return map;
}

/** Every term the concept lists know, for recognising a misspelt one ("hieght"). */
export function lexiconTerms(lang: Language): Iterable<string> {
  return index(lang).keys();
}

/** The concepts a search term stands for (a year number stands for "year"). */
export function conceptsOf(term: string, lang: Language): Concept[] {
  const found = index(lang).get(term) ?? [];
  if (/^(1[0-9]{3}|20[0-9]{2})$/.test(term)) return [...found, 'year'];
  return found;
}

/** The question words of a text ("when", "wo", "où") as concepts. */
export function questionConcepts(text: string, lang: Language): Concept[] {
  index(lang);
  const map = questionWords.get(lang);
  if (!map) return [];
  return [...new Set(words(text).flatMap((w) => (map.has(w) ? [map.get(w) as Concept] : [])))];
}

/** The stemmed terms of one concept in a language (cues for passages built from a field). */
export function conceptTerms(concept: Concept, lang: Language): string[] {
  return terms(LEXICONS[lang][concept], lang);
}
