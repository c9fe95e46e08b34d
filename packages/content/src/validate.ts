import {
  CATEGORY_COUNTS,
  CATEGORY_KEYS,
  LANGUAGES,
  PLACEHOLDER_TITLE,
  placeSourceSchema,
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

  for (const key of CATEGORY_KEYS) {
    const count = places.filter((p) => p.category_key === key).length;
    if (count !== CATEGORY_COUNTS[key])
      problems.push(`category ${key}: ${count} places, expected ${CATEGORY_COUNTS[key]}`);
  }

  const seen = { id: new Map<string, string>(), title: new Map<string, string>() };
  const { country, cantons } = swissBoundaries();
  for (const place of places) {
    if (seen.id.has(place.id)) problems.push(`${place.id}: duplicate id (slug)`);
    seen.id.set(place.id, place.id);
    const titleKey = place.title.normalize('NFC').toLowerCase();
    const twin = seen.title.get(titleKey);
    if (twin) problems.push(`${place.id}: duplicate title "${place.title}" (also ${twin})`);
    seen.title.set(titleKey, place.id);
    if (PLACEHOLDER_TITLE.test(place.title)) problems.push(`${place.id}: placeholder title "${place.title}"`);

    // Swiss Standard German writes "ss", never "ß".
    if (
      JSON.stringify([place.names.de, place.summary.de, place.facts.de, place.insights_old_vs_new.de]).includes('ß')
    ) {
      problems.push(`${place.id}: German text uses "ß" (Swiss spelling is "ss")`);
    }
    const counts = LANGUAGES.map((lang) => place.facts[lang].length);
    if (new Set(counts).size > 1)
      problems.push(`${place.id}: facts differ in number across languages (${counts.join('/')})`);
    for (const lang of LANGUAGES) {
      const facts = place.facts[lang].map((f) => f.trim().toLowerCase());
      if (new Set(facts).size !== facts.length) problems.push(`${place.id}: duplicated fact (${lang})`);
      const [past, present] = OLD_NEW_MARKERS[lang];
      const text = place.insights_old_vs_new[lang];
      if (!past.test(text) || !present.test(text))
        problems.push(`${place.id}: old-vs-new text (${lang}) lacks its past/present markers`);
    }

    const { lat, lng } = place.coordinates;
    if (!inMultiPolygon(lng, lat, country)) problems.push(`${place.id}: point ${lat},${lng} is outside Switzerland`);
    const canton = cantons.get(place.canton);
    if (canton) {
      const off = distanceToMultiPolygonKm(lng, lat, canton);
      if (off > CANTON_TOLERANCE_KM)
        problems.push(`${place.id}: point is ${off.toFixed(1)} km outside canton ${place.canton}`);
    }
  }
  return problems;
}
