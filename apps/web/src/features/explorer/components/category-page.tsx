import { CATEGORY_COUNTS, isCategoryKey, type CategoryKey } from '@swiss/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPanel } from '../../../components/not-found-panel';
import { useCategories } from '../api/use-categories';
import { useCategoryPlaces } from '../api/use-category-places';
import { CategoryPlacesStatus } from './category-places-status';
import { LensToggle, useLens } from './lens-toggle';
import { PlaceCard } from './place-card';
import type { GeoMapMarker } from '../../../lib/map/geo-map-types';
import { LazyGeoMap } from '../../../lib/map/lazy-geo-map';
import { useLinkedSelection } from '../../../lib/map/linked-selection';

/** Roughly Switzerland's middle: where the map looks before it fits the places. */
const SWITZERLAND_CENTRE = { lat: 46.8, lng: 8.23 };

export function CategoryPage() {
  const { key } = useParams();
  if (!isCategoryKey(key)) return <NotFoundPanel />;
  return <CategoryView categoryKey={key} />;
}

function CategoryView({ categoryKey }: { categoryKey: CategoryKey }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const category = categories.data?.categories.find((c) => c.key === categoryKey);
  const name = category?.name ?? categoryKey;
  const expected = category?.count ?? CATEGORY_COUNTS[categoryKey];
  const query = useCategoryPlaces(categoryKey);
  const [lens, setLens] = useLens();
  const linked = useLinkedSelection();
  const places = query.data?.places;
  const markers = useMemo(
    () =>
      (places ?? []).map((p): GeoMapMarker => ({ id: p.id, lat: p.lat, lng: p.lng, label: p.title, kind: 'place' })),
    [places],
  );

  return (
    <>
      <p>
        <Link to="/" className="back-link">
          ← {t('category.back')}
        </Link>
      </p>
      <header className="category-header">
        <h1>
          <span aria-hidden="true">{category?.icon} </span>
          {name}
        </h1>
        {category && <p>{category.description}</p>}
        <LensToggle on={lens} onChange={setLens} />
      </header>
      <CategoryPlacesStatus query={query} name={name} expected={expected} />
      {query.isSuccess && query.data.places.length > 0 && (
        <>
          {query.data.places.length !== expected && (
            <p className="notice" role="status" data-testid="count-mismatch">
              {t('category.mismatch', { loaded: query.data.places.length, expected })}
            </p>
          )}
          <p className="muted">{t('home.places', { count: query.data.places.length })}</p>
          <div className="map-layout">
            <div className="map-layout__map" data-testid="category-map">
              <LazyGeoMap
                center={SWITZERLAND_CENTRE}
                fit
                activate="interaction"
                markers={markers}
                selectedId={linked.highlighted}
                onSelect={linked.chooseFromMap}
                onHover={linked.hoverFromMap}
                height="18rem"
                label={t('map.label', { count: markers.length })}
              />
            </div>
            <ul className="place-list map-layout__list" data-testid="place-list">
              {query.data.places.map((place) => (
                <PlaceCard key={place.id} place={place} lens={lens} linked={linked.itemProps(place.id)} />
              ))}
            </ul>
          </div>
        </>
      )}
    </>
  );
}
