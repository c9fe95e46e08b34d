import { AIRA, type AiraPlace } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { directionsUrl, formatDistance, hasDistance, placePath, shownTypes } from '../lib/format';

/** 'Places Near You' (spec §2): the first 10, each with View and Go, and Load More for the next 10. */
export function PlacesList({ places, onView }: { places: readonly AiraPlace[]; onView: (place: AiraPlace) => void }) {
  const { t, i18n } = useTranslation();
  const [shown, setShown] = useState<number>(AIRA.placesListSize);
  return (
    <>
      <ol className="aira-places" data-testid="aira-places">
        {places.slice(0, shown).map((place) => {
          const directions = directionsUrl(place);
          return (
            <li key={place.place_id} className="aira-card aira-place" data-category={place.category}>
              <Link className="aira-place__name" to={placePath(place)} state={{ place }}>
                {place.name}
              </Link>
              <p className="aira-muted">
                {shownTypes(place).join(', ')}
                {hasDistance(place) && <> · {formatDistance(place.distance, i18n.language)}</>}
              </p>
              <div className="aira-actions">
                <button
                  type="button"
                  className="aira-button"
                  aria-label={t('aira.places.viewLabel', { name: place.name })}
                  onClick={() => onView(place)}
                >
                  {t('aira.places.view')}
                </button>
                {directions && (
                  <a
                    className="aira-button aira-button--ghost"
                    href={directions}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('aira.places.goLabel', { name: place.name })}
                  >
                    {t('aira.places.go')}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {places.length > shown && (
        <button
          type="button"
          className="aira-button aira-button--ghost aira-wide"
          onClick={() => setShown((count) => count + AIRA.placesListSize)}
        >
          {t('aira.places.loadMore')}
        </button>
      )}
    </>
  );
}
