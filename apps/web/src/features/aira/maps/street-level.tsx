import { MAPS } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../../../lib/offline/state';
import { useClientConfig } from '../../../lib/map/use-map-tiles';

/** The deployment's street-level viewer at a point (`{lat}`, `{lng}`, `{fov}` in its template). */
export function streetLevelUrl(template: string, at: { lat: number; lng: number }): string {
  return template
    .replaceAll('{lat}', at.lat.toFixed(6))
    .replaceAll('{lng}', at.lng.toFixed(6))
    .replaceAll('{fov}', String(MAPS.streetViewFov));
}

/**
 * Street-level view (spec §2; DEVIATIONS 20): a link to the configured imagery viewer at the chosen
 * point, with its credit. Without a viewer, or offline, it stays a button that says what it needs.
 */
export function StreetLevelButton({
  at,
  onNeeds,
}: {
  at: { lat: number; lng: number };
  onNeeds: (sentence: string) => void;
}) {
  const { t } = useTranslation();
  const viewer = useClientConfig()?.street_level ?? null;
  const { online } = useOfflineState();
  if (viewer && online)
    return (
      <a
        className="aira-button aira-button--ghost"
        href={streetLevelUrl(viewer.url, at)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="aira-maps-street-level"
      >
        {t('aira.maps.streetLevel.button')}
        <span className="visually-hidden">{` (${viewer.attribution})`}</span>
      </a>
    );
  return (
    <button
      type="button"
      className="aira-button aira-button--ghost"
      data-available="false"
      data-testid="aira-maps-street-level"
      onClick={() => onNeeds(viewer ? t('map.needs.connection') : t('map.needs.streetLevel'))}
    >
      {t('aira.maps.streetLevel.button')}
    </button>
  );
}
