import * as z from 'zod/mini';
import { LANGUAGES, languageSchema, type Language } from './languages.js';
import { EXTRA_PLACE_TEXTS, type PlaceSource } from './place-source.js';

/*
 * Every text of a place in all four languages (issue 17): the one check of which translations a
 * place lacks. The dataset validator (packages/content checkPlaces, also run on admin writes) turns
 * its answer into problems, and the admin list filters on it (GET /api/admin/places?missing_translation=).
 */

/**
 * The per-language texts of a place, as dotted paths into PlaceSource: the ones every place has,
 * then the optional ones (present when their English is), then the per-language lists.
 */
export const PLACE_LOCALIZED_TEXTS = [
  'names',
  'region',
  'summary',
  'full_description',
  'insights_old_vs_new',
  'sustainability.public_transit_tip',
  'sustainability.seasonality_note',
  'sustainability.low_impact_activity',
  ...EXTRA_PLACE_TEXTS,
] as const;
export const PLACE_LOCALIZED_LISTS = ['facts', 'photo_spots'] as const;
export const PLACE_LOCALIZED_FIELDS = [...PLACE_LOCALIZED_TEXTS, ...PLACE_LOCALIZED_LISTS] as const;
export type PlaceLocalizedField = (typeof PLACE_LOCALIZED_FIELDS)[number];

/** A translation a place lacks: the text, the language, and for photo spots a count that differs from English. */
export const translationGapSchema = z.object({
  field: z.enum(PLACE_LOCALIZED_FIELDS),
  lang: languageSchema,
  /** Photo spots only: the language has `count` spots where English has `english`. */
  spots: z.optional(z.object({ count: z.int(), english: z.int() })),
});
export type TranslationGap = z.infer<typeof translationGapSchema>;

type Texts = Partial<Record<Language, string>>;
type Lists = Partial<Record<Language, string[]>>;

function textAt(place: PlaceSource, field: (typeof PLACE_LOCALIZED_TEXTS)[number]): Texts | undefined {
  switch (field) {
    case 'sustainability.public_transit_tip':
      return place.sustainability.public_transit_tip;
    case 'sustainability.seasonality_note':
      return place.sustainability.seasonality_note;
    case 'sustainability.low_impact_activity':
      return place.sustainability.low_impact_activity;
    default:
      return place[field];
  }
}

const blank = (text: string | undefined) => !text?.trim();

/**
 * Which translations a place lacks: every present text (an optional one is present when it has an
 * English text) needs a non-blank text in every language, and a list (facts, photo spots) a
 * non-empty list without blank entries; photo spots also as many in each language as in English.
 * Pure, and safe in browsers.
 */
export function placeTranslationGaps(place: PlaceSource): TranslationGap[] {
  const gaps: TranslationGap[] = [];
  for (const field of PLACE_LOCALIZED_TEXTS) {
    const text = textAt(place, field);
    if (text === undefined) continue;
    for (const lang of LANGUAGES) if (blank(text[lang])) gaps.push({ field, lang });
  }
  const lists: [(typeof PLACE_LOCALIZED_LISTS)[number], Lists | undefined][] = [
    ['facts', place.facts],
    ['photo_spots', place.photo_spots],
  ];
  for (const [field, list] of lists) {
    if (list === undefined) continue;
    const english = list.en?.length ?? 0;
    for (const lang of LANGUAGES) {
      const items = list[lang];
      if (!items || items.length === 0 || items.some(blank)) gaps.push({ field, lang });
      // Facts may differ in number (a rule of its own, with its own message); a photo spot is one spot.
      else if (field === 'photo_spots' && items.length !== english)
        gaps.push({ field, lang, spots: { count: items.length, english } });
    }
  }
  return gaps;
}

/** The admin list's filter: places lacking any translation, or one in the given language. */
export const MISSING_TRANSLATION_FILTERS = ['any', 'de', 'fr', 'it'] as const;
export type MissingTranslationFilter = (typeof MISSING_TRANSLATION_FILTERS)[number];

/** The gaps a filter keeps ("any": all of them, English included). */
export function gapsFor(gaps: readonly TranslationGap[], filter: MissingTranslationFilter): TranslationGap[] {
  return filter === 'any' ? [...gaps] : gaps.filter((gap) => gap.lang === filter);
}
