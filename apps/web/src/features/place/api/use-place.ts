import { nearbyResponseSchema, placeResponseSchema, type Language } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

export const placeQuery = (id: string, lang: Language) => ({
  queryKey: ['place', id, lang],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    getJson(`/api/swiss/places/${encodeURIComponent(id)}?lang=${lang}`, placeResponseSchema, { signal }),
  retry: (count: number, error: Error) => count < 1 && !('status' in error && error.status === 404),
});

export function usePlace(id: string) {
  const { i18n } = useTranslation();
  return useQuery(placeQuery(id, resolveLanguage(i18n.language)));
}

export function useNearby(id: string) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['nearby', id, lang],
    queryFn: ({ signal }) =>
      getJson(`/api/swiss/v2/places/${encodeURIComponent(id)}/nearby?limit=6&lang=${lang}`, nearbyResponseSchema, {
        signal,
      }),
  });
}
