/**
 * Shared by the service worker (src/sw) and the page's catalog warm-up, so both read and write the
 * same cache entries. No DOM or worker types here: it is compiled for both.
 */
export const OFFLINE_CACHES = {
  /** Catalog API answers (JSON), network first. */
  api: 'se-api-v1',
  /** Generated SVG covers and category placeholders. */
  covers: 'se-covers-v1',
  /** Uploaded place photos and proxied images, capped by count. */
  photos: 'se-photos-v1',
} as const;

/** Query parameters that only defeat caches (the spec's `v` and `_cb`): left out of cache keys. */
const CACHE_BUSTERS = new Set(['v', '_cb']);

/**
 * The cache key of an API GET: same origin and path, cache busters dropped, the other parameters
 * sorted, so `?lang=en&v=abc` and `?v=xyz&lang=en` meet in one entry.
 */
export function apiCacheKey(url: string | URL): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams.entries()]
    .filter(([name]) => !CACHE_BUSTERS.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(params).toString();
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The offline bundle (@swiss/contract OFFLINE_BUNDLE_PATH; not imported, so the worker stays free of
 * the contract's schemas): the warm-up splits it into the answers below, so it is not kept whole.
 */
export const OFFLINE_BUNDLE_PATHNAME = '/api/swiss/v2/offline-bundle';

/**
 * Where the warm-up keeps one language's search entries (the offline bundle's `search`: every
 * place's names in all four languages), which the offline search (search.ts) ranks over. Not an
 * address anything fetches: only the page reads it, from the API cache.
 */
export function offlineSearchKey(origin: string, lang: string): string {
  return `${origin}/offline/search-entries?lang=${lang}`;
}

/** API GETs kept for offline use: the catalog, flags, settings and stats; never accounts, admin or AI. */
export function isCachedApiPath(pathname: string): boolean {
  return (
    (pathname.startsWith('/api/swiss/') && pathname !== OFFLINE_BUNDLE_PATHNAME) ||
    pathname === '/api/feature-flags' ||
    pathname === '/api/config' ||
    pathname === '/api/tts/voices'
  );
}
