import { LANGUAGES, type Language } from '@swiss/contract';
import { stopwords as en } from '@orama/stopwords/english';
import { stopwords as fr } from '@orama/stopwords/french';
import { stopwords as de } from '@orama/stopwords/german';
import { stopwords as it } from '@orama/stopwords/italian';
import { detectAll } from 'tinyld';
import { CONCEPT_WORDS } from './concept-words.js';

const ONLY = [...LANGUAGES];
// The detector's score below which its pick says nothing about the question's language.
const MIN_ACCURACY = 0.2;
const isLanguage = (lang: string): lang is Language => (LANGUAGES as readonly string[]).includes(lang);

// Function words that belong to one language only ("the", "und", "les", "della"): place names in a
// question ("What is the bridge at Lavertezzo called?") fool a character model, these do not.
// Question words and verbs Orama's lists lack ("comment", "depuis", "wann", "quando"): without them
// "comment y aller depuis Locarno" had one function word, the German "aller". With French "aller"
// listed too, it says nothing either way.
const ALSO: Record<Language, string[]> = {
  en: [],
  // Swiss German too: "was isch de Monte Verità gsi?" is German, whatever "de" means in French.
  de: [
    'wann',
    'warum',
    'wieso',
    'weshalb',
    'wieviel',
    'viele',
    'gibt',
    'isch',
    'gsi',
    'hät',
    'chunnt',
    'gits',
    'öppis',
    'nöd',
    'nid',
    'scho',
  ],
  fr: [
    'comment',
    'depuis',
    'jusqu',
    'pourquoi',
    'combien',
    'quand',
    'où',
    'peut',
    'faut',
    'doit',
    'là',
    'ça',
    'chez',
    'vers',
    'aussi',
    'voir',
    'fait',
    'aller',
  ],
  it: ['quando', 'qual', 'cosa', 'può'],
};
const LISTS: Record<Language, string[]> = {
  en: [...en, ...ALSO.en],
  de: [...de, ...ALSO.de],
  fr: [...fr, ...ALSO.fr],
  it: [...it, ...ALSO.it],
};

const OWN_WORDS: Record<Language, Set<string>> = (() => {
  const lists = LISTS;
  const count = new Map<string, number>();
  for (const list of Object.values(lists)) for (const w of new Set(list)) count.set(w, (count.get(w) ?? 0) + 1);
  const own = (list: string[]) => new Set(list.filter((w) => count.get(w) === 1 && w.length > 1));
  return { en: own(LISTS.en), de: own(LISTS.de), fr: own(LISTS.fr), it: own(LISTS.it) };
})();

const ANY_STOP_WORD = new Set(Object.values(LISTS).flat());

// "aller-retour" is one noun, not the German "aller": the parts of a hyphenated word count only
// when every part is a function word ("est-ce", "a-t-il").
const hyphenParts = (word: string) => {
  const parts = word.split('-').filter(Boolean);
  return parts.every((p) => ANY_STOP_WORD.has(p)) ? parts : [];
};

function byFunctionWords(question: string): { lang: Language; hits: number; runnerUp: number } | undefined {
  const words = question
    .toLowerCase()
    .replace(/[’']/g, "' ")
    .split(/[^\p{L}'-]+/u)
    .flatMap((w) => (w.includes('-') ? hyphenParts(w) : [w]))
    .map((w) => w.replace(/'$/, ''));
  const hits = LANGUAGES.map((lang) => ({ lang, hits: words.filter((w) => OWN_WORDS[lang].has(w)).length }));
  hits.sort((a, b) => b.hits - a.hits);
  const [first, second] = hits;
  return first && first.hits > 0 ? { lang: first.lang, hits: first.hits, runnerUp: second?.hits ?? 0 } : undefined;
}

// The words of the concept lists that only one language uses ("height", "wann", "hauteur"): a short
// question without function words ("jungfrau height?") still says its language by them.
const CONCEPT_ONLY: Record<Language, Set<string>> = (() => {
  const lists = LANGUAGES.map(
    (lang) => new Set(Object.values(CONCEPT_WORDS[lang]).join(' ').toLowerCase().split(/\s+/)),
  );
  const own = (i: number) =>
    new Set([...(lists[i] ?? [])].filter((w) => w.length > 2 && lists.every((other, j) => j === i || !other.has(w))));
  return { en: own(0), de: own(1), fr: own(2), it: own(3) };
})();

function byConceptWords(question: string): Language | undefined {
  const words = question.toLowerCase().split(/[^\p{L}]+/u);
  const found = LANGUAGES.filter((lang) => words.some((w) => CONCEPT_ONLY[lang].has(w)));
  return found.length === 1 ? found[0] : undefined;
}

// A place's name with a small word in it, from a word for a lake, valley, peak, castle or museum.
const NAME_WITH_SMALL_WORD =
  /\b(Lac|Lago|Lai|Lej|Val|Vallée|Valle|Mont|Monte|Piz|Pizzo|Col|Colle|Passo|Île|Isola|Château|Castello|Saut|Cascata|Gorges|Pont|Ponte|Stein|Musée|Museo|Fête|Festa) (de|du|des|di|del|della|dei|la|le|am|sur|sopra) \p{Lu}[\p{L}'’-]+/gu;

// Names say nothing about the language of the sentence around them ("Fête des Vignerons" in a German
// question): quoted titles and capitalised words after the first go before detection.
function withoutNames(question: string): string {
  // "Lac de Bienne", "Lago di Lugano", "Stein am Rhein": the small word inside a name is the name's.
  const unquoted = question.replace(/«[^»]*»|“[^”]*”|"[^"]*"/gu, ' ').replace(NAME_WITH_SMALL_WORD, ' ');
  const kept = unquoted.split(/\s+/).filter((word, i) => i === 0 || !/^\p{Lu}/u.test(word));
  return kept.length >= 2 ? kept.join(' ') : question;
}

/**
 * The language to answer in: the question's own, when the evidence is clear (a maintained
 * detector, tinyld, and the function words of each language in Orama's stop-word lists); a short
 * or unclear text ("Matterhorn?", "UNESCO") keeps the visitor's UI language.
 */
export function replyLanguage(question: string, uiLanguage: Language): Language {
  const letters = question.replace(/[^\p{L}]+/gu, ' ').trim();
  const wordCount = letters ? letters.split(' ').length : 0;
  if (wordCount < 2) return uiLanguage;
  const text = withoutNames(question);
  const words = byFunctionWords(text);
  if (words && words.hits >= 2 && words.hits >= 2 * words.runnerUp) return words.lang;
  // No function word at all: a word only one language's concept lists know is the clearer sign.
  const concept = words ? undefined : byConceptWords(question);
  if (concept) return concept;
  const [first, second] = detectAll(text, { only: ONLY });
  const detected = first && isLanguage(first.lang) ? first.lang : undefined;
  // The detector's scores are relative: the winner must clearly beat the runner-up, and the
  // question's function words must not speak for another language.
  // A lone guess with a tiny score ("best restaurant in sugiez?": French, 0.05) is no evidence.
  const clear =
    first !== undefined && first.accuracy >= MIN_ACCURACY && (!second || first.accuracy >= 2 * second.accuracy);
  const contradicted = words !== undefined && words.lang !== detected && words.hits > words.runnerUp;
  if (detected && clear && !contradicted) {
    if (detected === uiLanguage) return uiLanguage;
    // Switching away from the UI language needs more evidence than staying with it.
    if (wordCount >= 3 || (first?.accuracy ?? 0) >= 0.5) return detected;
  }
  if (words && words.hits > words.runnerUp) return words.lang;
  return uiLanguage;
}
