import type { Place } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhotoCredit, PlacePhotoImage } from '../../../components/place-photo';
import type { LinkedItemProps } from '../../../lib/map/linked-selection';
import { SustainabilityBadges } from './sustainability-badges';

/** One place of a list; `linked` ties it to the marker of the same place on the map beside it. */
export function PlaceCard({ place, lens, linked }: { place: Place; lens: boolean; linked?: LinkedItemProps }) {
  const { t } = useTranslation();
  return (
    <li className="place-card" {...linked}>
      <Link to={`/place/${place.id}`} className="place-card__link" data-testid={`place-${place.id}`}>
        {place.photo && (
          <PlacePhotoImage
            photo={place.photo}
            className="place-card__photo"
            sizes="(min-width: 1200px) 400px, (min-width: 960px) 34vw, (min-width: 720px) 48vw, 100vw"
            alt=""
            lazy
          />
        )}
        <span className="place-card__title">{place.title}</span>
        {place.local_title !== place.title && <span className="place-card__local">{place.local_title}</span>}
        <span className="place-card__meta">
          {place.region}
          {place.elevation != null && ` · ${t('card.elevationValue', { value: place.elevation })}`}
        </span>
        <span className="place-card__summary">{place.summary || t('card.fallbackSummary')}</span>
      </Link>
      {place.photo && (
        <p className="place-card__credit">
          <PhotoCredit photo={place.photo} />
        </p>
      )}
      {lens && <SustainabilityBadges place={place} />}
    </li>
  );
}
