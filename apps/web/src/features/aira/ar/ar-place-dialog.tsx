import type { AiraPlace } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { useDeviceStore } from '../../../lib/device-store';
import { AiraDialog } from '../components/aira-dialog';
import { EnvironmentalImpact } from '../components/environmental-impact';
import { favoritesStore, isFavorite, toggleFavorite } from '../lib/favorites';
import { directionsUrl, formatDistance } from '../lib/format';

/**
 * The AR place detail (spec §2): distance, rating ("no rating" when a provider gave none, never
 * 0 stars: DEVIATIONS 21), environmental impact, Directions, Ask AI and Save.
 */
export function ArPlaceDialog({
  place,
  distanceKm,
  onAskAi,
  onClose,
}: {
  place: AiraPlace;
  distanceKm: number;
  onAskAi: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const favorites = useDeviceStore(favoritesStore);
  const saved = isFavorite(favorites, place);
  const directions = directionsUrl(place);
  return (
    <AiraDialog title={place.name} onClose={onClose} testId="aira-ar-place">
      <dl className="aira-facts">
        <div>
          <dt>{t('aira.ar.detail.distance')}</dt>
          <dd data-testid="aira-ar-place-distance">{formatDistance(distanceKm, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('aira.ar.detail.rating')}</dt>
          <dd data-testid="aira-ar-place-rating">
            {place.rating === null
              ? t('aira.ar.detail.noRating')
              : t('aira.ar.detail.ratingValue', { value: place.rating })}
          </dd>
        </div>
      </dl>
      <EnvironmentalImpact places={[{ ...place, distance: distanceKm }]} />
      <div className="aira-actions">
        {directions && (
          <a className="aira-button aira-button--ghost" href={directions} target="_blank" rel="noopener noreferrer">
            {t('aira.place.directions')}
          </a>
        )}
        <button type="button" className="aira-button aira-button--ghost" onClick={onAskAi} data-testid="aira-ar-ask-ai">
          {t('aira.ar.detail.askAi')}
        </button>
        <button
          type="button"
          className="aira-button"
          aria-pressed={saved}
          data-testid="aira-ar-save"
          onClick={() => toggleFavorite(place)}
        >
          <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
          {saved ? t('aira.place.favoriteRemove') : t('aira.place.favoriteAdd')}
        </button>
      </div>
    </AiraDialog>
  );
}
