import { HERITAGE_FILTERS, PAGING, SUSTAINABILITY, type HeritageFilter } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/badge';
import { ErrorPanel, Loading } from '../../../components/status';
import { useHeritage } from '../api/use-heritage';
import { useHeritageChat } from '../hooks/use-heritage-chat';
import { ComparisonCards } from './comparison-cards';
import { HeritageChat } from './heritage-chat';

/** Cards shown per step (the spec's older explorer showed at most 12). */
const PAGE = PAGING.oldVsNewMaxCards;

export function OldVsNewPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<HeritageFilter>('all');
  const [chatFilter, setChatFilter] = useState<HeritageFilter | undefined>();
  const [shown, setShown] = useState<number>(PAGE);
  const query = useHeritage(filter);
  const chat = useHeritageChat();

  // Spec: choosing a filter sets it, activates the heritage chat panel and sends a question for it.
  const choose = (next: HeritageFilter) => {
    setFilter(next);
    setShown(PAGE);
    setChatFilter(next);
    void chat.send(t(`heritage.chat.questions.${next}`), next);
  };

  const counts = query.data?.counts;
  const places = query.data?.filter === filter ? query.data.places : undefined;

  return (
    <div className="heritage">
      <section className="panel" aria-labelledby="heritage-title">
        <h1 id="heritage-title">{t('heritage.title')}</h1>
        <p>{t('heritage.intro')}</p>
        <div className="heritage__chips" role="group" aria-label={t('heritage.filtersLabel')}>
          {HERITAGE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className="heritage__chip"
              aria-pressed={filter === f}
              onClick={() => choose(f)}
              data-testid={`heritage-filter-${f}`}
            >
              {t(`heritage.filters.${f}`)}
              {counts && <span className="heritage__chip-count"> ({counts[f]})</span>}
            </button>
          ))}
        </div>
      </section>

      <HeritageChat filter={chatFilter} chat={chat} />

      <section aria-labelledby="heritage-places-title" className="heritage__places">
        <h2 id="heritage-places-title">{t('heritage.placesHeading', { filter: t(`heritage.filters.${filter}`) })}</h2>
        {query.isError && !places ? (
          <ErrorPanel
            testId="heritage-error"
            action={
              <button type="button" className="button" onClick={() => void query.refetch()}>
                {t('errors.retry')}
              </button>
            }
          >
            {t('heritage.loadError')}
          </ErrorPanel>
        ) : !places ? (
          <Loading testId="heritage-loading">{t('heritage.loading')}</Loading>
        ) : places.length === 0 ? (
          <p>{t('heritage.empty')}</p>
        ) : (
          <>
            <p role="status" data-testid="heritage-count">
              {t('heritage.shown', { shown: Math.min(shown, places.length), count: places.length })}
            </p>
            <ul className="place-list" data-testid="heritage-places">
              {places.slice(0, shown).map((place) => (
                <li key={place.id} className="place-card">
                  <Link
                    to={`/place/${place.id}`}
                    className="place-card__link"
                    data-testid={`heritage-place-${place.id}`}
                  >
                    <span className="place-card__title">{place.title}</span>
                    <span className="place-card__meta">{place.region}</span>
                    <span className="heritage__insight">{place.insights_old_vs_new}</span>
                  </Link>
                  <span className="badges">
                    <Badge tone={place.sustainability_score >= SUSTAINABILITY.sustainableBadgeAt ? 'green' : 'neutral'}>
                      {t('heritage.score', { score: place.sustainability_score })}
                    </Badge>
                    {place.unesco_site && <Badge tone="blue">{t('heritage.unesco')}</Badge>}
                  </span>
                </li>
              ))}
            </ul>
            {shown < places.length && (
              <button
                type="button"
                className="button button--secondary heritage__more"
                onClick={() => setShown((n) => n + PAGE)}
                data-testid="heritage-more"
              >
                {t('heritage.showMore')}
              </button>
            )}
          </>
        )}
      </section>

      <ComparisonCards />
    </div>
  );
}
