import { PAGING } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/status';
import { useInsights } from '../api/use-insights';

/** Swiss Insights under the explorer: up to 10 cards; a failed load only hides the feed (spec 8). */
export function InsightsFeed() {
  const { t } = useTranslation();
  const query = useInsights();
  if (query.isError) return null;
  return (
    <section aria-labelledby="insights-heading" className="section" data-testid="insights-feed">
      <h2 id="insights-heading" className="section__title">
        {t('older.insights.heading')}
      </h2>
      {query.isPending && <Loading>{t('older.insights.loading')}</Loading>}
      {query.isSuccess && query.data.insights.length === 0 && <p className="muted">{t('older.insights.empty')}</p>}
      {query.isSuccess && query.data.insights.length > 0 && (
        <ul className="insights-feed">
          {query.data.insights.slice(0, PAGING.insightsFeedCards).map((insight) => (
            <li key={insight.id} className="insight-card" data-testid="insight-card">
              <h3 className="insight-card__title">{insight.title}</h3>
              <p>{insight.description}</p>
              <Link
                to={`/place/${insight.place_id}`}
                className="insight-card__link"
                aria-label={t('older.insights.explore', { title: insight.title })}
              >
                {t('older.results.explore')} →
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
