import type { CarbonResponse, PulseInsightsResponse, PulseLocalResponse } from '@swiss/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { airQualityOutOf10, carbonColour, carbonRedDot, carbonText, evEstimate, isUnavailable } from '../live/bands';
import { clockTime, ProvenanceLine } from '../live/feed-item';
import { SectionBody } from '../live/section-body';
import type { Refreshing } from '../live/use-refreshing';
import type { AiraPosition } from '../position/detect-position';
import { Facts, PulsePanel } from './pulse-panel';
import type { WeatherResponse } from '@swiss/contract';

/** The time now in a zone, in the visitor's language ("14:05"). */
function timeIn(now: number, timeZone: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(now);
  } catch {
    return clockTime(new Date(now).toISOString(), locale);
  }
}

export function LocationTab({
  position,
  placeName,
  timeZone,
}: {
  position: AiraPosition;
  placeName: string | null;
  /** The position's zone (from the Pulse local data); null while it loads. */
  timeZone: string | null;
}) {
  const { t, i18n } = useTranslation();
  // The local time keeps going while the tab is open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const address = placeName ?? position.name;
  return (
    <section className="aira-card aira-pulse__panel" data-testid="aira-pulse-location">
      <Facts
        rows={[
          [t('aira.pulse.location.address'), address ?? t('aira.pulse.loading')],
          [t('aira.pulse.location.coordinates'), `${position.lat.toFixed(4)}, ${position.lng.toFixed(4)}`],
          [
            t('aira.pulse.location.accuracy'),
            position.accuracyM === null ? t('aira.pulse.notAvailable') : `±${Math.round(position.accuracyM)} m`,
          ],
          [t('aira.pulse.location.timezone'), timeZone ?? t('aira.pulse.loading')],
          [
            t('aira.pulse.location.localTime'),
            timeZone ? timeIn(now, timeZone, i18n.language) : t('aira.pulse.loading'),
          ],
          [t('aira.pulse.location.source'), t(`aira.pulse.source.${position.source}`)],
        ]}
      />
    </section>
  );
}

export function LocalTab({ local, onRetry }: { local: Refreshing<PulseLocalResponse['data']>; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const na = t('aira.pulse.notAvailable');
  const sourced = (value: { value: number; source: string } | null) =>
    value === null ? na : `${n.format(value.value)} (${value.source})`;
  return (
    <PulsePanel
      title={t('aira.pulse.tabs.local')}
      state={local}
      onRetry={onRetry}
      testId="aira-pulse-local"
      fields={[t('aira.pulse.local.population'), t('aira.pulse.local.density')]}
    >
      {(data) => (
        <>
          <Facts
            rows={[
              [
                t('aira.pulse.local.municipality'),
                data.municipality ? `${data.municipality}${data.canton ? ` (${data.canton})` : ''}` : na,
              ],
              [
                t('aira.pulse.local.population'),
                data.population
                  ? `${n.format(data.population.value)} (${data.population.year}, ${data.population.source})`
                  : na,
              ],
              [
                t('aira.pulse.local.density'),
                data.densityPerKm2 === null ? na : `${n.format(data.densityPerKm2)} /km²`,
              ],
              [t('aira.pulse.local.safety'), sourced(data.safety)],
              [t('aira.pulse.local.cost'), sourced(data.costOfLiving)],
              [t('aira.pulse.local.income'), sourced(data.medianIncome)],
              [t('aira.pulse.local.age'), sourced(data.averageAge)],
            ]}
          />
          <h4>{t('aira.pulse.local.transport')}</h4>
          {data.transportation.length === 0 ? (
            <p className="aira-muted">{na}</p>
          ) : (
            <ul className="aira-list">
              {data.transportation.map((mode) => (
                <li key={mode.type}>
                  {t('aira.pulse.local.stops', {
                    type: mode.type,
                    count: mode.stopsWithin1Km,
                    nearest: mode.nearestStop,
                  })}
                </li>
              ))}
            </ul>
          )}
          <h4>{t('aira.pulse.local.nearby')}</h4>
          <NearbyList places={data.nearbyPlaces} />
          {data.attributions.length > 0 && <p className="aira-attribution">{data.attributions.join(' · ')}</p>}
        </>
      )}
    </PulsePanel>
  );
}

function NearbyList({ places }: { places: readonly { name: string; category: string; distance: number }[] }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  if (places.length === 0) return <p className="aira-muted">{t('aira.pulse.notAvailable')}</p>;
  return (
    <ul className="aira-list">
      {places.map((place) => (
        <li key={`${place.name}-${place.distance}`}>
          {place.name} · {place.category} · {t('aira.live.km', { value: n.format(place.distance) })}
        </li>
      ))}
    </ul>
  );
}

export function EnvironmentTab({
  weather,
  carbon,
  onRetryWeather,
  onRetryCarbon,
}: {
  weather: Refreshing<WeatherResponse['data']>;
  carbon: Refreshing<CarbonResponse['data']>;
  onRetryWeather: () => void;
  onRetryCarbon: () => void;
}) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const na = t('aira.pulse.notAvailable');
  return (
    <>
      <PulsePanel
        title={t('aira.pulse.env.air')}
        state={weather}
        onRetry={onRetryWeather}
        testId="aira-pulse-env-air"
        fields={[t('aira.pulse.env.air')]}
      >
        {(data) =>
          isUnavailable(data.airQuality) ? (
            <SectionBody section={data.airQuality} name="environmental" />
          ) : data.airQuality.usAqi === null ? (
            <p>{na}</p>
          ) : (
            <>
              <p data-testid="aira-pulse-air-score">
                {t('aira.pulse.env.outOf10', { value: n.format(airQualityOutOf10(data.airQuality.usAqi)) })}{' '}
                <span className="aira-muted">
                  {t('aira.pulse.env.derived', { aqi: n.format(data.airQuality.usAqi) })}
                </span>
              </p>
              <ProvenanceLine provenance={data.airQuality.provenance} />
            </>
          )
        }
      </PulsePanel>
      <PulsePanel
        title={t('aira.pulse.env.carbon')}
        state={carbon}
        onRetry={onRetryCarbon}
        testId="aira-pulse-carbon"
        fields={[t('aira.pulse.env.carbon')]}
      >
        {(data) =>
          isUnavailable(data) ? (
            <SectionBody section={data} name="environmental" />
          ) : (
            <>
              <p
                className={`aira-carbon aira-carbon--${carbonColour(data.carbonIntensity)}`}
                data-testid="aira-pulse-carbon-value"
              >
                <span className={`aira-dot aira-dot--${carbonColour(data.carbonIntensity)}`} aria-hidden="true" />
                {carbonRedDot(data.carbonIntensity) && <span className="aira-dot aira-dot--red" aria-hidden="true" />}
                {t('aira.pulse.env.intensity', { value: n.format(data.carbonIntensity) })} ·{' '}
                {t(`aira.pulse.env.carbonText.${carbonText(data.carbonIntensity)}`)}
                {data.isAverage && ` · ${t('aira.pulse.env.average', { year: data.year ?? '' })}`}
              </p>
              <p>
                {t('aira.pulse.env.ev', {
                  g: n.format(evEstimate(data.carbonIntensity).gPerKm),
                  kg: n.format(evEstimate(data.carbonIntensity).kgPer100Km),
                })}
              </p>
              {data.fossilFuelPercentage !== null && (
                <p>{t('aira.pulse.env.fossil', { value: n.format(data.fossilFuelPercentage) })}</p>
              )}
              <ProvenanceLine provenance={data.provenance} />
            </>
          )
        }
      </PulsePanel>
      <section className="aira-card aira-pulse__panel">
        <Facts
          rows={[
            [t('aira.pulse.env.green'), na],
            [t('aira.pulse.env.noise'), na],
          ]}
        />
      </section>
    </>
  );
}

export function InsightsTab({
  insights,
  onRetry,
}: {
  insights: Refreshing<PulseInsightsResponse['data']>;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PulsePanel
      title={t('aira.pulse.tabs.insights')}
      state={insights}
      onRetry={onRetry}
      testId="aira-pulse-insights"
      fields={[t('aira.pulse.insights.coolFacts')]}
    >
      {(data) => {
        const lists: [string, string[]][] = [
          ['coolFacts', data.coolFacts.map((fact) => fact.text)],
          ['whatsHappening', data.whatsHappening],
          ['suggestions', data.suggestions],
          ['highlights', data.localHighlights.map((item) => `${item.name}: ${item.description}`)],
          [
            'nearby',
            data.nearbyPlaces.map((place) => `${place.name} · ${place.category} · ${place.distance.toFixed(1)} km`),
          ],
          ['tips', data.localTips],
          ['cultural', data.cultural.map((item) => `${item.title}: ${item.description} (${item.significance})`)],
        ];
        if (lists.every(([, items]) => items.length === 0)) {
          return <p className="aira-muted">{t('aira.pulse.insights.loading')}</p>;
        }
        return lists
          .filter(([, items]) => items.length > 0)
          .map(([key, items]) => (
            <div key={key}>
              <h4>{t(`aira.pulse.insights.${key}`)}</h4>
              <ul className="aira-list">
                {items.map((text, index) => (
                  <li key={`${index}-${text}`}>{text}</li>
                ))}
              </ul>
            </div>
          ));
      }}
    </PulsePanel>
  );
}
