import { PAGING, quizResponseSchema } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from '../../../lib/api-client';
import { resolveLanguage } from '../../../lib/i18n';

/** The older quiz shape (GET /api/swiss/quiz, limit 50): options, the right answer and an explanation. */
export function useOlderQuiz() {
  const { i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  return useQuery({
    queryKey: ['older-quiz', lang],
    queryFn: ({ signal }) =>
      getJson(`/api/swiss/quiz?limit=${PAGING.quizLimit}&lang=${lang}`, quizResponseSchema, { signal }),
    staleTime: Infinity,
  });
}
