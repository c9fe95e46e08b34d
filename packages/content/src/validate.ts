import './zod-english.js';
import {
  CATEGORY_COUNTS,
  CATEGORY_KEYS,
  LANGUAGES,
  PLACEHOLDER_TITLE,
  placeSourceSchema,
  placeTranslationGaps,
  type PlaceSource,
} from '@swiss/contract';
import { distanceToMultiPolygonKm, inMultiPolygon } from './geo/polygons.js';
import { swissBoundaries } from './geo/switzerland.js';

export { PLACEHOLDER_TITLE } from '@swiss/contract';

/** Past-versus-present markers each language's heritage text must carry. */
export const OLD_NEW_MARKERS: Record<(typeof LANGUAGES)[number], [RegExp, RegExp]> = {
  en: [/\b(Past|Historical|Traditional)\b/, /\b(Present|Modern|Contemporary|Today)\b/],
  de: [/\b(Früher|Historisch|Traditionell)\b/, /\b(Heute|Modern|Gegenwart)\b/],
  fr: [/\b(Autrefois|Historique|Traditionnel)/, /(Aujourd'hui|Moderne|Contemporain)/],
  it: [/\b(Un tempo|Storico|Tradizionale)\b/, /\b(Oggi|Moderno|Contemporaneo)\b/],
};

/** How far a border point may sit outside its canton's generalized outline. */
export const CANTON_TOLERANCE_KM = 1;

/** A broken rule: the field of the record (dotted path) and what is wrong with it. */
export interface PlaceProblem {
  field: string;
  message: string;
}

/** What the uniqueness rules need to know of the other places. */
export type PlaceIdentity = Pick<PlaceSource, 'id' | 'title'>;

/** The ids and titles already taken; titles compare case-insensitively, in one Unicode form. */
interface Taken {
  ids: Set<string>;
  titles: Map<string, string>;
}

const titleKey = (title: string) => title.normalize('NFC').toLowerCase();

function take(taken: Taken, place: PlaceIdentity) {
  taken.ids.add(place.id);
  taken.titles.set(titleKey(place.title), place.id);
}

/** The German texts, where Swiss spelling applies. */
const germanTexts = (place: PlaceSource): [string, unknown][] => [
  ['names.de', place.names.de],
  ['region.de', place.region.de],
  ['summary.de', place.summary.de],
  ['facts.de', place.facts.de],
  ['insights_old_vs_new.de', place.insights_old_vs_new.de],
];

/**
 * Each present text in every language, and the photo spots as many in each language as in English
 * (placeTranslationGaps in packages/contract, which the admin list's filter uses too).
 */
function missingTranslations(place: PlaceSource): PlaceProblem[] {
  return placeTranslationGaps(place).map(({ field, lang, spots }) => ({
    field: `${field}.${lang}`,
    message: spots
      ? `${field}.${lang} has ${spots.count} spots, English has ${spots.english}`
      : `missing translation: ${field}.${lang}`,
  }));
}

/** The rules of one schema-valid place that go beyond its schema, given the ids and titles taken. */
function placeProblems(place: PlaceSource, taken: Taken): PlaceProblem[] {
  const problems: PlaceProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (taken.ids.has(place.id)) add('id', 'duplicate id (slug)');
  const twin = taken.titles.get(titleKey(place.title));
  if (twin !== undefined) add('title', `duplicate title "${place.title}" (also ${twin})`);
  if (PLACEHOLDER_TITLE.test(place.title)) add('title', `placeholder title "${place.title}"`);

  // Swiss Standard German writes "ss", never "ß".
  const eszett = germanTexts(place).find(([, text]) => JSON.stringify(text).includes('ß'));
  if (eszett) add(eszett[0], 'German text uses "ß" (Swiss spelling is "ss")');
  const counts = LANGUAGES.map((lang) => place.facts[lang].length);
  if (new Set(counts).size > 1) add('facts', `facts differ in number across languages (${counts.join('/')})`);
  for (const lang of LANGUAGES) {
    const facts = place.facts[lang].map((f) => f.trim().toLowerCase());
    if (new Set(facts).size !== facts.length) add(`facts.${lang}`, `duplicated fact (${lang})`);
    const [past, present] = OLD_NEW_MARKERS[lang];
    const text = place.insights_old_vs_new[lang];
    if (!past.test(text) || !present.test(text))
      add(`insights_old_vs_new.${lang}`, `old-vs-new text (${lang}) lacks its past/present markers`);
  }

  problems.push(...missingTranslations(place));
  if (place.access_level === undefined && (place.access_note !== undefined || place.access_point !== undefined))
    add('access_level', 'access_note or access_point given without an access_level');

  const { country, cantons } = swissBoundaries();
  const { lat, lng } = place.coordinates;
  if (!inMultiPolygon(lng, lat, country)) add('coordinates', `point ${lat},${lng} is outside Switzerland`);
  const canton = cantons.get(place.canton);
  if (canton) {
    const off = distanceToMultiPolygonKm(lng, lat, canton);
    if (off > CANTON_TOLERANCE_KM) add('coordinates', `point is ${off.toFixed(1)} km outside canton ${place.canton}`);
  }
  return problems;
}

/**
 * The dataset's rules beyond the schema for the given places (already schema-valid), each in the
 * context of `others` (the rest of the dataset) and of the places before it in the list: so a
 * duplicate is reported once, on its later copy. The seed check and the admin API both use this.
 */
export function checkPlaces(
  places: readonly PlaceSource[],
  others: readonly PlaceIdentity[] = [],
): (PlaceProblem & { index: number; id: string })[] {
  const taken: Taken = { ids: new Set(), titles: new Map() };
  for (const other of others) take(taken, other);
  return places.flatMap((place, index) => {
    const problems = placeProblems(place, taken).map((p) => ({ ...p, index, id: place.id }));
    take(taken, place);
    return problems;
  });
}

/** Every rule the dataset must meet; returns one line per problem (empty = valid). */
export function validateDataset(records: readonly unknown[]): string[] {
  const problems: string[] = [];
  const places: PlaceSource[] = [];
  records.forEach((record, index) => {
    const parsed = placeSourceSchema.safeParse(record);
    const rawId = (record as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' ? rawId : `#${index}`;
    if (parsed.success) places.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        problems.push(`${id}: ${issue.path.join('.') || 'record'}: ${issue.message}`);
  });

  // The curated dataset's make-up; admins may add places, so this is not a rule of one record.
  for (const key of CATEGORY_KEYS) {
    const count = places.filter((p) => p.category_key === key).length;
    if (count !== CATEGORY_COUNTS[key])
      problems.push(`category ${key}: ${count} places, expected ${CATEGORY_COUNTS[key]}`);
  }

  // The curated dataset says for every place how a visitor reaches it, and why (safety).
  for (const place of places) {
    if (place.access_level === undefined) problems.push(`${place.id}: access_level is required in the dataset`);
    if (place.access_note === undefined) problems.push(`${place.id}: access_note is required in the dataset`);
  }

  for (const problem of checkPlaces(places)) problems.push(`${problem.id}: ${problem.message}`);
  return problems;
}
