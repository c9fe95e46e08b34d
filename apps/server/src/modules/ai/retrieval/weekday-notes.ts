import type { Language } from '@swiss/contract';
import type { Passage } from '../knowledge.js';
import { fold } from '../text.js';
import { isGeneral, type KnowledgeIndex } from './index-knowledge.js';
import { OPEN_ON_DAY } from './question-patterns.js';

/*
 * "Le musée est ouvert le lundi ?" is refused as a question for opening hours, which we do not
 * have, unless the page itself says something of that day ("usually closed on Mondays"): that
 * sentence answers it, not "no information".
 */

// Weekdays as a text writes them (folded); "montags" and "Mondays" contain them.
const DAYS: Record<Language, string[]> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  de: ['montag', 'dienstag', 'mittwoch', 'donnerstag', 'freitag', 'samstag', 'sonntag'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
  it: ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'],
};

// Open or closed, said of the place.
const OPEN_OR_CLOSED: Record<Language, RegExp> = {
  en: /\b(open|closed)\b/i,
  de: /\b(geöffnet|offen|geschlossen|zu)\b/i,
  fr: /(?<![\p{L}])(ouverte?s?|fermée?s?)(?![\p{L}])/iu,
  it: /(?<![\p{L}])(apert[oaie]|chius[oaie])(?![\p{L}])/iu,
};

/** The page's own sentence on the weekday a question asks the place is open on, or undefined. */
export function weekdayNote(question: string, index: KnowledgeIndex): Passage | undefined {
  const lang = index.lang;
  if (!OPEN_ON_DAY[lang].test(question)) return undefined;
  const asked = fold(question);
  const day = DAYS[lang].find((d) => asked.includes(d));
  if (!day) return undefined;
  return index.passages.find(
    (p) => !isGeneral(p.passage) && fold(p.passage.text).includes(day) && OPEN_OR_CLOSED[lang].test(p.passage.text),
  )?.passage;
}
