import { PRESET_CITIES } from '@swiss/content/tools';
import type { Place } from '@swiss/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n';
import { destinationStation, directionsTarget, nearestMainStation, routeUrl, timetableUrl } from './links';

type Locating = 'idle' | 'busy' | 'found' | 'failed';

/**
 * Directions to where a visitor can go: public transport first (the SBB timetable to the access
 * point's station and the last leg from the data), walking and driving routes second, all to the
 * access point, never to an alpine summit.
 */
export function DirectionsPanel({ place, id }: { place: Place; id: string }) {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.language);
  const selectId = useId();
  const [from, setFrom] = useState('');
  const [position, setPosition] = useState<{ lat: number; lng: number } | undefined>();
  const [locating, setLocating] = useState<Locating>('idle');
  const target = directionsTarget(place);
  const station = destinationStation(place);
  const timetable = timetableUrl(place, lang, from);
  const alpine = place.access_level === 'alpine';

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('failed');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        const here = { lat: found.coords.latitude, lng: found.coords.longitude };
        setPosition(here);
        setFrom(nearestMainStation(here));
        setLocating('found');
      },
      () => setLocating('failed'),
      { timeout: 8000, maximumAge: 60000 },
    );
  };

  return (
    <section
      id={id}
      className="place-section directions"
      aria-labelledby={`${id}-title`}
      data-testid="directions-panel"
      data-target-ref={place.access_point?.ref ?? ''}
    >
      <h2 id={`${id}-title`}>{t('place.directionsPanel.title', { name: target?.name ?? station ?? place.title })}</h2>
      {target?.accessPoint && target.name !== place.local_title && (
        <p data-testid="directions-access-point">{t('place.directionsPanel.accessPoint', { name: target.name })}</p>
      )}
      {alpine && <p data-testid="directions-alpine">{t('place.directionsPanel.alpine')}</p>}

      <h3>{t('place.directionsPanel.publicTransport')}</h3>
      <p className="directions__start">
        <label htmlFor={selectId}>{t('place.directionsPanel.from')}</label>{' '}
        <select
          id={selectId}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          data-testid="directions-from"
        >
          <option value="">{t('place.directionsPanel.chooseStart')}</option>
          {PRESET_CITIES.map((city) => (
            <option key={city.id} value={city.station}>
              {city.names[lang]}
            </option>
          ))}
        </select>{' '}
        <button type="button" className="button button--secondary" onClick={locate} disabled={locating === 'busy'}>
          {t('place.directionsPanel.usePosition')}
        </button>
      </p>
      <p className="muted" role="status">
        {locating === 'busy' && t('place.directionsPanel.locating')}
        {locating === 'found' && from && t('place.directionsPanel.positionUsed', { station: from })}
        {locating === 'failed' && t('place.directionsPanel.positionUnavailable')}
      </p>
      {timetable && station && (
        <p>
          <a href={timetable} target="_blank" rel="noopener noreferrer" data-testid="directions-sbb">
            {t('place.directionsPanel.timetable', { station })}
          </a>
        </p>
      )}
      {place.final_transport && (
        <p data-testid="directions-last-leg">{t('place.directionsPanel.lastLeg', { text: place.final_transport })}</p>
      )}

      {target && (
        <>
          <h3>{t('place.directionsPanel.footOrCar')}</h3>
          <ul className="directions__routes">
            <li>
              <a
                href={routeUrl(target, 'foot', position)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="directions-walk"
              >
                {t('place.directionsPanel.walk', { name: target.name })}
              </a>
            </li>
            <li>
              <a
                href={routeUrl(target, 'car', position)}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="directions-drive"
              >
                {t('place.directionsPanel.drive', { name: target.name })}
              </a>
            </li>
          </ul>
        </>
      )}
      {place.access_point && <p className="muted">{t('place.directionsPanel.attribution')}</p>}
    </section>
  );
}
