import { insightsResponseSchema, PAGING } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** GET /api/swiss/insights with the spec's limit of 30; the feed shows the first 10. */
export function useInsights() {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['insights', lang],
    queryFn: ({ signal }) =>
      getJson(`/api/swiss/insights?limit=${PAGING.insightsLimit}&lang=${lang}`, insightsResponseSchema, { signal }),
    staleTime: Infinity,
  });
}
