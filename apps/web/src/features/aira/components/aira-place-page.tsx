import type { AiraPlace } from '@swiss/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Loading } from '../../../components/status';
import { loadPlaces, seenPlaces } from '../api/aira-api';
import { favoritesStore } from '../lib/favorites';
import { lastPositionStore } from '../position/position-store';
import { AiraFrame } from './aira-frame';
import { PlaceDetail } from './place-detail';

type Found = { status: 'loading' } | { status: 'found'; place: AiraPlace } | { status: 'missing' };

function isPlace(value: unknown): value is AiraPlace {
  return typeof value === 'object' && value !== null && 'place_id' in value && 'name' in value;
}

/** What is known of a place without a fetch: the link's state, this visit's lists, the favorites. */
function knownPlace(id: string, state: unknown): AiraPlace | undefined {
  const passed = typeof state === 'object' && state !== null && 'place' in state ? state.place : undefined;
  if (isPlace(passed) && passed.place_id === id) return passed;
  return seenPlaces.get(id) ?? favoritesStore.get().find((favorite) => favorite.place_id === id);
}

/**
 * /aira/place/:id: the place modal's details as a page, so a place has a URL. After a reload the
 * place is looked up around the last position kept on the device; otherwise a not-found state.
 */
export function AiraPlacePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const location = useLocation();
  const known = knownPlace(id, location.state);
  const last = lastPositionStore.get();
  const lookup = useQuery({
    queryKey: ['aira-place', id, last?.lat, last?.lng],
    queryFn: async ({ signal }) => {
      if (!last) return null;
      const response = await loadPlaces(last.lat, last.lng, 'all', signal);
      return response.results.find((candidate) => candidate.place_id === id) ?? null;
    },
    enabled: !known && last !== null,
    retry: false,
  });
  let found: Found = { status: 'missing' };
  if (known) found = { status: 'found', place: known };
  else if (last && lookup.isPending) found = { status: 'loading' };
  else if (lookup.data) found = { status: 'found', place: lookup.data };

  return (
    <AiraFrame>
      <article className="aira-home aira-page" aria-labelledby="aira-place-title">
        <p>
          <Link to="/aira">← {t('aira.place.back')}</Link>
        </p>
        {found.status === 'loading' && <Loading>{t('aira.place.loading')}</Loading>}
        {found.status === 'missing' && (
          <div className="aira-section" data-testid="aira-place-missing">
            <h2 id="aira-place-title">{t('aira.place.notFoundTitle')}</h2>
            <p>{t('aira.place.notFound')}</p>
          </div>
        )}
        {found.status === 'found' && (
          <div className="aira-section">
            <h2 id="aira-place-title">{found.place.name}</h2>
            <PlaceDetail place={found.place} showPageLink={false} />
          </div>
        )}
      </article>
    </AiraFrame>
  );
}
