import { v2PlacesResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** The sample list when `query` is empty, else the ranked search results. */
export function usePlaceSearch(query: string) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const search = query.trim();
  return useQuery({
    queryKey: ['place-search', search, lang],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ per_page: search ? '50' : '12', lang });
      if (search) params.set('search', search);
      // A search ranks the catalog on the server: a costly call, limited per device (device-token.ts).
      return getJson(`/api/swiss/v2/places?${params.toString()}`, v2PlacesResponseSchema, {
        signal,
        device: Boolean(search),
      });
    },
    placeholderData: (previous) => previous,
  });
}
