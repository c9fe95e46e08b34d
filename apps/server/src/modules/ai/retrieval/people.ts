import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { fold } from '../text.js';
import { term } from './analyzer.js';
import { strength, type KnowledgeIndex, type QueryTerm } from './index-knowledge.js';
import type { Ranked } from './rank.js';

/*
 * "Who built it?", "Wer hat sie als Erste durchstiegen?": the answer is a person's name. A passage
 * that names someone ("Mario Botta", "by the Dukes of Zähringen") next to a verb of making or of
 * doing first ("designed", "erfunden", "opera di") answers before one that holds only a year.
 */

export const WHO: Record<Language, RegExp> = {
  en: /\bwho(m|se)?\b/i,
  de: /\bwer\b|\bvon wem\b/i,
  fr: /^\s*(et\s+)?(c['’]est\s+)?qui\b|\bpar qui\b|\bc['’]est qui\b/i,
  it: /^\s*(e\s+)?chi\b|\bda chi\b|\bdi chi\b/i,
};

// Making something or being the first to do it: the verbs that tie a person to a place.
const CREATION: Record<Language, RegExp> = {
  en: /\b(built|build|founded|found|designed|design|invented|invent|created|create|made|make|came up|succeeded|discovered|carved|painted|established|introduced|completed|climbed|ascent|first|by (the )?(artist|architect|sculptor|painter|engineer))\b/gi,
  de: /(gebaut|erbaut|baute|gemacht|machte|stammt|gegründet|gründete|entworfen|entwarf|erfunden|erfand|geschaffen|schuf|eingeführt|führte|entdeckt|vollendet|durchstieg\w*|bestieg\w*|geschaf+t|erstmals|als erste|des (Künstlers|Bildhauers|Architekten|Malers|Ingenieurs))/gi,
  fr: /(construit\w*|réussi\w*|fondée?|fonda|conçue?|conçut|inventée?|inventa|créée?|créa|découvert\w*|sculpté\w*|introdui\w*|achevé\w*|gravi\w*|première ascension|œuvre de|de l['’](artiste|architecte|ingénieur)|du (sculpteur|peintre))/gi,
  it: /(costruit\w|fondat\w|fondò|progettat\w|progettò|inventat\w|inventò|creat\w|creò|scopert\w|scolpit\w|introdott\w|completat\w|opera di|opera dell['’]\w+|dell['’](artista|architetto|ingegnere)|dello scultore|edifici\w* di|fatt\w|scalat\w|prima ascensione)/gi,
};

// "by the Dukes of Zähringen", "von Zähringen", "par Gustave Eiffel", "da Mario Botta" (not "di":
// "porta di Berna" names a town).
const AGENT: Record<Language, RegExp> = {
  en: /^(by)$/i,
  de: /^(von|durch)$/i,
  fr: /^(par)$/i,
  it: /^(da)$/i,
};
const ARTICLE = /^(the|den|dem|der|die|le|la|les|l['’]\S+|il|lo|i|gli)$/i;
const GERMAN_ARTICLE = /^(vom|von|dem|der|des|den|die|das|zum|beim|einem|eines|ein|eine)$/i;
// A hyphenated first name ("Jean-Jacques") is one capitalised word.
const CAPITAL = /^\p{Lu}[\p{Ll}'’]+(-\p{Lu}?[\p{Ll}'’]+)*[.,;:]?$/u;
// How far a name may stand from the verb ("Heinrich Höhn created", "designed by Bertel Thorvaldsen").
const NEAR = 5;

const clean = (word: string) => word.replace(/[.,;:]$/, '');

// First names that begin a person's three-word name ("Joseph Anton Koch", "Johann Wolfgang Goethe").
const FIRST_NAMES = new Set(
  (
    'joseph johann johannes anton jean jacques pierre louis guillaume henri charles karl carl hans heinrich ' +
    'wilhelm friedrich caspar joachim giovanni giuseppe john william thomas ferdinand albert alexander arthur'
  ).split(' '),
);

// People our pages name by one word, as everyone does ("Goethe described the falls"): a person,
// though one capitalised word is usually a place. Folded, in each language's spelling.
const KNOWN_BY_ONE_NAME = new Set(
  (
    'goethe rousseau byron twain napoleon napoleone paracelsus suvorov suworow souvorov nietzsche charlemagne ' +
    'schiller holbein zwingli calvin calvino erasme erasmus erasmo einstein spyri chaplin segantini klee whymper ' +
    'tyndall agassiz kirchner botta corbusier holmes'
  ).split(' '),
);

/** Names in a text (a word index and the name): two capitalised words, or one after "by"/"von"/"par"/"da". */
export function names(text: string, lang: Language, subject: Set<string>): { at: number; name: string }[] {
  const words = text.split(/\s+/);
  const capital = (i: number) => i >= 0 && i < words.length && CAPITAL.test(words[i] ?? '');
  // The subject's own name, an article or a stop word at the start of a sentence is no person.
  const stop = (i: number) => term(clean(words[i] ?? ''), lang) === null;
  // A family name may be the subject's ("Richard Sprüngli" of Confiserie Sprüngli), a first word not.
  const plain = (i: number) => {
    const w = fold(clean(words[i] ?? ''));
    return subject.has(w) || [...subject].some((s) => w.startsWith(s)) || stop(i);
  };
  // German capitalises nouns: "vom Bildhauer Richard Kissling" is a noun, then the name.
  const nounBefore = (i: number) => lang === 'de' && GERMAN_ARTICLE.test(words[i - 2] ?? '');
  const found: { at: number; name: string }[] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    // Three capitalised words from a first name ("Joseph Anton Koch"): a person, not a club.
    if (
      FIRST_NAMES.has(fold(words[i] ?? '')) &&
      capital(i) &&
      capital(i + 1) &&
      capital(i + 2) &&
      !capital(i + 3) &&
      !(i > 0 && capital(i - 1) && !nounBefore(i))
    )
      found.push({ at: i, name: `${words[i]} ${words[i + 1]} ${clean(words[i + 2] ?? '')}` });
    // Two capitalised words, not part of a longer run ("Swiss Alpine Club" is no person).
    if (
      capital(i) &&
      capital(i + 1) &&
      !/[.,;:]$/.test(words[i] ?? '') &&
      !(i > 1 && capital(i - 1) && !nounBefore(i)) &&
      !capital(i + 2) &&
      !plain(i) &&
      !stop(i + 1)
    )
      found.push({ at: i, name: `${words[i]} ${clean(words[i + 1] ?? '')}` });
    const one = fold(clean(words[i] ?? '').replace(/['’]s$/, ''));
    if (KNOWN_BY_ONE_NAME.has(one) && !plain(i) && !found.some((f) => f.at === i || f.at === i - 1))
      found.push({ at: i, name: clean(words[i] ?? '') });
    if (AGENT[lang].test(words[i] ?? '')) {
      const j = ARTICLE.test(words[i + 1] ?? '') ? i + 2 : i + 1;
      // A run of three capitalised words is an organisation ("by the Swiss Alpine Club").
      if (capital(j) && !plain(j) && !(capital(j + 1) && capital(j + 2)))
        found.push({ at: j, name: clean(words[j] ?? '') });
    }
  }
  return found;
}

/** A word of a verb of making ("geschafft"): never a misspelt topic word ("Geschäft"). */
export const isCreationWord = (word: string, lang: Language) =>
  new RegExp(`^${CREATION[lang].source}$`, 'iu').test(word);

/** The word index of every verb of making in a text. */
function creationAt(text: string, lang: Language): number[] {
  return [...text.matchAll(CREATION[lang])].map((m) => text.slice(0, m.index).split(/\s+/).length - 1);
}

/** How near a name stands to a verb of making in a passage (words apart), or undefined without one. */
export function creatorDistance(p: Passage, lang: Language, subject: Set<string>): number | undefined {
  const verbs = creationAt(p.text, lang);
  const distances = names(p.text, lang, subject).flatMap((n) => verbs.map((v) => Math.abs(v - n.at)));
  const nearest = Math.min(...distances);
  return nearest <= NEAR ? nearest : undefined;
}

/**
 * "Who made the lion monument?": the passage of this place that names the person who made it or
 * did it first, best matching the question; undefined when the question is no such "who".
 */
export function creatorPassage(
  question: string,
  ranked: Ranked[],
  index: KnowledgeIndex,
  own: QueryTerm[] = [],
): Ranked | undefined {
  const lang = index.lang;
  if (!WHO[lang].test(question) || [...question.matchAll(CREATION[lang])].length === 0) return undefined;
  // The thing asked about is what the question says besides its verb of making ("came up", "als Erster").
  const making = new Set(
    [...question.matchAll(CREATION[lang])].flatMap((m) => m[0].split(/\s+/).flatMap((w) => term(w, lang) ?? [])),
  );
  const things = own.filter((q) => !q.term.startsWith('@') && !making.has(q.term) && !isCreationWord(q.term, lang));
  const ofTheThing = (r: Ranked) => things.some((q) => strength(q, r.passage) > 0);
  // Of the passages matching the question about as well as the best, the name nearest its verb
  // ("Heinrich Höhn created").
  const named = ranked.flatMap((r) => {
    const p = r.passage.passage;
    const distance = p.general || p.flag ? undefined : creatorDistance(p, lang, index.subjectTerms);
    return distance === undefined ? [] : [{ r, distance }];
  });
  const top = Math.max(...named.map((n) => n.r.score));
  // Those that speak of the thing asked about come first ("the fork", not a foundation Nestlé created);
  // none may, when the page calls it otherwise ("la chiesa": la cappella).
  const about = (n: { r: Ranked }) => (things.length && ofTheThing(n.r) ? 0 : 1);
  return named
    .filter((n) => n.r.score >= top * 0.5)
    .sort((a, b) => about(a) - about(b) || a.distance - b.distance || b.r.score - a.r.score)[0]?.r;
}
