import type { Place } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SustainabilityBadges } from '../../../features/explorer/components/sustainability-badges';
import { PlaceLoadStatus } from '../../../features/place/components/place-load-status';
import { useVisitedPlace } from '../../../features/place/use-visited-place';
import { useLensOn } from './lens-context';
import { PlaceChat } from './place-chat';

const OLDER_PLACE_TEXTS = {
  loading: 'older.place.loading',
  notFound: 'older.place.notFound',
  loadError: 'older.place.loadError',
} as const;

/** Explorer view, step 3: the place detail with the AI Guide chat (keyed by id: a new place empties it). */
export function OlderPlace({ id }: { id: string }) {
  const query = useVisitedPlace(id);
  if (query.isPending || query.isError) {
    return <PlaceLoadStatus error={query.error} onRetry={() => void query.refetch()} texts={OLDER_PLACE_TEXTS} />;
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
