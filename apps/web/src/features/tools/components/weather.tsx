import { WEATHER_SAMPLE } from '@swiss/content/tools';
import { useTranslation } from 'react-i18next';
import { oneOf, useToolChoice } from '../tool-state';
import { CITY_IDS, cityName, CitySelect } from './city-select';

/** The spec's fixed weather sample, labelled as a sample for whichever city is chosen. */
export function WeatherTool() {
  const { t, i18n } = useTranslation();
  const [city, setCity] = useToolChoice('weatherLocation', CITY_IDS[0] ?? 'zurich', oneOf(CITY_IDS));
  const rows: [string, string][] = [
    [t('tools.weather.temperature'), `${WEATHER_SAMPLE.temperatureC} °C`],
    [t('tools.weather.condition'), t('tools.weather.sunny')],
    [t('tools.weather.humidity'), `${WEATHER_SAMPLE.humidityPercent} %`],
    [t('tools.weather.wind'), `${WEATHER_SAMPLE.windKmh} km/h`],
    [t('tools.weather.visibility'), `${WEATHER_SAMPLE.visibilityKm} km`],
  ];
  return (
    <>
      <h2>{t('tools.weather.title')}</h2>
      <CitySelect id="weather-city" label={t('tools.city')} value={city} onChange={setCity} />
      <div className="tools__card" data-testid="weather-sample">
        <p className="tools__sample-badge">{t('tools.sample')}</p>
        <dl className="tools__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="muted" aria-live="polite">
          {t('tools.weather.sampleNote', { city: cityName(city, i18n.language) })}
        </p>
      </div>
    </>
  );
}
