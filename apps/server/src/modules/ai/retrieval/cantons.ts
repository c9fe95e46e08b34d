import type { CANTONS, Language } from '@swiss/contract';
import { fold } from '../text.js';

/*
 * The 26 cantons by code, named in the four languages (the names the place page uses), with the
 * French and Italian forms after "canton"/"cantone" ("du Valais", "dei Grigioni") and other names
 * visitors write ("Grisons" in English, "Basilea" for either Basel).
 */

export type Canton = (typeof CANTONS)[number];

interface CantonNames {
  en: string;
  de: string;
  fr: string;
  it: string;
  /** After "le canton": "de Vaud", "du Valais", "des Grisons", "d'Argovie". */
  frOf: string;
  /** After "il cantone": "di Berna", "del Ticino", "dei Grigioni". */
  itOf: string;
  /** Other names for it, any language. */
  aliases?: string[];
}

export const CANTON_NAMES: Record<Canton, CantonNames> = {
  ZH: { en: 'Zurich', de: 'Zürich', fr: 'Zurich', it: 'Zurigo', frOf: 'de Zurich', itOf: 'di Zurigo' },
  BE: { en: 'Bern', de: 'Bern', fr: 'Berne', it: 'Berna', frOf: 'de Berne', itOf: 'di Berna' },
  LU: { en: 'Lucerne', de: 'Luzern', fr: 'Lucerne', it: 'Lucerna', frOf: 'de Lucerne', itOf: 'di Lucerna' },
  UR: { en: 'Uri', de: 'Uri', fr: 'Uri', it: 'Uri', frOf: "d'Uri", itOf: 'di Uri' },
  SZ: { en: 'Schwyz', de: 'Schwyz', fr: 'Schwytz', it: 'Svitto', frOf: 'de Schwytz', itOf: 'di Svitto' },
  OW: { en: 'Obwalden', de: 'Obwalden', fr: 'Obwald', it: 'Obvaldo', frOf: "d'Obwald", itOf: 'di Obvaldo' },
  NW: { en: 'Nidwalden', de: 'Nidwalden', fr: 'Nidwald', it: 'Nidvaldo', frOf: 'de Nidwald', itOf: 'di Nidvaldo' },
  GL: { en: 'Glarus', de: 'Glarus', fr: 'Glaris', it: 'Glarona', frOf: 'de Glaris', itOf: 'di Glarona' },
  ZG: { en: 'Zug', de: 'Zug', fr: 'Zoug', it: 'Zugo', frOf: 'de Zoug', itOf: 'di Zugo' },
  FR: { en: 'Fribourg', de: 'Freiburg', fr: 'Fribourg', it: 'Friburgo', frOf: 'de Fribourg', itOf: 'di Friburgo' },
  SO: { en: 'Solothurn', de: 'Solothurn', fr: 'Soleure', it: 'Soletta', frOf: 'de Soleure', itOf: 'di Soletta' },
  BS: {
    en: 'Basel-Stadt',
    de: 'Basel-Stadt',
    fr: 'Bâle-Ville',
    it: 'Basilea Città',
    frOf: 'de Bâle-Ville',
    itOf: 'di Basilea Città',
  },
  BL: {
    en: 'Basel-Landschaft',
    de: 'Basel-Landschaft',
    fr: 'Bâle-Campagne',
    it: 'Basilea Campagna',
    frOf: 'de Bâle-Campagne',
    itOf: 'di Basilea Campagna',
  },
  SH: {
    en: 'Schaffhausen',
    de: 'Schaffhausen',
    fr: 'Schaffhouse',
    it: 'Sciaffusa',
    frOf: 'de Schaffhouse',
    itOf: 'di Sciaffusa',
  },
  AR: {
    en: 'Appenzell Ausserrhoden',
    de: 'Appenzell Ausserrhoden',
    fr: 'Appenzell Rhodes-Extérieures',
    it: 'Appenzello Esterno',
    frOf: "d'Appenzell Rhodes-Extérieures",
    itOf: 'di Appenzello Esterno',
  },
  AI: {
    en: 'Appenzell Innerrhoden',
    de: 'Appenzell Innerrhoden',
    fr: 'Appenzell Rhodes-Intérieures',
    it: 'Appenzello Interno',
    frOf: "d'Appenzell Rhodes-Intérieures",
    itOf: 'di Appenzello Interno',
  },
  SG: {
    en: 'St. Gallen',
    de: 'St. Gallen',
    fr: 'Saint-Gall',
    it: 'San Gallo',
    frOf: 'de Saint-Gall',
    itOf: 'di San Gallo',
  },
  GR: {
    en: 'Graubünden',
    de: 'Graubünden',
    fr: 'Grisons',
    it: 'Grigioni',
    frOf: 'des Grisons',
    itOf: 'dei Grigioni',
    aliases: ['Grisons', 'Graubuenden', 'Grischun'],
  },
  AG: { en: 'Aargau', de: 'Aargau', fr: 'Argovie', it: 'Argovia', frOf: "d'Argovie", itOf: "dell'Argovia" },
  TG: { en: 'Thurgau', de: 'Thurgau', fr: 'Thurgovie', it: 'Turgovia', frOf: 'de Thurgovie', itOf: 'della Turgovia' },
  TI: { en: 'Ticino', de: 'Tessin', fr: 'Tessin', it: 'Ticino', frOf: 'du Tessin', itOf: 'del Ticino' },
  VD: { en: 'Vaud', de: 'Waadt', fr: 'Vaud', it: 'Vaud', frOf: 'de Vaud', itOf: 'di Vaud' },
  VS: { en: 'Valais', de: 'Wallis', fr: 'Valais', it: 'Vallese', frOf: 'du Valais', itOf: 'del Vallese' },
  NE: {
    en: 'Neuchâtel',
    de: 'Neuenburg',
    fr: 'Neuchâtel',
    it: 'Neuchâtel',
    frOf: 'de Neuchâtel',
    itOf: 'di Neuchâtel',
  },
  GE: { en: 'Geneva', de: 'Genf', fr: 'Genève', it: 'Ginevra', frOf: 'de Genève', itOf: 'di Ginevra' },
  JU: { en: 'Jura', de: 'Jura', fr: 'Jura', it: 'Giura', frOf: 'du Jura', itOf: 'del Giura' },
};

/** The canton as a place page sentence names it after "canton": "Aargau (AG)", "d'Argovie (AG)". */
export function cantonPhrase(code: Canton, lang: Language): string {
  const names = CANTON_NAMES[code];
  const name = lang === 'fr' ? names.frOf : lang === 'it' ? names.itOf : names[lang];
  return `${name} (${code})`;
}

/** Every name of every canton in a language (and the aliases), for the concept lists. */
export function cantonWords(lang: Language): string {
  return Object.values(CANTON_NAMES)
    .flatMap((n) => [n[lang], ...(n.aliases ?? [])])
    .join(' ');
}

const wordsOf = (text: string) =>
  ` ${fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/** The cantons a text names by one of their names in any language ("Graubünden", "Grigioni"). */
export function cantonsNamed(text: string): Canton[] {
  const haystack = wordsOf(text);
  return (Object.entries(CANTON_NAMES) as [Canton, CantonNames][])
    .filter(([, n]) => [n.en, n.de, n.fr, n.it, ...(n.aliases ?? [])].some((name) => haystack.includes(wordsOf(name))))
    .map(([code]) => code);
}
