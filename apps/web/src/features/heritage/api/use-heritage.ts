import { heritageResponseSchema, type HeritageFilter } from '@swiss/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** The places of one Old vs New filter, and the count of every chip. */
export function useHeritage(filter: HeritageFilter) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['heritage', filter, lang],
    queryFn: ({ signal }) =>
      getJson(`/api/swiss/v2/heritage?filter=${filter}&lang=${lang}`, heritageResponseSchema, { signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
