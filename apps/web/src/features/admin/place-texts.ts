import type { Language, PlaceSource } from '@swiss/contract';

/**
 * The per-language texts of a place the content editor offers, each with how to read it from and
 * write it into the dataset record. The editor keeps the whole record and sends it back whole, so
 * fields it does not show are saved unchanged.
 */
export interface PlaceTextField {
  key: string;
  multiline: boolean;
  /** An optional text: left empty, it is removed for that language (English is always required). */
  optional?: boolean;
  get: (place: PlaceSource, lang: Language) => string;
  set: (place: PlaceSource, lang: Language, value: string) => PlaceSource;
}

type Localized = 'names' | 'region' | 'summary' | 'insights_old_vs_new';
type SustainabilityText = 'public_transit_tip' | 'seasonality_note' | 'low_impact_activity';

const localized = (key: Localized, multiline: boolean): PlaceTextField => ({
  key,
  multiline,
  get: (place, lang) => place[key][lang],
  set: (place, lang, value) => ({ ...place, [key]: { ...place[key], [lang]: value } }),
});

const sustainability = (key: SustainabilityText): PlaceTextField => ({
  key,
  multiline: true,
  get: (place, lang) => place.sustainability[key][lang],
  set: (place, lang, value) => ({
    ...place,
    sustainability: { ...place.sustainability, [key]: { ...place.sustainability[key], [lang]: value } },
  }),
});

export const PLACE_TEXT_FIELDS: PlaceTextField[] = [
  localized('names', false),
  localized('region', false),
  localized('summary', true),
  {
    key: 'full_description',
    multiline: true,
    optional: true,
    get: (place, lang) => place.full_description[lang] ?? '',
    set: (place, lang, value) => {
      const next = { ...place.full_description, [lang]: value };
      if (lang !== 'en' && value.trim() === '') delete next[lang];
      return { ...place, full_description: next };
    },
  },
  {
    key: 'facts',
    multiline: true,
    // One fact a line; blank lines are dropped when saving, not while typing.
    get: (place, lang) => place.facts[lang].join('\n'),
    set: (place, lang, value) => ({ ...place, facts: { ...place.facts, [lang]: value.split('\n') } }),
  },
  localized('insights_old_vs_new', true),
  sustainability('public_transit_tip'),
  sustainability('seasonality_note'),
  sustainability('low_impact_activity'),
];

/** The record as it is sent: facts without blank lines or stray spaces. */
export function cleanPlace(place: PlaceSource): PlaceSource {
  const facts = Object.fromEntries(
    Object.entries(place.facts).map(([lang, list]) => [lang, list.map((f) => f.trim()).filter(Boolean)]),
  ) as PlaceSource['facts'];
  return { ...place, facts };
}
