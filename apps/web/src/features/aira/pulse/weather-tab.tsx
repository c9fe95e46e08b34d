import type { weatherCitiesResponseSchema, WeatherNow, WeatherResponse } from '@swiss/contract';
import type * as z from 'zod/mini';
import { isUnavailable } from '../live/bands';
import { useTranslation } from 'react-i18next';
import { ProvenanceLine } from '../live/feed-item';
import type { Refreshing } from '../live/use-refreshing';
import { SectionBody } from '../live/section-body';
import { aqiBand, ecoTips, feelsLikeBand, feelsLikeOf, kmhToMph, pollenBand, uvBand } from '../live/bands';
import { Facts, PulsePanel } from './pulse-panel';
import { wmoKey } from './pulse-tabs';

type Weather = WeatherResponse['data'];
type Cities = z.infer<typeof weatherCitiesResponseSchema>['data'];

export function useConditionText(): (now: Pick<WeatherNow, 'weatherCode' | 'condition'>) => string {
  const { t } = useTranslation();
  return (now) => {
    const key = wmoKey(now.weatherCode);
    return key ? t(`aira.pulse.wmo.${key}`) : now.condition;
  };
}

export function WeatherTab({
  weather,
  cities,
  onRetryWeather,
  onRetryCities,
}: {
  weather: Refreshing<Weather>;
  cities: Refreshing<Cities>;
  onRetryWeather: () => void;
  onRetryCities: () => void;
}) {
  const { t, i18n } = useTranslation();
  const condition = useConditionText();
  const n = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <>
      <PulsePanel
        title={t('aira.pulse.weather.now')}
        state={weather}
        onRetry={onRetryWeather}
        testId="aira-pulse-weather"
        fields={[
          t('aira.pulse.weather.temperature'),
          t('aira.pulse.weather.feelsLike'),
          t('aira.pulse.weather.humidity'),
        ]}
      >
        {(data) =>
          isUnavailable(data.now) ? (
            <SectionBody section={data.now} name="weather" />
          ) : (
            <>
              <Facts
                rows={[
                  [t('aira.pulse.weather.temperature'), `${n.format(data.now.temperatureC)} °C`],
                  [t('aira.pulse.weather.condition'), condition(data.now)],
                  [t('aira.pulse.weather.feelsLike'), `${n.format(data.now.feelsLikeC)} °C`],
                  [
                    t('aira.pulse.weather.humidity'),
                    data.now.humidity === null ? t('aira.pulse.notAvailable') : `${n.format(data.now.humidity)} %`,
                  ],
                  [
                    t('aira.pulse.weather.wind'),
                    data.now.windKmh === null
                      ? t('aira.pulse.notAvailable')
                      : `${n.format(kmhToMph(data.now.windKmh))} mph (${n.format(data.now.windKmh)} km/h)`,
                  ],
                  [
                    t('aira.pulse.weather.uv'),
                    data.now.uvIndex === null
                      ? t('aira.pulse.notAvailable')
                      : `${n.format(data.now.uvIndex)} · ${t(`aira.pulse.uv.${uvBand(data.now.uvIndex)}`)}`,
                  ],
                ]}
              />
              <ProvenanceLine provenance={data.now.provenance} />
              <h4>{t('aira.pulse.weather.clothing')}</h4>
              <p data-testid="aira-pulse-clothing">
                {t(`aira.pulse.clothing.${feelsLikeBand(feelsLikeOf(data.now.temperatureC, data.now.feelsLikeC))}`)}
              </p>
              <h4>{t('aira.pulse.weather.eco')}</h4>
              <ul className="aira-list">
                {ecoTips(data.now.temperatureC, data.now.weatherCode, data.now.isDay).map((tip) => (
                  <li key={tip}>{t(`aira.pulse.eco.${tip}`)}</li>
                ))}
              </ul>
              <h4>{t('aira.pulse.weather.sun')}</h4>
              <p>
                {data.now.uvIndex === null
                  ? t('aira.pulse.notAvailable')
                  : t(`aira.pulse.sun.${uvBand(data.now.uvIndex)}`)}
              </p>
            </>
          )
        }
      </PulsePanel>
      <PulsePanel
        title={t('aira.pulse.weather.air')}
        state={weather}
        onRetry={onRetryWeather}
        testId="aira-pulse-air"
        fields={[t('aira.pulse.weather.usAqi'), t('aira.pulse.weather.euAqi')]}
      >
        {(data) =>
          isUnavailable(data.airQuality) ? (
            <SectionBody section={data.airQuality} name="environmental" />
          ) : (
            <>
              <Facts
                rows={[
                  [
                    t('aira.pulse.weather.usAqi'),
                    data.airQuality.usAqi === null
                      ? t('aira.pulse.notAvailable')
                      : `${n.format(data.airQuality.usAqi)} · ${t(`aira.pulse.aqi.${aqiBand(data.airQuality.usAqi)}`)}`,
                  ],
                  [
                    t('aira.pulse.weather.euAqi'),
                    data.airQuality.europeanAqi === null
                      ? t('aira.pulse.notAvailable')
                      : n.format(data.airQuality.europeanAqi),
                  ],
                  [
                    'PM2.5',
                    data.airQuality.pm2_5 === null
                      ? t('aira.pulse.notAvailable')
                      : `${n.format(data.airQuality.pm2_5)} µg/m³`,
                  ],
                  [
                    'PM10',
                    data.airQuality.pm10 === null
                      ? t('aira.pulse.notAvailable')
                      : `${n.format(data.airQuality.pm10)} µg/m³`,
                  ],
                ]}
              />
              <ProvenanceLine provenance={data.airQuality.provenance} />
            </>
          )
        }
      </PulsePanel>
      <PulsePanel
        title={t('aira.pulse.weather.pollen')}
        state={weather}
        onRetry={onRetryWeather}
        testId="aira-pulse-pollen"
        fields={[t('aira.pulse.weather.pollen')]}
      >
        {(data) =>
          isUnavailable(data.pollen) ? (
            <SectionBody section={data.pollen} name="environmental" />
          ) : (
            <>
              {data.pollen.kinds.length === 0 ? (
                <p className="aira-muted">{t('aira.pulse.notAvailable')}</p>
              ) : (
                <Facts
                  rows={data.pollen.kinds.map((kind) => [
                    kind.kind,
                    `${t('aira.pulse.pollenLevel', { level: kind.level })} · ${t(`aira.pulse.pollenBand.${pollenBand(kind.level)}`)} (${n.format(kind.grainsPerM3)} /m³)`,
                  ])}
                />
              )}
              {data.pollen.kinds.some((kind) => pollenBand(kind.level) === 'high') && (
                <p>{t('aira.pulse.allergyHigh')}</p>
              )}
              <ProvenanceLine provenance={data.pollen.provenance} />
            </>
          )
        }
      </PulsePanel>
      <PulsePanel
        title={t('aira.pulse.weather.explorer')}
        state={cities}
        onRetry={onRetryCities}
        testId="aira-pulse-cities"
        fields={[t('aira.pulse.weather.temperature')]}
      >
        {(data) => (
          <Facts
            rows={data.map((city) => [
              city.city,
              isUnavailable(city.now) ? (
                <SectionBody section={city.now} name="weather" />
              ) : (
                `${n.format(city.now.temperatureC)} °C · ${condition(city.now)}`
              ),
            ])}
          />
        )}
      </PulsePanel>
    </>
  );
}
