import { PAGING, SUSTAINABILITY } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { ErrorPanel, Loading } from '../../../components/status';
import { useEcoDestinations } from '../api/use-eco-destinations';
import { SustainabilityAssistant } from './sustainability-assistant';

const PAGE = PAGING.oldVsNewMaxCards;

function FactList({ section }: { section: 'transport' | 'energy' | 'tips' }) {
  const { t } = useTranslation();
  const items = t(`sustainability.${section}.items`, { returnObjects: true }) as unknown as string[];
  return (
    <section className="panel eco-facts" aria-labelledby={`eco-${section}-title`} data-testid={`eco-${section}`}>
      <h2 id={`eco-${section}-title`}>{t(`sustainability.${section}.heading`)}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function EcoDestinations() {
  const { t } = useTranslation();
  const query = useEcoDestinations();
  const [shown, setShown] = useState<number>(PAGE);
  return (
    <section aria-labelledby="eco-destinations-title" className="eco-destinations">
      <h2 id="eco-destinations-title">{t('sustainability.eco.heading')}</h2>
      <p>{t('sustainability.eco.intro')}</p>
      {query.isPending ? (
        <Loading testId="eco-loading">{t('sustainability.eco.loading')}</Loading>
      ) : query.isError ? (
        <ErrorPanel
          testId="eco-destinations-error"
          action={
            <button type="button" className="button" onClick={() => void query.refetch()}>
              {t('errors.retry')}
            </button>
          }
        >
          {t('sustainability.eco.loadError')}
        </ErrorPanel>
      ) : query.data.length === 0 ? (
        <p>{t('sustainability.eco.empty')}</p>
      ) : (
        <>
          <p data-testid="eco-count">
            {t('sustainability.eco.shown', { shown: Math.min(shown, query.data.length), count: query.data.length })}
          </p>
          <ul className="place-list" data-testid="eco-destinations">
            {query.data.slice(0, shown).map((place) => {
              const score = place.sustainability_score;
              return (
                <li key={place.id} className="place-card">
                  <Link to={`/place/${place.id}`} className="place-card__link" data-testid={`eco-place-${place.id}`}>
                    <span className="place-card__title">{place.title}</span>
                    <span className="place-card__meta">{place.region}</span>
                  </Link>
                  <span className="badges">
                    <Badge tone={score >= SUSTAINABILITY.sustainableBadgeAt ? 'green' : 'neutral'}>
                      {t('sustainability.eco.score', { score })}
                    </Badge>
                    {score >= SUSTAINABILITY.sustainableBadgeAt && (
                      <Badge tone="green">{t('sustainability.eco.sustainable')}</Badge>
                    )}
                    {place.unesco_site && <Badge tone="blue">{t('sustainability.eco.unesco')}</Badge>}
                  </span>
                </li>
              );
            })}
          </ul>
          {shown < query.data.length && (
            <button
              type="button"
              className="button button--secondary eco-more"
              onClick={() => setShown((n) => n + PAGE)}
              data-testid="eco-more"
            >
              {t('sustainability.eco.showMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

export function SustainabilityPage() {
  const { t } = useTranslation();
  return (
    <div className="sustainability">
      <section className="panel" aria-labelledby="sustainability-title">
        <h1 id="sustainability-title">{t('sustainability.title')}</h1>
        <p>{t('sustainability.intro')}</p>
      </section>
      <SustainabilityAssistant />
      <EcoDestinations />
      <div className="eco-facts-grid">
        <FactList section="transport" />
        <FactList section="energy" />
        <FactList section="tips" />
      </div>
    </div>
  );
}
