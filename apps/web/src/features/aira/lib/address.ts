/** Street words in the four Swiss languages and English; "Bahnhofstrasse 1" ends with one. */
const STREET_WORDS = [
  'strasse',
  'straße',
  'str',
  'weg',
  'gasse',
  'platz',
  'allee',
  'quai',
  'rain',
  'rue',
  'avenue',
  'av',
  'chemin',
  'ch',
  'route',
  'boulevard',
  'place',
  'via',
  'viale',
  'piazza',
  'vicolo',
  'street',
  'st',
  'road',
  'rd',
  'lane',
  'drive',
] as const;

const WORDS = STREET_WORDS.join('|');
/** A number and a street word in either order ("Rue du Rhône 12", "12 rue du Rhône", "Bahnhofstrasse 3"). */
const NUMBER_AND_STREET = new RegExp(
  `(\\d+[a-z]?\\s*,?\\s+(\\S+\\s+)*?\\S*(${WORDS})\\b)|(\\S*(${WORDS})\\b\\.?(\\s+\\S+)*?\\s+\\d+[a-z]?\\b)`,
  'iu',
);

/**
 * Spec §5: text counts as an address when it has 4-5 digits (a postcode), a decimal number (a
 * coordinate) or a number together with a street word. Such text is geocoded, not searched as a keyword.
 */
export function looksLikeAddress(text: string): boolean {
  const value = text.trim();
  if (!value) return false;
  if (/(^|\D)\d{4,5}(\D|$)/u.test(value)) return true;
  if (/\d+\.\d+/u.test(value)) return true;
  return NUMBER_AND_STREET.test(value);
}
