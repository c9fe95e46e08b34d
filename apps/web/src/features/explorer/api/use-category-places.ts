import type { CategoryKey } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { loadCategoryPlaces } from './load-category-places';

export function useCategoryPlaces(key: CategoryKey) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['category-places', key, lang],
    queryFn: ({ signal }) => loadCategoryPlaces(key, lang, signal),
    retry: false, // the error state offers Retry Loading
  });
}
