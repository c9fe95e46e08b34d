import { v2QuizResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

export function useQuizQuestions() {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['v2-quiz', lang],
    queryFn: ({ signal }) => getJson(`/api/swiss/v2/quiz?lang=${lang}`, v2QuizResponseSchema, { signal }),
    staleTime: Infinity,
  });
}
