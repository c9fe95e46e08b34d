import {
  categoriesResponseSchema,
  featureFlagsResponseSchema,
  HERITAGE_FILTERS,
  heritageResponseSchema,
  insightsResponseSchema,
  PAGING,
  placesResponseSchema,
  quizResponseSchema,
  statsResponseSchema,
  v2PlacesResponseSchema,
  v2QuizResponseSchema,
  type Language,
  type Place,
} from '@swiss/contract';
import type { getJson as GetJson } from '../api-client';
import type { storage as Storage } from '../storage';
import { apiCacheKey, OFFLINE_CACHES } from './cache-keys';

/**
 * What the warm-up borrows from the first bundle. Passed in rather than imported, so this lazily
 * loaded chunk never makes the bundler split the first bundle's modules into more chunks.
 */
export interface WarmDeps {
  getJson: typeof GetJson;
  storage: typeof Storage;
}

/** Per language: when the catalog was last warmed, by which app version, and what it holds. */
export const OFFLINE_RECORD_KEY = 'swiss_explorer_offline';
export interface WarmRecord {
  at: string;
  version: string;
  places: number;
  covers: number;
}
type WarmRecords = Partial<Record<Language, WarmRecord>>;

/** Warm again after this long (or after an app update): network-first keeps it fresh in between. */
const WARM_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Parallel requests of the warm-up: gentle on a weak connection and on the server's rate limit. */
const CONCURRENCY = 4;

async function eachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The same URLs the views request (features/*\/api): they go through the worker, which caches them. */
async function warmLists({ getJson }: WarmDeps, lang: Language): Promise<void> {
  const categories = await getJson(`/api/swiss/v2/categories?lang=${lang}`, categoriesResponseSchema);
  const singles: (() => Promise<unknown>)[] = [
    () => getJson('/api/feature-flags', featureFlagsResponseSchema),
    () => getJson(`/api/swiss/v2/places?per_page=12&lang=${lang}`, v2PlacesResponseSchema),
    () => getJson(`/api/swiss/v2/quiz?lang=${lang}`, v2QuizResponseSchema),
    () => getJson(`/api/swiss/quiz?limit=${PAGING.quizLimit}&lang=${lang}`, quizResponseSchema),
    () => getJson(`/api/swiss/insights?limit=${PAGING.insightsLimit}&lang=${lang}`, insightsResponseSchema),
    () => getJson('/api/swiss/v2/stats', statsResponseSchema),
    ...HERITAGE_FILTERS.map(
      (filter) => () => getJson(`/api/swiss/v2/heritage?filter=${filter}&lang=${lang}`, heritageResponseSchema),
    ),
  ];
  await eachLimited(singles, CONCURRENCY, async (load) => {
    await load();
  });
  // Every category's pages, by the paging rule of features/explorer (pages of 50, at most 10).
  await eachLimited(categories.categories, CONCURRENCY, async (category) => {
    let loaded = 0;
    for (let page = 1; page <= PAGING.v2MaxPages; page += 1) {
      const url = `/api/swiss/v2/places?type=${category.key}&per_page=${PAGING.v2PageSize}&page=${page}&lang=${lang}`;
      const response = await getJson(url, v2PlacesResponseSchema);
      loaded += response.places.length;
      if (response.places.length < PAGING.v2PageSize || loaded >= response.total) break;
    }
  });
}

/**
 * Every place's page in one request: `/api/swiss/places` returns the same place objects as
 * `/api/swiss/places/{id}`, so each is stored under its own URL (one call instead of ~340).
 */
async function warmPlaces({ getJson }: WarmDeps, lang: Language): Promise<Place[]> {
  const all = await getJson(`/api/swiss/places?limit=400&lang=${lang}`, placesResponseSchema);
  const cache = await caches.open(OFFLINE_CACHES.api);
  const at = new Date().toUTCString();
  await Promise.all(
    all.places.map((place) =>
      cache.put(
        apiCacheKey(new URL(`/api/swiss/places/${encodeURIComponent(place.id)}?lang=${lang}`, window.location.origin)),
        new Response(JSON.stringify({ status: 'success', place }), {
          headers: { 'content-type': 'application/json; charset=utf-8', date: at },
        }),
      ),
    ),
  );
  return all.places;
}

/** Generated covers of places without a photo, and the category placeholders; skips cached ones. */
async function warmCovers(places: Place[]): Promise<number> {
  const cache = await caches.open(OFFLINE_CACHES.covers);
  const categories = [...new Set(places.map((p) => p.category_key))];
  const urls = [
    ...categories.map((key) => `/api/media/placeholder/${key}`),
    ...places.filter((p) => !p.photo).map((p) => `/api/media/cover/${encodeURIComponent(p.id)}`),
  ];
  let stored = 0;
  let stop = false;
  await eachLimited(urls, CONCURRENCY, async (url) => {
    if (stop) return;
    if (await cache.match(url)) {
      stored += 1;
      return;
    }
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 429) stop = true; // the server asks us to slow down: finish later
    if (response?.ok) stored += 1;
    await response?.body?.cancel().catch(() => undefined);
  });
  return stored;
}

const inFlight = new Map<Language, Promise<WarmRecord>>();

/** Fetches the whole catalog of one language through the service worker, which keeps it. */
export function warmCatalog(deps: WarmDeps, lang: Language): Promise<WarmRecord> {
  const { storage } = deps;
  const running = inFlight.get(lang);
  if (running) return running;
  const run = (async () => {
    await warmLists(deps, lang);
    const places = await warmPlaces(deps, lang);
    const covers = await warmCovers(places);
    const record: WarmRecord = {
      at: new Date().toISOString(),
      version: __APP_VERSION__,
      places: places.length,
      covers,
    };
    storage.setJson(OFFLINE_RECORD_KEY, { ...storage.getJson<WarmRecords>(OFFLINE_RECORD_KEY), [lang]: record });
    return record;
  })().finally(() => inFlight.delete(lang));
  inFlight.set(lang, run);
  return run;
}

/** Warms when this language was never warmed, by an older version, or long ago; not on data saver. */
export async function warmCatalogIfDue(deps: WarmDeps, lang: Language): Promise<WarmRecord | undefined> {
  if (!navigator.onLine || !('caches' in window)) return undefined;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return undefined;
  const record = deps.storage.getJson<WarmRecords>(OFFLINE_RECORD_KEY)?.[lang];
  const fresh = record && record.version === __APP_VERSION__ && Date.now() - Date.parse(record.at) < WARM_MAX_AGE_MS;
  return fresh ? undefined : warmCatalog(deps, lang);
}
