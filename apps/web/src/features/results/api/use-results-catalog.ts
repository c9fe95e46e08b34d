import { categoriesResponseSchema, statsResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** How many destinations the catalog holds: the "of N" of places explored. */
export function useCatalogTotal() {
  return useQuery({
    queryKey: ['v2-stats'],
    queryFn: ({ signal }) => getJson('/api/swiss/v2/stats', statsResponseSchema, { signal }),
    select: (data) => data.stats.destinations,
  });
}

/** Category names and sizes in the current language, for explored-per-category. */
export function useResultsCategories() {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['results-categories', lang],
    queryFn: ({ signal }) => getJson(`/api/swiss/v2/categories?lang=${lang}`, categoriesResponseSchema, { signal }),
    select: (data) => data.categories,
  });
}
