import type { NearbyPlace, Place } from '@swiss/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazySwissMap } from '../../../lib/map/lazy-swiss-map';
import { useLinkedSelection } from '../../../lib/map/linked-selection';

/** The close-up's width/height ratio; the box is reserved before the map loads (no layout shift). */
const MAP_ASPECT = 4 / 3;

/**
 * A place's neighbours as a list and a small map, linked: pointing at, focusing or choosing an item
 * highlights its marker; choosing a marker highlights its item and scrolls it into view. The map
 * (lib/map) loads on demand.
 */
export function PlaceNearby({
  place,
  items,
  action,
}: {
  place: Place;
  items: NearbyPlace[];
  /** What each item offers besides its link (the page's "+ Trip"). */
  action?: (item: NearbyPlace) => ReactNode;
}) {
  const { t } = useTranslation();
  const linked = useLinkedSelection();
  if (items.length === 0) return null;
  return (
    <div className="map-layout place-nearby">
      <div className="map-layout__map" data-testid="nearby-map">
        <LazySwissMap
          points={items}
          centre={place}
          fit={MAP_ASPECT}
          linked={linked}
          label={t('nearbyMap.label', { place: place.title, count: items.length })}
        />
      </div>
      <ul className="nearby-list map-layout__list" data-testid="nearby-list">
        {items.map((n) => (
          <li key={n.id} {...linked.itemProps(n.id)}>
            <Link to={`/place/${n.id}`}>{n.title}</Link>{' '}
            <span className="muted">
              {t(`categoryNames.${n.category_key}`)} · {t('place.distance', { km: n.distance_km })}
            </span>{' '}
            {action?.(n)}
          </li>
        ))}
      </ul>
    </div>
  );
}
