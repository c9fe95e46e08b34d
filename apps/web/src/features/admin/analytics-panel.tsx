import { adminAnalyticsResponseSchema, type AdminAnalytics } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../components/status';
import { getJson } from '../../lib/api-client';
import { resolveLanguage } from '../../lib/i18n';
import { CountTable } from './count-table';

const DAYS = 30;

function hasActivity(day: Omit<AdminAnalytics['days'][number], 'day'>): boolean {
  return day.page_views + day.place_views + day.category_views + day.quiz_completions + day.ai_questions > 0;
}

/** Anonymous usage of the last 30 days: sums per day, top places and categories, quiz, AI guide, languages. */
export function AnalyticsPanel({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const report = useQuery({
    queryKey: ['admin', 'analytics', DAYS, lang],
    queryFn: ({ signal }) =>
      getJson(`/api/admin/analytics?days=${DAYS}&lang=${lang}`, adminAnalyticsResponseSchema, {
        signal,
        token,
        cache: 'no-cache',
      }),
  });
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const data = report.data?.analytics;

  return (
    <section className="panel" aria-labelledby="admin-analytics-title" data-testid="admin-analytics">
      <h2 id="admin-analytics-title">{t('adminArea.analytics.title', { days: DAYS })}</h2>
      <p>{t('adminArea.analytics.intro')}</p>
      {report.isPending && <Loading>{t('adminArea.analytics.loading')}</Loading>}
      {report.isError && (
        <ErrorPanel
          action={
            <button type="button" className="button" onClick={() => void report.refetch()}>
              {t('adminArea.retry')}
            </button>
          }
        >
          {t('adminArea.analytics.error', { message: report.error.message })}
        </ErrorPanel>
      )}
      {data && !hasActivity(data.totals) && <p data-testid="analytics-empty">{t('adminArea.analytics.empty')}</p>}
      {data && hasActivity(data.totals) && (
        <div className="admin-analytics">
          <button type="button" className="button button--secondary" onClick={() => void report.refetch()}>
            {t('adminArea.analytics.refresh')}
          </button>
          <CountTable
            testId="analytics-days"
            caption={t('adminArea.analytics.perDay')}
            headers={[
              t('adminArea.analytics.day'),
              t('adminArea.analytics.pageViews'),
              t('adminArea.analytics.placeViews'),
              t('adminArea.analytics.categoryViews'),
              t('adminArea.analytics.quizCompletions'),
              t('adminArea.analytics.aiQuestions'),
              t('adminArea.analytics.aiFallbacks'),
            ]}
            rows={data.days.filter(hasActivity).map((d) => ({
              key: d.day,
              cells: [
                d.day,
                number.format(d.page_views),
                number.format(d.place_views),
                number.format(d.category_views),
                number.format(d.quiz_completions),
                number.format(d.ai_questions),
                number.format(d.ai_fallbacks),
              ],
            }))}
            footer={[
              t('adminArea.analytics.total'),
              number.format(data.totals.page_views),
              number.format(data.totals.place_views),
              number.format(data.totals.category_views),
              number.format(data.totals.quiz_completions),
              number.format(data.totals.ai_questions),
              number.format(data.totals.ai_fallbacks),
            ]}
          />
          <CountTable
            testId="analytics-screens"
            caption={t('adminArea.analytics.screens')}
            headers={[t('adminArea.analytics.screen'), t('adminArea.analytics.views')]}
            rows={data.screens.map((s) => ({ key: s.key, cells: [s.key, number.format(s.count)] }))}
          />
          <CountTable
            testId="analytics-places"
            caption={t('adminArea.analytics.topPlaces')}
            headers={[t('adminArea.analytics.place'), t('adminArea.analytics.views')]}
            rows={data.top_places.map((p) => ({ key: p.key, cells: [p.title, number.format(p.count)] }))}
          />
          <CountTable
            testId="analytics-categories"
            caption={t('adminArea.analytics.topCategories')}
            headers={[t('adminArea.analytics.category'), t('adminArea.analytics.views')]}
            rows={data.top_categories.map((c) => ({ key: c.key, cells: [c.key, number.format(c.count)] }))}
          />
          <CountTable
            testId="analytics-quiz"
            caption={t('adminArea.analytics.quizScores')}
            headers={[t('adminArea.analytics.scoreBand'), t('adminArea.analytics.rounds')]}
            rows={data.quiz_scores.map((b) => ({ key: b.band, cells: [`${b.band} %`, number.format(b.count)] }))}
          />
          <p data-testid="analytics-ai">
            {data.ai_fallback_rate === null
              ? t('adminArea.analytics.aiNone')
              : t('adminArea.analytics.aiSummary', {
                  questions: number.format(data.totals.ai_questions),
                  rate: percent.format(data.ai_fallback_rate),
                })}
          </p>
          <CountTable
            testId="analytics-languages"
            caption={t('adminArea.analytics.languages')}
            headers={[
              t('adminArea.analytics.language'),
              t('adminArea.analytics.pageViews'),
              t('adminArea.analytics.aiAnswers'),
            ]}
            rows={['en', 'de', 'fr', 'it'].map((code) => ({
              key: code,
              cells: [
                code.toUpperCase(),
                number.format(data.languages.find((l) => l.key === code)?.count ?? 0),
                number.format(data.ai_languages.find((l) => l.key === code)?.count ?? 0),
              ],
            }))}
          />
        </div>
      )}
    </section>
  );
}
