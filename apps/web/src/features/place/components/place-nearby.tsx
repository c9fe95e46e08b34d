import type { NearbyPlace, Place } from '@swiss/contract';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GeoMapMarker } from '../../../lib/map/geo-map-types';
import { LazyGeoMap } from '../../../lib/map/lazy-geo-map';
import { useLinkedSelection } from '../../../lib/map/linked-selection';

/** The map box's height; reserved before the map loads (no layout shift). */
const MAP_HEIGHT = '18rem';

/**
 * A place's neighbours as a list and a small map, linked: pointing at, focusing or choosing an item
 * highlights its marker; choosing a marker highlights its item and scrolls it into view. The map
 * (lib/map's LazyGeoMap) loads when the visitor opens it; the light SVG map shows until then.
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
  const markers = useMemo(
    () => items.map((n): GeoMapMarker => ({ id: n.id, lat: n.lat, lng: n.lng, label: n.title, kind: 'place' })),
    [items],
  );
  if (items.length === 0) return null;
  return (
    <div className="map-layout place-nearby">
      <div className="map-layout__map" data-testid="nearby-map">
        <LazyGeoMap
          center={{ lat: place.lat, lng: place.lng }}
          centreLabel={place.title}
          fit
          activate="interaction"
          markers={markers}
          selectedId={linked.highlighted}
          onSelect={linked.chooseFromMap}
          onHover={linked.hoverFromMap}
          height={MAP_HEIGHT}
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
