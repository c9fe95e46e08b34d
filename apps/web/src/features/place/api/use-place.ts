import { nearbyResponseSchema, placeResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

export function usePlace(id: string) {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['place', id, lang],
    queryFn: ({ signal }) =>
      getJson(`/api/swiss/places/${encodeURIComponent(id)}?lang=${lang}`, placeResponseSchema, { signal }),
    retry: (count, error) => count < 1 && !('status' in error && error.status === 404),
  });
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
