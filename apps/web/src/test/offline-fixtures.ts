import { LANGUAGES, placeAnswerPath, type Language, type Place, type PlaceSearchEntry } from '@swiss/contract';
import { placeSearchEntries } from '@swiss/content/search';
import { apiCacheKey, OFFLINE_CACHES, offlineSearchKey } from '../lib/offline/cache-keys';

/** The Cache API is not in jsdom: a map of stored bodies per cache name (put, match, keys). */
export function memoryCaches() {
  const stores = new Map<string, Map<string, { body: string; headers: [string, string][] }>>();
  const store = (name: string) => {
    const found = stores.get(name) ?? new Map<string, { body: string; headers: [string, string][] }>();
    stores.set(name, found);
    return found;
  };
  return {
    stores,
    open: (name: string) =>
      Promise.resolve({
        put: async (key: string, response: Response) => {
          store(name).set(key, { body: await response.text(), headers: [...response.headers.entries()] });
        },
        match: (key: string) => {
          const hit = store(name).get(key);
          return Promise.resolve(hit ? new Response(hit.body, { headers: hit.headers }) : undefined);
        },
        keys: () => Promise.resolve([...store(name).keys()]),
      }),
  };
}

/** A place as the API sends it; only the names, region and summary vary. */
export function testPlace(id: string, fields: Partial<Place> & Pick<Place, 'title' | 'local_title'>): Place {
  return {
    id,
    slug: id,
    summary: '',
    short_description: '',
    full_description: '',
    image_url: null,
    image_credit: null,
    facts: [],
    category: [],
    category_key: 'cities_villages',
    insights_old_vs_new: '',
    sustainability: {
      unesco_site: false,
      protected_area: false,
      sustainability_score: 50,
      transit_access: 'rail',
      seasonality_pressure: 'low',
      public_transit_tip: '',
      seasonality_note: '',
      low_impact_activity: '',
      score_breakdown: [],
    },
    type: 'peak',
    region: '',
    canton: 'GE',
    elevation: null,
    bestSeasons: ['summer'],
    founded_year: null,
    coordinates: { lat: 46.2, lng: 6.15 },
    lat: 46.2,
    lng: 6.15,
    official_url: null,
    source_url: null,
    ...fields,
  };
}

/** Three places in every language, as a warmed catalog holds them (names from the real dataset). */
export const SAVED_PLACES: Record<Language, Place[]> = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const pick = (texts: Record<Language, string>) => texts[lang];
    return [
      lang,
      [
        testPlace('geneve', {
          title: pick({ en: 'Geneva', de: 'Genf', fr: 'Genève', it: 'Ginevra' }),
          local_title: 'Genève',
          region: pick({
            en: 'Lake Geneva, Geneva',
            de: 'Genfersee, Genf',
            fr: 'Lac Léman, Genève',
            it: 'Lago Lemano, Ginevra',
          }),
          summary: 'An international city at the tip of Lake Geneva.',
        }),
        testPlace('lac-leman', {
          title: pick({ en: 'Lake Geneva', de: 'Genfersee', fr: 'Lac Léman', it: 'Lago Lemano' }),
          local_title: 'Lac Léman',
          canton: 'VD',
          summary: "Switzerland's largest lake, between Geneva and Montreux.",
        }),
        testPlace('zurich', {
          title: pick({ en: 'Zurich', de: 'Zürich', fr: 'Zurich', it: 'Zurigo' }),
          local_title: 'Zürich',
          canton: 'ZH',
          summary: "Switzerland's largest city.",
        }),
      ],
    ];
  }),
) as Record<Language, Place[]>;

export const SAVED_ENTRIES: PlaceSearchEntry[] = placeSearchEntries(LANGUAGES.map((lang) => SAVED_PLACES[lang]));

/** Stores what the warm-up stores for `lang`: the search entries and every place's answer. */
export async function saveCatalog(caches: ReturnType<typeof memoryCaches>, lang: Language): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHES.api);
  const origin = window.location.origin;
  const headers = { 'content-type': 'application/json', date: new Date().toUTCString() };
  await cache.put(offlineSearchKey(origin, lang), new Response(JSON.stringify(SAVED_ENTRIES), { headers }));
  for (const place of SAVED_PLACES[lang])
    await cache.put(
      apiCacheKey(new URL(placeAnswerPath(place.id, lang), origin)),
      new Response(JSON.stringify({ status: 'success', place }), { headers }),
    );
}
