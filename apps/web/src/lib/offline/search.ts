import {
  placeAnswerPath,
  placeResponseSchema,
  placeSearchEntrySchema,
  type Language,
  type Place,
} from '@swiss/contract';
import { PlaceSearch } from '@swiss/content/search';
import * as z from 'zod/mini';
import { apiCacheKey, OFFLINE_CACHES, offlineSearchKey } from './cache-keys';

/**
 * The place search over the catalog saved on this device, for when the server cannot be reached.
 * A lazy chunk (with minisearch), loaded only when a search goes offline. It ranks with the
 * server's own search (@swiss/content/search) over the entries the warm-up kept from the offline
 * bundle, so "Genf" finds Geneva from the English interface exactly as online.
 */
export interface SavedSearchResult {
  /** The first `limit` matches in the language asked for, best first. */
  places: Place[];
  total: number;
}

const entriesSchema = z.array(placeSearchEntrySchema);

/** One index per language, kept while the warm-up's entries are the same (their stored date). */
const indexes = new Map<Language, { stamp: string; search: PlaceSearch }>();

async function savedIndex(cache: Cache, lang: Language): Promise<PlaceSearch | undefined> {
  const response = await cache.match(offlineSearchKey(window.location.origin, lang));
  if (!response) return undefined;
  const stamp = response.headers.get('date') ?? '';
  const known = indexes.get(lang);
  if (known && known.stamp === stamp) return known.search;
  const entries = entriesSchema.safeParse(await response.json().catch(() => undefined));
  if (!entries.success) return undefined;
  const search = new PlaceSearch(entries.data);
  indexes.set(lang, { stamp, search });
  return search;
}

async function savedPlace(cache: Cache, id: string, lang: Language): Promise<Place | undefined> {
  const response = await cache.match(apiCacheKey(new URL(placeAnswerPath(id, lang), window.location.origin)));
  if (!response) return undefined;
  const answer = placeResponseSchema.safeParse(await response.json().catch(() => undefined));
  return answer.success ? answer.data.place : undefined;
}

/**
 * The saved catalog's matches for `query` in `lang`, or undefined when this language was never
 * saved (or the browser has no Cache API).
 */
export async function searchSavedCatalog(
  query: string,
  lang: Language,
  limit: number,
): Promise<SavedSearchResult | undefined> {
  if (typeof caches === 'undefined') return undefined;
  const cache = await caches.open(OFFLINE_CACHES.api);
  const search = await savedIndex(cache, lang);
  if (!search) return undefined;
  const ids = search.search(query);
  const places = await Promise.all(ids.slice(0, limit).map((id) => savedPlace(cache, id, lang)));
  return { places: places.filter((place): place is Place => place !== undefined), total: ids.length };
}
