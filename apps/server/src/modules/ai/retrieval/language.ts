import { LANGUAGES, type Language } from '@swiss/contract';
import { stopwords as en } from '@orama/stopwords/english';
import { stopwords as fr } from '@orama/stopwords/french';
import { stopwords as de } from '@orama/stopwords/german';
import { stopwords as it } from '@orama/stopwords/italian';
import { detectAll } from 'tinyld';

const ONLY = [...LANGUAGES];
const isLanguage = (lang: string): lang is Language => (LANGUAGES as readonly string[]).includes(lang);

// Function words that belong to one language only ("the", "und", "les", "della"): place names in a
// question ("What is the bridge at Lavertezzo called?") fool a character model, these do not.
const OWN_WORDS: Record<Language, Set<string>> = (() => {
  const lists: Record<Language, string[]> = { en, de, fr, it };
  const count = new Map<string, number>();
  for (const list of Object.values(lists)) for (const w of new Set(list)) count.set(w, (count.get(w) ?? 0) + 1);
  const own = (list: string[]) => new Set(list.filter((w) => count.get(w) === 1 && w.length > 1));
  return { en: own(en), de: own(de), fr: own(fr), it: own(it) };
})();

function byFunctionWords(question: string): { lang: Language; hits: number; runnerUp: number } | undefined {
  const words = question
    .toLowerCase()
    .replace(/[’']/g, "' ")
    .split(/[^\p{L}']+/u)
    .map((w) => w.replace(/'$/, ''));
  const hits = LANGUAGES.map((lang) => ({ lang, hits: words.filter((w) => OWN_WORDS[lang].has(w)).length }));
  hits.sort((a, b) => b.hits - a.hits);
  const [first, second] = hits;
  return first && first.hits > 0 ? { lang: first.lang, hits: first.hits, runnerUp: second?.hits ?? 0 } : undefined;
}

// Names say nothing about the language of the sentence around them ("Fête des Vignerons" in a German
// question): quoted titles and capitalised words after the first go before detection.
function withoutNames(question: string): string {
  const unquoted = question.replace(/«[^»]*»|“[^”]*”|"[^"]*"/gu, ' ');
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
  const [first, second] = detectAll(text, { only: ONLY });
  const detected = first && isLanguage(first.lang) ? first.lang : undefined;
  // The detector's scores are relative: the winner must clearly beat the runner-up, and the
  // question's function words must not speak for another language.
  const clear = first !== undefined && (!second || first.accuracy >= 2 * second.accuracy);
  const contradicted = words !== undefined && words.lang !== detected && words.hits > words.runnerUp;
  if (detected && clear && !contradicted) {
    if (detected === uiLanguage) return uiLanguage;
    // Switching away from the UI language needs more evidence than staying with it.
    if (wordCount >= 3 || (first?.accuracy ?? 0) >= 0.5) return detected;
  }
  if (words && words.hits > words.runnerUp) return words.lang;
  return uiLanguage;
}
