import type { Language } from '@swiss/contract';

/* What kind of thing a question asks: a name, a cause, the time of something on a coming day. */

// "What is it called", "come si chiama", "wie heisst": asking for a name is phrasing; the thing
// named is what the passage must speak of. "What does the name mean" keeps its "name".
export const NAME_ASKED: Record<Language, RegExp> = {
  en: /\b(called|named)\b(?=\W*$)|\bwhat('s| is) (the|its) name of\b/gi,
  de: /\bwie (heisst|heißt|heissen|heißen|nennt man|nennen sich)\b/gi,
  fr: /(?<![\p{L}])(comment (s['’]appellen?t|appelle-t-on|on appelle|se nomment?)|quel est le nom d[eu']?)(?![\p{L}])/giu,
  it: /(?<![\p{L}])(come si chiam(?:a|ano)|qual è il nome d[ie]l?l?[oa']?)(?![\p{L}])/giu,
};

// A cause asked ("why is it green", "warum", "pourquoi", "perché"): one fact, never a whole section.
export const WHY: Record<Language, RegExp> = {
  en: /\bwhy\b|\bhow come\b/i,
  de: /\b(warum|wieso|weshalb)\b/i,
  fr: /(?<![\p{L}])pourquoi(?![\p{L}])/iu,
  it: /(?<![\p{L}])(perché|perche|come mai)(?![\p{L}])/iu,
};

// The time of something on one coming day ("wann ist morgen Sonnenaufgang", "what time is sunset
// tonight"): it changes from day to day, so a page never holds it. "Am Morgen" is the morning.
const WHEN: Record<Language, string> = {
  en: String.raw`\b(when|what time)\b`,
  de: String.raw`\b(wann|um wie ?viel uhr)\b`,
  fr: String.raw`(?<![\p{L}])(quand|à quelle heure)(?![\p{L}])`,
  it: String.raw`(?<![\p{L}])(quando|a che ora)(?![\p{L}])`,
};
const COMING_DAY: Record<Language, string> = {
  en: String.raw`\b(today|tomorrow|tonight|this (evening|morning))\b`,
  de: String.raw`\b(heute|übermorgen|(?<!(am|jeden|den|frühen|einem|windstillen) )morgen(?! früh\b)(?!s))\b`,
  fr: String.raw`(?<![\p{L}])(aujourd['’]hui|demain|ce soir|ce matin)(?![\p{L}])`,
  it: String.raw`(?<![\p{L}])(oggi|domani|stasera|stamattina)(?![\p{L}])`,
};
export const TIME_ON_A_DAY: Record<Language, RegExp> = Object.fromEntries(
  Object.entries(WHEN).map(([lang, when]) => {
    const day = COMING_DAY[lang as Language];
    return [lang, new RegExp(`${when}.{0,40}${day}|${day}.{0,40}${when}`, 'iu')];
  }),
) as Record<Language, RegExp>;
