import { v2PlacesResponseSchema, type Language, type V2PlacesResponse } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** The server's answer, or (`offline`) the same search run over the catalog saved on this device. */
export type PlaceSearchAnswer = V2PlacesResponse & { offline: boolean };

const SEARCH_PAGE_SIZE = 50;

/** The server could not be reached (offline, timed out, or down): the saved catalog can answer. */
function unreachable(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT' || error.status >= 500)
  );
}

/**
 * The search over the saved catalog, with the server's ranking (lib/offline/search.ts, loaded
 * only now: it brings minisearch). Without a saved catalog, the original failure stands.
 */
async function searchOffline(search: string, lang: Language, cause: unknown): Promise<PlaceSearchAnswer> {
  const { searchSavedCatalog } = await import('../../../lib/offline/search');
  const saved = await searchSavedCatalog(search, lang, SEARCH_PAGE_SIZE);
  if (!saved) throw cause;
  return {
    status: 'success',
    places: saved.places,
    total: saved.total,
    category: null,
    page: 1,
    per_page: SEARCH_PAGE_SIZE,
    offline: true,
  };
}

/** The sample list when `query` is empty, else the ranked search results (offline: from the device). */
export function usePlaceSearch(query: string) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const search = query.trim();
  return useQuery({
    queryKey: ['place-search', search, lang],
    queryFn: async ({ signal }): Promise<PlaceSearchAnswer> => {
      if (search && !navigator.onLine)
        return searchOffline(search, lang, new ApiError('the browser is offline', 0, 'NETWORK_ERROR'));
      const params = new URLSearchParams({ per_page: search ? String(SEARCH_PAGE_SIZE) : '12', lang });
      if (search) params.set('search', search);
      try {
        // A search ranks the catalog on the server: a costly call, limited per device (device-token.ts).
        const answer = await getJson(`/api/swiss/v2/places?${params.toString()}`, v2PlacesResponseSchema, {
          signal,
          device: Boolean(search),
        });
        return { ...answer, offline: false };
      } catch (error) {
        if (!search || !unreachable(error)) throw error;
        return searchOffline(search, lang, error);
      }
    },
    // The query runs offline too: it answers from the saved catalog then.
    networkMode: 'always',
    placeholderData: (previous) => previous,
  });
}
