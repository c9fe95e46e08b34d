import {
  COVER_SET_PATH,
  coverSetResponseSchema,
  featureFlagsResponseSchema,
  OFFLINE_BUNDLE_PATH,
  offlineAnswers,
  offlineBundleSchema,
  statsResponseSchema,
  type Language,
} from '@swiss/contract';
import type { getJson as GetJson } from '../api-client';
import type { storage as Storage } from '../storage';
import { apiCacheKey, OFFLINE_CACHES, offlineSearchKey } from './cache-keys';

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
/** The bundle and the cover set are a few hundred kB before compression: more time than a list call. */
const BUNDLE_TIMEOUT_MS = 30000;

/** Flags and the host page's figures are not catalog data: fetched through the worker, which keeps them. */
const FLAGS_PATH = '/api/feature-flags';
const STATS_PATH = '/api/swiss/v2/stats';

/**
 * Every request of one warm-up, in order: the language's offline bundle, the cover set, flags and
 * figures. Four requests, where one warm-up used to make ~30 list calls and one per cover (~340):
 * behind one shared address (an event hall's Wi-Fi) those ran into the per-address rate limit.
 */
export function warmUpRequests(lang: Language): string[] {
  return [`${OFFLINE_BUNDLE_PATH}?lang=${lang}`, COVER_SET_PATH, FLAGS_PATH, STATS_PATH];
}

function stored(body: string, type: string, at: string): Response {
  return new Response(body, { headers: { 'content-type': type, date: at } });
}

/**
 * The bundle, split into the answers the views request (categories, every category page, the
 * sample list, both quizzes, insights, the heritage filters, every place's page), each stored in
 * the worker's API cache under its own URL: offline, the views and the worker read them unchanged.
 * The search entries are kept beside them for the offline search (search.ts).
 */
async function warmAnswers({ getJson }: WarmDeps, lang: Language): Promise<number> {
  const [bundleUrl = ''] = warmUpRequests(lang);
  const bundle = await getJson(bundleUrl, offlineBundleSchema, { timeoutMs: BUNDLE_TIMEOUT_MS });
  const cache = await caches.open(OFFLINE_CACHES.api);
  const at = new Date().toUTCString();
  const json = 'application/json; charset=utf-8';
  await Promise.all([
    ...offlineAnswers(bundle).map(({ path, body }) =>
      cache.put(apiCacheKey(new URL(path, window.location.origin)), stored(JSON.stringify(body), json, at)),
    ),
    cache.put(offlineSearchKey(window.location.origin, lang), stored(JSON.stringify(bundle.search), json, at)),
  ]);
  return bundle.places.length;
}

/**
 * Every generated cover and category placeholder from one answer, each stored under the URL the
 * pages show it by. One request per device (covers do not depend on the language; a later warm-up
 * gets a 304 through the HTTP cache), instead of one per place.
 */
async function warmCovers({ getJson }: WarmDeps): Promise<number> {
  const set = await getJson(COVER_SET_PATH, coverSetResponseSchema, { timeoutMs: BUNDLE_TIMEOUT_MS });
  const cache = await caches.open(OFFLINE_CACHES.covers);
  const at = new Date().toUTCString();
  const entries = [
    ...Object.entries(set.placeholders).map(([key, svg]) => [`/api/media/placeholder/${key}`, svg] as const),
    ...Object.entries(set.covers).map(([id, svg]) => [`/api/media/cover/${encodeURIComponent(id)}`, svg] as const),
  ];
  await Promise.all(
    entries.map(([path, svg]) =>
      cache.put(new URL(path, window.location.origin).href, stored(svg, 'image/svg+xml; charset=utf-8', at)),
    ),
  );
  return Object.keys(set.covers).length;
}

const inFlight = new Map<Language, Promise<WarmRecord>>();

/** Stores the whole catalog of one language, and the covers, for offline use. */
export function warmCatalog(deps: WarmDeps, lang: Language): Promise<WarmRecord> {
  const { storage, getJson } = deps;
  const running = inFlight.get(lang);
  if (running) return running;
  const run = (async () => {
    const places = await warmAnswers(deps, lang);
    const covers = await warmCovers(deps);
    // Through the worker (network first), which caches them as it caches the views' own calls.
    await getJson(FLAGS_PATH, featureFlagsResponseSchema);
    await getJson(STATS_PATH, statsResponseSchema);
    const record: WarmRecord = { at: new Date().toISOString(), version: __APP_VERSION__, places, covers };
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
