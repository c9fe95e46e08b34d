import type { AiraCategoryId, AiraPlace } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Loading } from '../../../components/status';
import { describeError } from '../../../lib/errors';
import type { PlacesRequest, PlacesState } from '../api/use-places';
import { Attributions } from './attributions';
import { PlacesList } from './places-list';

/** 'Places Near You' with its loading, empty and error states (spec §2, §8). */
export function PlacesSection({
  state,
  onView,
  onCategory,
  onRetry,
}: {
  state: PlacesState;
  onView: (place: AiraPlace) => void;
  onCategory: (category: AiraCategoryId) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="aira-section" aria-labelledby="aira-places-title" aria-busy={state.status === 'loading'}>
      <h2 id="aira-places-title">{t('aira.places.title')}</h2>
      <p className="aira-muted" data-testid="aira-places-showing">
        {t('aira.places.showing', { what: describeRequest(state.request, t) })}
      </p>
      {state.status === 'loading' && <Loading testId="aira-places-loading">{t('aira.places.loading')}</Loading>}
      {state.status === 'error' &&
        (state.request.kind === 'search' ? (
          <ErrorPanel testId="aira-places-error">{t('aira.search.failed')}</ErrorPanel>
        ) : (
          <ErrorPanel
            testId="aira-places-error"
            action={
              <button type="button" className="aira-button" onClick={onRetry}>
                {t('aira.places.retry')}
              </button>
            }
          >
            {t('aira.places.failed', { reason: describeError(state.error) })}
          </ErrorPanel>
        ))}
      {state.status === 'ready' && state.response.results.length === 0 && (
        <div className="aira-empty" data-testid="aira-places-empty">
          <p>{t('aira.places.empty')}</p>
          <div className="aira-actions">
            <button type="button" className="aira-button" onClick={() => onCategory('all')}>
              {t('aira.places.showAllButton')}
            </button>
            <button type="button" className="aira-button aira-button--ghost" onClick={() => onCategory('attractions')}>
              {t('aira.places.popularButton')}
            </button>
          </div>
        </div>
      )}
      {state.status === 'ready' && state.response.results.length > 0 && (
        <>
          <PlacesList key={JSON.stringify(state.request)} places={state.response.results} onView={onView} />
          <Attributions attributions={state.response.attributions} />
        </>
      )}
    </section>
  );
}

function describeRequest(request: PlacesRequest, t: (key: string, options?: Record<string, string>) => string): string {
  if (request.kind === 'search') return t('aira.places.searchFor', { keyword: request.keyword });
  return t(`aira.categories.${request.category}`);
}
