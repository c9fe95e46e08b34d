const PLAIN = /^[\x20-\x7e]*$/;
/** What separates words once folded: anything but ASCII letters, digits and other scripts' letters. */
export const WORD_SEPARATOR = /[^a-z0-9\u00c0-\uffff]+/;

/** Lower case without accents (Zürich -> zurich, Genève -> geneve): keyword matching ignores both. */
export function fold(value: string): string {
  // Most names are plain ASCII: skip the (costly) decomposition for them.
  if (PLAIN.test(value)) return value.toLowerCase();
  return value.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** The words of a keyword, folded; punctuation separates words. */
export function keywordTokens(keyword: string | undefined): string[] {
  if (!keyword) return [];
  return fold(keyword)
    .split(WORD_SEPARATOR)
    .filter((token) => token.length > 0);
}
