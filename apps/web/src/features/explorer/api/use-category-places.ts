import type { CategoryKey, Language } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { loadCategoryPlaces } from './load-category-places';

export const categoryPlacesQuery = (key: CategoryKey, lang: Language) => ({
  queryKey: ['category-places', key, lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => loadCategoryPlaces(key, lang, signal),
  retry: false, // the error state offers Retry Loading
});

export function useCategoryPlaces(key: CategoryKey) {
  const { i18n } = useTranslation();
  return useQuery(categoryPlacesQuery(key, resolveLanguage(i18n.language)));
}
