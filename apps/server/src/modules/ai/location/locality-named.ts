import { gazetteer } from '../../geo/index.js';
import { fold } from '../text.js';

/** The Swiss locality a word names exactly (the directory's name, any language), or undefined. */
export function localityNamed(word: string) {
  const [first] = gazetteer().search(word);
  const exact =
    first !== undefined &&
    fold(first.name).replace(/\s+\(?[a-z]{2}\)?$/, '') === fold(gazetteer().standardName(word) ?? word);
  return exact ? first : undefined;
}
