import type { Language } from '@swiss/contract';

/*
 * "How long has Sprüngli been on Paradeplatz?", "depuis combien de temps…", "da quanto tempo…",
 * "wie lange gibt es … schon": a starting date, asked as a length of time. Read as "since when",
 * the question is answered like one (a year), not with a duration or a length.
 */
export const HOW_LONG_SINCE: Record<Language, RegExp> = {
  en: /\bhow long(?= (has|have|had)\b[^?.!]*\b(been|existed|stood|run|operated|had|made|held)\b)|\bhow long ago\b/i,
  de: /\bwie lange?(?= (gibt es|gibts|existiert|besteht|steht|ist|sind|fährt|läuft)\b[^?.!]*\bschon\b)|\bwie lange schon\b/i,
  fr: /(?<![\p{L}])depuis combien de temps(?![\p{L}])/iu,
  it: /(?<![\p{L}])da quanto (tempo )?(?=(c['’]è|esiste|esistono|è|sono|si trova)(?![\p{L}]))/iu,
};

const SINCE_WHEN_WORDS: Record<Language, string> = {
  en: 'since when',
  de: 'seit wann',
  fr: 'depuis quand',
  it: 'da quando ',
};

/** The question with "how long has it been…" said as "since when has it been…". */
export const asSinceWhen = (question: string, lang: Language): string =>
  question.replace(HOW_LONG_SINCE[lang], SINCE_WHEN_WORDS[lang]);
