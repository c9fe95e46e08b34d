import type { Language } from '@swiss/contract';

/*
 * What a passage's shape says it answers, whatever its words: a weekday named ("on Tuesday and
 * Saturday mornings") answers "which day", and when; a route from one place to another ("from
 * Castagnola to Gandria") says where a path starts.
 */

const WEEKDAY_NAMES: Record<Language, RegExp> = {
  en: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i,
  de: /\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?\b/i,
  fr: /(?<![\p{L}])(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?(?![\p{L}])/iu,
  it: /(?<![\p{L}])(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|sabati|domeniche)(?![\p{L}])/iu,
};

// "from A to B", "von A nach B", "de A à B", "da A a B": two names, the first where it starts.
const NAME = String.raw`\p{Lu}[\p{L}'’.-]+`;
const ROUTE: Record<Language, RegExp> = {
  en: new RegExp(String.raw`\bfrom (the )?${NAME}.{0,60}?\b(to|towards|down to|up to) (the )?\p{Lu}`, 'u'),
  de: new RegExp(String.raw`\b(von|ab) ${NAME}.{0,60}?\b(nach|bis|zum|zur|hinauf zum|hinunter nach) \p{Lu}`, 'u'),
  fr: new RegExp(
    String.raw`(?<![\p{L}])(de|d'|d’|depuis) ?${NAME}.{0,60}?(?<![\p{L}])(à|au|jusqu'à|jusqu’à|vers) \p{Lu}`,
    'u',
  ),
  it: new RegExp(
    String.raw`(?<![\p{L}])(da|dal|dalla) ${NAME}.{0,60}?(?<![\p{L}])(a|al|alla|fino a|verso) \p{Lu}`,
    'u',
  ),
};

/** The search keys a passage's shape adds: "!weekday" and "#when" for a weekday, "!start" for a route. */
export function shapeKeys(text: string, lang: Language): string[] {
  const keys: string[] = [];
  if (WEEKDAY_NAMES[lang].test(text)) keys.push('!weekday', '#weekday', '!when', '#when');
  if (ROUTE[lang].test(text)) keys.push('!start', '#start');
  return keys;
}

/** A passage that names a weekday (a market's day). */
export const namesWeekday = (text: string, lang: Language) => WEEKDAY_NAMES[lang].test(text);
