import { heritageResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** Eco destinations: the green leaders of the catalog (score above 75), best score first. */
export function useEcoDestinations() {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['heritage', 'green', lang],
    queryFn: async ({ signal }) => {
      const body = await getJson(`/api/swiss/v2/heritage?filter=green&lang=${lang}`, heritageResponseSchema, {
        signal,
      });
      return [...body.places].sort((a, b) => b.sustainability_score - a.sustainability_score);
    },
    staleTime: Infinity,
  });
}
