import {
  LANGUAGES,
  type EXTRA_PLACE_TEXTS,
  type Language,
  type PlaceLocalizedField,
  type PlaceSource,
} from '@swiss/contract';

/**
 * The per-language texts of a place the content editor offers (every one of the place source
 * schema), each with how to read it from and write it into the dataset record. The editor keeps the
 * whole record and sends it back whole, so fields it does not show are saved unchanged.
 */
export interface PlaceTextField {
  /** Its label: adminArea.content.fields.<key>. */
  key: string;
  /** Where it is in the record, as placeTranslationGaps names it. */
  path: PlaceLocalizedField;
  group: PlaceTextGroup;
  multiline: boolean;
  /** One entry a line (facts, photo spots). */
  list?: boolean;
  /**
   * An optional text: a language left empty is removed (English stays while another language has a
   * text, so the server names what is missing), and the whole text once every language is empty.
   */
  optional?: boolean;
  get: (place: PlaceSource, lang: Language) => string;
  set: (place: PlaceSource, lang: Language, value: string) => PlaceSource;
}

/** The editor's sections, in this order: adminArea.content.groups.<group>. */
export const PLACE_TEXT_GROUPS = ['texts', 'sustainability', 'festivals', 'travel', 'photos'] as const;
export type PlaceTextGroup = (typeof PLACE_TEXT_GROUPS)[number];

type Localized = 'names' | 'region' | 'summary' | 'insights_old_vs_new';
type SustainabilityText = 'public_transit_tip' | 'seasonality_note' | 'low_impact_activity';
type ExtraText = (typeof EXTRA_PLACE_TEXTS)[number];

const localized = (key: Localized, multiline: boolean): PlaceTextField => ({
  key,
  path: key,
  group: 'texts',
  multiline,
  get: (place, lang) => place[key][lang],
  set: (place, lang, value) => ({ ...place, [key]: { ...place[key], [lang]: value } }),
});

const sustainability = (key: SustainabilityText): PlaceTextField => ({
  key,
  path: `sustainability.${key}`,
  group: 'sustainability',
  multiline: true,
  get: (place, lang) => place.sustainability[key][lang],
  set: (place, lang, value) => ({
    ...place,
    sustainability: { ...place.sustainability, [key]: { ...place.sustainability[key], [lang]: value } },
  }),
});

const blank = (value: string | undefined) => !value?.trim();

/**
 * Where each optional text goes: a text added to the schema's EXTRA_PLACE_TEXTS does not compile
 * until it has a place here, so the editor offers every one.
 */
const EXTRA_TEXTS: Record<ExtraText, { group: PlaceTextGroup; multiline: boolean }> = {
  preservation_efforts: { group: 'sustainability', multiline: true },
  sustainable_transport: { group: 'sustainability', multiline: true },
  eco_initiatives: { group: 'sustainability', multiline: true },
  annual_festival: { group: 'festivals', multiline: false },
  festival_date: { group: 'festivals', multiline: false },
  seasonal_event: { group: 'festivals', multiline: true },
  travel_time: { group: 'travel', multiline: false },
  final_transport: { group: 'travel', multiline: false },
};

const extra = (key: ExtraText): PlaceTextField => ({
  key,
  path: key,
  ...EXTRA_TEXTS[key],
  optional: true,
  get: (place, lang) => place[key]?.[lang] ?? '',
  set: (place, lang, value) => {
    const texts: Partial<Record<Language, string>> = { ...place[key], [lang]: value };
    for (const code of LANGUAGES) if (code !== 'en' && blank(texts[code])) delete texts[code];
    const next = { ...place };
    if (LANGUAGES.every((code) => blank(texts[code]))) delete next[key];
    else next[key] = { ...texts, en: texts.en ?? '' };
    return next;
  },
});

/** The photo spots, one a line in each language; the same rules as an optional text. */
const photoSpots: PlaceTextField = {
  key: 'photo_spots',
  path: 'photo_spots',
  group: 'photos',
  multiline: true,
  list: true,
  optional: true,
  get: (place, lang) => (place.photo_spots?.[lang] ?? []).join('\n'),
  set: (place, lang, value) => {
    const spots: Partial<Record<Language, string[]>> = { ...place.photo_spots, [lang]: value.split('\n') };
    const empty = (code: Language) => (spots[code] ?? []).every((spot) => blank(spot));
    for (const code of LANGUAGES) if (code !== 'en' && empty(code)) delete spots[code];
    const next = { ...place };
    if (LANGUAGES.every(empty)) delete next.photo_spots;
    else next.photo_spots = { ...spots, en: spots.en ?? [] };
    return next;
  },
};

export const PLACE_TEXT_FIELDS: PlaceTextField[] = [
  localized('names', false),
  localized('region', false),
  localized('summary', true),
  {
    key: 'full_description',
    path: 'full_description',
    group: 'texts',
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
    path: 'facts',
    group: 'texts',
    multiline: true,
    list: true,
    // One fact a line; blank lines are dropped when saving, not while typing.
    get: (place, lang) => place.facts[lang].join('\n'),
    set: (place, lang, value) => ({ ...place, facts: { ...place.facts, [lang]: value.split('\n') } }),
  },
  localized('insights_old_vs_new', true),
  sustainability('public_transit_tip'),
  sustainability('seasonality_note'),
  sustainability('low_impact_activity'),
  ...(Object.keys(EXTRA_TEXTS) as ExtraText[]).map(extra),
  photoSpots,
];

const cleanList = (list: readonly string[]) => list.map((item) => item.trim()).filter(Boolean);

/** The record as it is sent: facts and photo spots without blank lines or stray spaces. */
export function cleanPlace(place: PlaceSource): PlaceSource {
  const facts = Object.fromEntries(
    Object.entries(place.facts).map(([lang, list]) => [lang, cleanList(list)]),
  ) as PlaceSource['facts'];
  const cleaned: PlaceSource = { ...place, facts };
  if (place.photo_spots) {
    const spots = Object.fromEntries(Object.entries(place.photo_spots).map(([lang, list]) => [lang, cleanList(list)]));
    cleaned.photo_spots = { ...spots, en: cleanList(place.photo_spots.en) };
  }
  return cleaned;
}
