import type { AiraPlace } from '@swiss/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeviceStore } from '../../../lib/device-store';
import { favoritesStore, isFavorite, toggleFavorite } from '../lib/favorites';
import { attributionOf, directionsUrl, formatDistance, hasDistance, placePath, shownTypes } from '../lib/format';
import type { AiraChatServices } from './aira-chat-dialog';
import { PlaceChatDialog } from './ask-ai-dialogs';

/**
 * A place's details (spec §2 Place modal), shared by the dialog and the page. Ratings, review counts
 * and price levels appear only when a provider gave them (DEVIATIONS 21). Ask AI opens AIRA's chat
 * about the place.
 */
export function PlaceDetail({
  place,
  showPageLink,
  chatServices,
}: {
  place: AiraPlace;
  showPageLink: boolean;
  /** The Ask AI chat's transports (tests); the default is the real API. */
  chatServices?: AiraChatServices;
}) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const favorites = useDeviceStore(favoritesStore);
  const saved = isFavorite(favorites, place);
  const directions = directionsUrl(place);
  const photo = place.photos[0];
  const credit = attributionOf(place);
  const hours = place.opening_hours;

  return (
    <div className="aira-detail" data-testid="aira-place-detail">
      {photo && (
        <figure className="aira-detail__photo">
          <img src={photo.url} width={photo.width} height={photo.height} alt="" loading="lazy" />
          <figcaption>{t('aira.place.photoCredit', { credit: photo.credit, licence: photo.licence })}</figcaption>
        </figure>
      )}
      <dl className="aira-facts">
        {place.types.length > 0 && (
          <div>
            <dt>{t('aira.place.types')}</dt>
            <dd data-testid="aira-place-types">{shownTypes(place).join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>{t('aira.place.distance')}</dt>
          <dd>
            {hasDistance(place) ? formatDistance(place.distance, i18n.language) : t('aira.place.distanceUnknown')}
          </dd>
        </div>
        <div>
          <dt>{t('aira.place.address')}</dt>
          <dd>{place.vicinity}</dd>
        </div>
        <div>
          <dt>{t('aira.place.rating')}</dt>
          <dd data-testid="aira-place-rating">
            {place.rating === null ? t('aira.place.noRating') : t('aira.place.ratingValue', { value: place.rating })}
            {place.rating !== null && place.user_ratings_total !== null && (
              <> · {t('aira.place.reviews', { count: place.user_ratings_total })}</>
            )}
          </dd>
        </div>
        {place.price_level !== null && (
          <div>
            <dt>{t('aira.place.price')}</dt>
            <dd>{t('aira.place.priceValue', { value: place.price_level })}</dd>
          </div>
        )}
        {hours && (
          <div>
            <dt>{t('aira.place.hours')}</dt>
            <dd data-testid="aira-place-hours">
              {hours.open_now !== null && (
                <strong>{hours.open_now ? t('aira.place.openNow') : t('aira.place.closedNow')} · </strong>
              )}
              {hours.text}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('aira.place.sustainability')}</dt>
          <dd data-testid="aira-place-sustainability">
            {t('aira.place.sustainabilityValue', { value: place.sustainability_score.value })}
            {place.sustainability_score.is_default && <> {t('aira.place.defaultLabel')}</>}
          </dd>
        </div>
        {place.wheelchair && (
          <div>
            <dt>{t('aira.place.wheelchair')}</dt>
            <dd>{place.wheelchair}</dd>
          </div>
        )}
      </dl>
      <div className="aira-actions">
        <button
          type="button"
          className="aira-button"
          aria-pressed={saved}
          data-testid="aira-favorite-toggle"
          onClick={() => toggleFavorite(place)}
        >
          <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
          {saved ? t('aira.place.favoriteRemove') : t('aira.place.favoriteAdd')}
        </button>
        {directions && (
          <a className="aira-button aira-button--ghost" href={directions} target="_blank" rel="noopener noreferrer">
            {t('aira.place.directions')}
          </a>
        )}
        <button
          type="button"
          className="aira-button aira-button--ghost"
          data-testid="aira-place-ask-ai"
          onClick={() => setAsking(true)}
        >
          {t('aira.chat.askAi')}
        </button>
        {place.explorer_place_id && (
          <Link className="aira-button aira-button--ghost" to={`/place/${encodeURIComponent(place.explorer_place_id)}`}>
            {t('aira.place.explorer')}
          </Link>
        )}
        {place.website && (
          <a className="aira-button aira-button--ghost" href={place.website} target="_blank" rel="noopener noreferrer">
            {t('aira.place.website')}
          </a>
        )}
        {showPageLink && (
          <Link className="aira-button aira-button--ghost" to={placePath(place)} state={{ place }}>
            {t('aira.place.openPage')}
          </Link>
        )}
      </div>
      <p className="aira-attribution">
        {t('aira.place.source')}:{' '}
        {credit.licenceUrl ? (
          <a href={credit.licenceUrl} target="_blank" rel="noopener noreferrer">
            {credit.text}
          </a>
        ) : (
          credit.text
        )}
      </p>
      {asking && <PlaceChatDialog place={place} onClose={() => setAsking(false)} services={chatServices} />}
    </div>
  );
}
