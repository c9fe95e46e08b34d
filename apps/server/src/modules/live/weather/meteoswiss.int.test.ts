import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { lv95ToWgs84, METEOSWISS_ATTRIBUTION } from './meteoswiss.js';
import { FORECAST_PATH, FORECAST_ZURICH } from './open-meteo-fixtures.js';
import { createWeatherSources } from './weather-sources.js';

const ZURICH = { lat: 47.3668, lng: 8.5446 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

const layer = (parameter: string) =>
  `/ch.meteoschweiz.messwerte-${parameter}/ch.meteoschweiz.messwerte-${parameter}_en.json`;
const TEMPERATURE = layer('lufttemperatur-10min');
const HUMIDITY = layer('luftfeuchtigkeit-10min');
const WIND = layer('windgeschwindigkeit-kmh-10min');

/** A station feature as data.geo.admin.ch publishes it: id, LV95 point, station_name, value, unit, reference_ts. */
function station(id: string, name: string, east: number, north: number, value: number | string, unit: string) {
  return {
    type: 'Feature',
    id,
    geometry: { type: 'Point', coordinates: [east, north] },
    properties: { station_name: name, altitude: '556', value, unit, reference_ts: '2026-11-26T02:50:00Z' },
  };
}
const file = (unit: string, values: [number | string, number | string, number | string]) => ({
  type: 'FeatureCollection',
  crs: { type: 'name', properties: { name: 'EPSG:2056' } },
  creation_time: '26.11.2026 03:02',
  features: [
    station('SMA', 'Zürich / Fluntern', 2685117, 1248061, values[0], unit),
    station('KLO', 'Zürich / Kloten', 2682708, 1259337, values[1], unit),
    station('GVE', 'Genève / Cointrin', 2498904, 1122632, values[2], unit),
  ],
});

describe('MeteoSwiss stations beside Open-Meteo (fake data.geo.admin.ch and Open-Meteo on 127.0.0.1)', () => {
  const fake = useFakeProvider();
  let clock = Date.parse('2026-11-26T03:00:00Z');
  beforeEach(() => {
    fake.reset();
    clock = Date.parse('2026-11-26T03:00:00Z');
  });

  const sources = (env: Record<string, string> = {}) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEATHER_PROVIDER: 'meteoswiss',
      METEOSWISS_URL: fake.origin,
      OPEN_METEO_URL: fake.origin,
      OPEN_METEO_AIR_URL: fake.origin,
      WEATHER_TIMEOUT_MS: '300',
      ...env,
    });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    return { registry, ...createWeatherSources(config, registry, { now: () => clock }) };
  };
  const stationsAnswer = () => {
    fake.on(TEMPERATURE, answer.json(file('°C', [2.1, 1.5, 6.3])));
    fake.on(HUMIDITY, answer.json(file('%', [91, '-', 70])));
    fake.on(WIND, answer.json(file('km/h', [3.2, 9.4, 12])));
  };

  it('converts LV95 with swisstopo’s formulas (Bern’s origin point)', () => {
    const bern = lv95ToWgs84(2_600_000, 1_200_000);
    expect(bern.lat).toBeCloseTo(46.95108, 4);
    expect(bern.lng).toBeCloseTo(7.43864, 4);
  });

  it('takes temperature, humidity and wind from the nearest station, the rest from Open-Meteo, credited to both', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    stationsAnswer();
    const { weatherNow, registry } = sources();
    const now = await weatherNow(ZURICH.lat, ZURICH.lng);
    expect(now).toMatchObject({
      temperatureC: 2.1,
      humidity: 91,
      windKmh: 3.2,
      feelsLikeC: 0.1,
      uvIndex: 0,
      weatherCode: 3,
      provenance: { source: 'meteoswiss', isSample: false, isStale: false },
    });
    if ('provenance' in now) {
      expect(now.provenance.attribution).toMatch(
        new RegExp(`^${METEOSWISS_ATTRIBUTION.replace(/[()]/g, '\\$&')}, station Zürich / Fluntern, \\d+ km;`),
      );
      expect(now.provenance.attribution).toContain('Open-Meteo');
    }
    // One download per file per 10 minutes, for every position.
    await weatherNow(47.45, 8.57);
    expect(fake.calls(TEMPERATURE)).toHaveLength(1);
    // The System panel lists the stations and the Open-Meteo clients that still serve the rest.
    expect(registry.status().map((s) => [s.capability, s.implementation])).toEqual([
      ['weather', 'meteoswiss'],
      ['weather-forecast', 'open-meteo'],
      ['weather-forecast-air-quality', 'open-meteo'],
      ['carbon', 'off'],
    ]);
  });

  it('keeps Open-Meteo’s value where the station has none ("-")', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    stationsAnswer();
    const now = await sources().weatherNow(47.46, 8.54);
    expect(now).toMatchObject({ temperatureC: 1.5, humidity: 87, windKmh: 9.4 });
  });

  it('falls back to Open-Meteo abroad without asking MeteoSwiss', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    stationsAnswer();
    const now = await sources().weatherNow(PARIS.lat, PARIS.lng);
    expect(now).toMatchObject({ temperatureC: 3.4, provenance: { source: 'open-meteo' } });
    expect(fake.calls(TEMPERATURE)).toHaveLength(0);
  });

  it.each([
    ['a 500', answer.status(500)],
    ['garbage', answer.garbage()],
    ['a 429', answer.rateLimited(60)],
    ['a slow answer', answer.slow(1_000, answer.json(file('°C', [2.1, 1.5, 6.3])))],
  ])('falls back to Open-Meteo when MeteoSwiss answers %s', async (_name, reply) => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    stationsAnswer();
    fake.on(TEMPERATURE, reply);
    const now = await sources().weatherNow(ZURICH.lat, ZURICH.lng);
    expect(now).toMatchObject({ temperatureC: 3.4, humidity: 87, provenance: { source: 'open-meteo' } });
  });

  it('is unavailable, not invented, when Open-Meteo (feels-like, code) fails even though a station answers', async () => {
    fake.on(FORECAST_PATH, answer.status(500));
    stationsAnswer();
    expect(await sources().weatherNow(ZURICH.lat, ZURICH.lng)).toMatchObject({ status: 'unavailable' });
  });

  it('is not configured when the weather provider is off', async () => {
    const { weatherNow, registry } = sources({ WEATHER_PROVIDER: 'off' });
    expect(await weatherNow(ZURICH.lat, ZURICH.lng)).toMatchObject({ status: 'unavailable', reason: 'not_configured' });
    expect(registry.status()[0]).toMatchObject({ capability: 'weather', implementation: 'off', configured: false });
  });
});
