import type { Language } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { loadCategories } from './load-categories';

export const categoriesQuery = (lang: Language) => ({
  queryKey: ['categories', lang],
  queryFn: ({ signal }: { signal: AbortSignal }) => loadCategories(lang, signal),
  retry: false, // loadCategories runs the spec's own fallback and retry chain
  staleTime: 5 * 60 * 1000,
});

export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery(categoriesQuery(resolveLanguage(i18n.language)));
}
