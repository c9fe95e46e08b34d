import type { Place } from '@swiss/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel, Loading } from '../../../components/status';
import { SustainabilityBadges } from '../../../features/explorer/components/sustainability-badges';
import { usePlace } from '../../../features/place/api/use-place';
import { analytics } from '../../../lib/analytics';
import { resolveLanguage } from '../../../lib/i18n';
import { progress } from '../../../lib/progress';
import { useLensOn } from './lens-context';
import { PlaceChat } from './place-chat';

/** Explorer view, step 3: the place detail with the AI Guide chat (keyed by id: a new place empties it). */
export function OlderPlace({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const query = usePlace(id);
  const loaded = query.data?.place;
  // Only a place that really loaded counts as explored (Results: places explored).
  useEffect(() => {
    if (!loaded) return;
    progress.markExplored(loaded.id, loaded.category_key);
    analytics.placeView(loaded.id, resolveLanguage(i18n.language));
    // A language switch reloads the place; it is still the same view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);
  if (query.isPending) return <Loading testId="place-loading">{t('older.place.loading')}</Loading>;
  if (query.isError) {
    const missing = 'status' in query.error && query.error.status === 404;
    return (
      <ErrorPanel
        testId="place-error"
        action={
          missing ? (
            <Link to="/" className="button">
              {t('notFound.home')}
            </Link>
          ) : (
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t('errors.retry')}
            </button>
          )
        }
      >
        {missing ? t('older.place.notFound') : t('older.place.loadError', { reason: query.error.message })}
      </ErrorPanel>
    );
  }
  return <PlaceDetail place={query.data.place} />;
}

function PlaceDetail({ place }: { place: Place }) {
  const { t } = useTranslation();
  const lens = useLensOn();
  const s = place.sustainability;
  return (
    <article className="older-place" data-testid="older-place">
      <p>
        <Link to={`/category/${place.category_key}`} className="back-link">
          ← {t('older.place.back', { category: t(`categoryNames.${place.category_key}`) })}
        </Link>
      </p>
      <h1>{place.title}</h1>
      {place.local_title !== place.title && <p className="muted">{place.local_title}</p>}
      {lens && <SustainabilityBadges place={place} />}
      <p>{place.full_description || place.summary || t('card.fallbackSummary')}</p>
      {place.facts.length > 0 && (
        <section aria-labelledby="older-facts" className="section">
          <h2 id="older-facts" className="section__title">
            {t('older.place.facts')}
          </h2>
          <ul>
            {place.facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        </section>
      )}
      {place.insights_old_vs_new && (
        <section aria-labelledby="older-ovn" className="section">
          <h2 id="older-ovn" className="section__title">
            {t('older.place.oldVsNew')}
          </h2>
          <p>{place.insights_old_vs_new}</p>
        </section>
      )}
      <section aria-labelledby="older-sus" className="section">
        <h2 id="older-sus" className="section__title">
          {t('older.place.sustainability')}
        </h2>
        <ul>
          {[s.public_transit_tip, s.low_impact_activity, s.seasonality_note]
            .filter((line) => line.trim())
            .map((line) => (
              <li key={line}>{line}</li>
            ))}
        </ul>
      </section>
      <PlaceChat place={place} />
    </article>
  );
}
