import type { Directions, TransportConnection, TransportStop } from '@swiss/contract';
import { useTranslation } from 'react-i18next';
import { compassPoint, formatMetres } from './bearing';

type UnavailableReason = Extract<Directions['connections'], { status: 'unavailable' }>['reason'];

/** The sentence for each reason there are no live connections (contract: directionsSchema). */
const REASON_KEYS: Record<UnavailableReason, string> = {
  not_configured: 'aira.maps.directions.reason.notConfigured',
  needs_connection: 'aira.maps.directions.reason.needsConnection',
  provider_error: 'aira.maps.directions.reason.providerError',
  rate_limited: 'aira.maps.directions.reason.rateLimited',
  no_stops: 'aira.maps.directions.reason.noStops',
};

function useDistanceWords() {
  const { t, i18n } = useTranslation();
  return (metres: number, bearingDeg: number) =>
    t('aira.maps.directions.distanceBearing', {
      distance: formatMetres(metres, i18n.language),
      direction: t(`aira.maps.compass.${compassPoint(bearingDeg)}`),
    });
}

function clock(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
}

function ConnectionItem({ connection }: { connection: TransportConnection }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="aira-maps__connection" data-testid="aira-maps-connection">
      <p className="aira-maps__connection-time">
        <strong>{t('aira.maps.directions.departs', { time: clock(connection.departure, i18n.language) })}</strong>{' '}
        {t('aira.maps.directions.fromTo', { from: connection.from, to: connection.to })}
      </p>
      <p className="aira-maps__connection-facts">
        {t('aira.maps.directions.duration', { count: connection.duration_min })} ·{' '}
        {t('aira.maps.directions.changes', { count: connection.transfers })}
        {connection.products.length > 0 && <> · {connection.products.join(', ')}</>}
        {connection.platform && <> · {t('aira.maps.directions.platform', { platform: connection.platform })}</>}
      </p>
    </li>
  );
}

function StopList({ title, stops, testId }: { title: string; stops: readonly TransportStop[]; testId: string }) {
  const { t } = useTranslation();
  const words = useDistanceWords();
  return (
    <div data-testid={testId}>
      <h4 className="aira-maps__subhead">{title}</h4>
      {stops.length === 0 ? (
        <p className="aira-muted">{t('aira.maps.directions.noStopNearby')}</p>
      ) : (
        <ul className="aira-list">
          {stops.map((stop) => (
            <li key={stop.id ?? `${stop.name}-${stop.lat}-${stop.lng}`}>
              {stop.name}: {words(stop.distance_m, stop.bearing_deg)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Directions to the chosen destination (DEVIATIONS 10): live public-transport connections first with
 * their credit; without them, the sentence saying why, the nearest stops at both ends and the
 * straight line. The SBB timetable and the maps app links work in both cases.
 */
export function DirectionsView({ directions, destination }: { directions: Directions; destination: string }) {
  const { t } = useTranslation();
  const words = useDistanceWords();
  const { connections } = directions;
  return (
    <div className="aira-maps__directions" data-testid="aira-maps-directions-result" data-status={connections.status}>
      <p data-testid="aira-maps-straight-line">
        {t('aira.maps.directions.straightLine', {
          destination,
          distance: words(directions.distance_m, directions.bearing_deg),
        })}
      </p>
      {connections.status === 'ok' ? (
        connections.items.length > 0 ? (
          <>
            <ol className="aira-maps__connections" aria-label={t('aira.maps.directions.connections')}>
              {connections.items.map((connection) => (
                <ConnectionItem key={`${connection.departure}-${connection.from}`} connection={connection} />
              ))}
            </ol>
            <p className="aira-attribution" data-testid="aira-maps-connections-credit">
              {t('aira.maps.directions.timetableSource')}:{' '}
              {connections.provenance.licenceUrl ? (
                <a href={connections.provenance.licenceUrl} target="_blank" rel="noopener noreferrer">
                  {connections.provenance.attribution || connections.provenance.source}
                </a>
              ) : (
                connections.provenance.attribution || connections.provenance.source
              )}
            </p>
          </>
        ) : (
          <p data-testid="aira-maps-no-connections">{t('aira.maps.directions.noConnections')}</p>
        )
      ) : (
        <>
          <p className="aira-maps__reason" data-testid="aira-maps-directions-reason">
            {t(REASON_KEYS[connections.reason])}
          </p>
          <StopList
            title={t('aira.maps.directions.stopsStart')}
            stops={directions.from_stops}
            testId="aira-maps-stops-from"
          />
          <StopList
            title={t('aira.maps.directions.stopsEnd', { destination })}
            stops={directions.to_stops}
            testId="aira-maps-stops-to"
          />
          {directions.stops_attribution && (
            <p className="aira-attribution">
              {t('aira.maps.directions.stopsSource')}: {directions.stops_attribution}
            </p>
          )}
        </>
      )}
      <div className="aira-actions">
        <a
          className="aira-button aira-button--ghost"
          href={directions.links.sbb}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="aira-maps-link-sbb"
        >
          {t('aira.maps.directions.sbbLink')}
        </a>
        <a
          className="aira-button aira-button--ghost"
          href={directions.links.maps}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="aira-maps-link-maps"
        >
          {t('aira.maps.directions.mapsLink')}
        </a>
      </div>
    </div>
  );
}
