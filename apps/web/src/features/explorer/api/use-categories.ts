import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { loadCategories } from './load-categories';

export function useCategories() {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => loadCategories(lang, signal),
    retry: false, // loadCategories runs the spec's own fallback and retry chain
    staleTime: 5 * 60 * 1000,
  });
}
