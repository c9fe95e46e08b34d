import type { AiraPlace } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors';
import { Attributions } from '../components/attributions';
import { formatDistance, hasDistance } from '../lib/format';
import type { NearbyState } from './use-nearby';

/** How many nearby places the modal lists and draws (the home's list shows 10 too, §9). */
export const NEARBY_SHOWN = 10;

/** The nearby places of the active category: a list linked to the map (same selection). */
export function NearbyList({
  state,
  selectedId,
  onSelect,
  onRetry,
}: {
  state: NearbyState;
  selectedId: string | null;
  onSelect: (place: AiraPlace) => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation();
  if (state.status === 'idle') return null;
  const category = t(`aira.categories.${state.category}`);
  return (
    <section className="aira-maps__panel" aria-labelledby="aira-maps-nearby-title" data-testid="aira-maps-nearby">
      <h3 id="aira-maps-nearby-title">{t('aira.maps.nearby.title', { category })}</h3>
      {state.status === 'loading' && (
        <p role="status" className="aira-muted">
          {t('aira.maps.nearby.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" data-testid="aira-maps-nearby-error">
          <p>
            {t('aira.maps.nearby.error')} {describeError(state.error)}
          </p>
          <button type="button" className="aira-button aira-button--ghost" onClick={onRetry}>
            {t('aira.live.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.response.results.length === 0 ? (
          <p data-testid="aira-maps-nearby-empty">{t('aira.maps.nearby.empty', { category })}</p>
        ) : (
          <>
            <ul className="aira-maps__list" data-testid="aira-maps-nearby-list">
              {state.response.results.slice(0, NEARBY_SHOWN).map((place) => (
                <li key={place.place_id}>
                  <button
                    type="button"
                    className="aira-maps__item"
                    aria-pressed={selectedId === `place:${place.place_id}`}
                    onClick={() => onSelect(place)}
                  >
                    <span className="aira-maps__item-name">{place.name}</span>
                    {hasDistance(place) && (
                      <span className="aira-muted"> · {formatDistance(place.distance, i18n.language)}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            <Attributions attributions={state.response.attributions} />
          </>
        ))}
    </section>
  );
}
