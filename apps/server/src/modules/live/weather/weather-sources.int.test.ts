import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import {
  AIR_NEW_YORK,
  AIR_PATH,
  AIR_ZURICH_MAY,
  BREAKDOWN_CH,
  BREAKDOWN_PATH,
  FORECAST_PATH,
  FORECAST_ZURICH,
  INTENSITY_CH,
  INTENSITY_PATH,
} from './open-meteo-fixtures.js';
import { createWeatherSources } from './weather-sources.js';

const MINUTE = 60_000;
/** Zürich Bellevue and a point about 100 m from it: the same 0.01° cell. */
const ZURICH = { lat: 47.3668, lng: 8.5446 };
const NEIGHBOUR = { lat: 47.3676, lng: 8.5437 };
const PARIS = { lat: 48.8566, lng: 2.3522 };

describe('weather and environment sources against Open-Meteo and Electricity Maps (fake)', () => {
  const fake = useFakeProvider();
  let clock = Date.parse('2026-11-26T03:00:00Z');
  beforeEach(() => {
    fake.reset();
    clock = Date.parse('2026-11-26T03:00:00Z');
  });

  const sources = (env: Record<string, string> = {}) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEATHER_PROVIDER: 'open-meteo',
      OPEN_METEO_URL: fake.origin,
      OPEN_METEO_AIR_URL: fake.origin,
      WEATHER_TIMEOUT_MS: '300',
      CARBON_PROVIDER: 'electricity-maps',
      ELECTRICITY_MAPS_URL: fake.origin,
      ELECTRICITY_MAPS_TOKEN: 'em-token',
      CARBON_TIMEOUT_MS: '300',
      ...env,
    });
    const registry = new ProviderRegistry({ version: 'test', contact: 'https://example.org' });
    return { registry, ...createWeatherSources(config, registry, { now: () => clock }) };
  };

  it('reads the current weather of the 0.01° cell with the documented variables', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    const now = await sources().weatherNow(ZURICH.lat, ZURICH.lng);
    expect(now).toEqual({
      temperatureC: 3.4,
      feelsLikeC: 0.1,
      humidity: 87,
      windKmh: 7.6,
      pressureHpa: 1021.3,
      visibilityKm: 24.1,
      uvIndex: 0,
      weatherCode: 3,
      condition: 'Overcast',
      isDay: false,
      provenance: {
        source: 'open-meteo',
        attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)',
        licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        fetchedAt: new Date(clock).toISOString(),
        isSample: false,
        isStale: false,
      },
    });
    const [call] = fake.calls(FORECAST_PATH);
    const query = new URL(call?.url ?? '', fake.origin).searchParams;
    expect(query.get('latitude')).toBe('47.37');
    expect(query.get('longitude')).toBe('8.54');
    expect(query.get('current')?.split(',')).toEqual([
      'temperature_2m',
      'apparent_temperature',
      'relative_humidity_2m',
      'wind_speed_10m',
      'pressure_msl',
      'visibility',
      'uv_index',
      'weather_code',
      'is_day',
    ]);
    expect(query.has('apikey')).toBe(false);
    expect(call?.headers['user-agent']).toBe('SwissExplorer/test (+https://example.org)');
  });

  it('sends the key of the paid endpoint as apikey', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    await sources({ OPEN_METEO_API_KEY: 'om-key' }).weatherNow(ZURICH.lat, ZURICH.lng);
    expect(new URL(fake.calls(FORECAST_PATH)[0]?.url ?? '', fake.origin).searchParams.get('apikey')).toBe('om-key');
  });

  it('answers two visitors 100 m apart, and many at once, with one upstream call per TTL', async () => {
    fake.on(FORECAST_PATH, answer.slow(50, answer.json(FORECAST_ZURICH)));
    const weather = sources();
    await Promise.all(Array.from({ length: 20 }, () => weather.weatherNow(ZURICH.lat, ZURICH.lng)));
    const neighbour = await weather.weatherNow(NEIGHBOUR.lat, NEIGHBOUR.lng);
    expect(neighbour).toMatchObject({ temperatureC: 3.4, provenance: { isStale: false } });
    expect(fake.calls(FORECAST_PATH)).toHaveLength(1);
    clock += 9 * MINUTE;
    await weather.weatherNow(NEIGHBOUR.lat, NEIGHBOUR.lng);
    expect(fake.calls(FORECAST_PATH)).toHaveLength(1);
    // Another cell is another answer.
    await weather.weatherNow(PARIS.lat, PARIS.lng);
    expect(fake.calls(FORECAST_PATH)).toHaveLength(2);
  });

  it('serves the last value with its age when the provider dies, then says why once it is too old', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH), answer.status(500));
    const weather = sources();
    const fetchedAt = new Date(clock).toISOString();
    await weather.weatherNow(ZURICH.lat, ZURICH.lng);
    clock += 45 * MINUTE;
    const stale = await weather.weatherNow(NEIGHBOUR.lat, NEIGHBOUR.lng);
    expect(stale).toMatchObject({ temperatureC: 3.4, provenance: { fetchedAt, isStale: true } });
    // The refresh behind it failed: still the old value, still labelled with its time.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await weather.weatherNow(ZURICH.lat, ZURICH.lng)).toMatchObject({
      provenance: { fetchedAt, isStale: true },
    });
    clock += 7 * 60 * MINUTE;
    expect(await weather.weatherNow(ZURICH.lat, ZURICH.lng)).toEqual({
      status: 'unavailable',
      reason: 'provider_error',
      capability: 'weather',
    });
  });

  it.each([
    ['a slow provider (timeout)', answer.slow(1000, answer.json(FORECAST_ZURICH)), 'needs_connection'],
    ['a 500', answer.status(500), 'provider_error'],
    ['a body that is not JSON', answer.garbage(), 'provider_error'],
    [
      'JSON of another shape',
      answer.json({ error: true, reason: 'Cannot initialize WeatherVariable' }),
      'provider_error',
    ],
    ['a 429', answer.rateLimited(60), 'rate_limited'],
  ] as const)('says why there is no weather after %s', async (_, reply, reason) => {
    fake.on(FORECAST_PATH, reply);
    fake.on(AIR_PATH, reply);
    const weather = sources();
    const unavailable = (capability: string) => ({ status: 'unavailable', reason, capability });
    expect(await weather.weatherNow(ZURICH.lat, ZURICH.lng)).toEqual(unavailable('weather'));
    expect(await weather.airQuality(ZURICH.lat, ZURICH.lng)).toEqual(unavailable('air-quality'));
    expect(await weather.pollen(ZURICH.lat, ZURICH.lng)).toEqual(unavailable('pollen'));
  });

  it('is not configured with WEATHER_PROVIDER=off (and off by default under NODE_ENV=test)', async () => {
    for (const env of [{ WEATHER_PROVIDER: 'off' }, { WEATHER_PROVIDER: '' }]) {
      const weather = sources(env);
      expect(await weather.weatherNow(ZURICH.lat, ZURICH.lng)).toEqual({
        status: 'unavailable',
        reason: 'not_configured',
        capability: 'weather',
      });
      expect(weather.registry.status().find((p) => p.capability === 'weather')).toMatchObject({
        implementation: 'off',
        configured: false,
      });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('reads air quality and pollen from one air-quality call, with levels from the cited bands', async () => {
    fake.on(AIR_PATH, answer.json(AIR_ZURICH_MAY));
    const weather = sources();
    const [air, pollen] = await Promise.all([
      weather.airQuality(ZURICH.lat, ZURICH.lng),
      weather.pollen(ZURICH.lat, ZURICH.lng),
    ]);
    expect(air).toMatchObject({ usAqi: 42, europeanAqi: 28, pm2_5: 8.1, pm10: 12.4, ozone: 84 });
    expect(pollen).toMatchObject({
      kinds: [
        { kind: 'alder', grainsPerM3: 0, level: 1 },
        { kind: 'birch', grainsPerM3: 120.5, level: 4 },
        { kind: 'grass', grainsPerM3: 25, level: 4 },
        { kind: 'mugwort', grainsPerM3: 0, level: 1 },
        { kind: 'olive', grainsPerM3: 0.4, level: 1 },
        { kind: 'ragweed', grainsPerM3: 0, level: 1 },
      ],
      provenance: { source: 'open-meteo', attribution: 'Weather data by Open-Meteo.com (CC BY 4.0)' },
    });
    expect(fake.calls(AIR_PATH)).toHaveLength(1);
    const query = new URL(fake.calls(AIR_PATH)[0]?.url ?? '', fake.origin).searchParams;
    expect(query.get('current')).toBe(
      'us_aqi,european_aqi,pm2_5,pm10,ozone,alder_pollen,birch_pollen,grass_pollen,mugwort_pollen,olive_pollen,ragweed_pollen',
    );
  });

  it('lists no pollen where the model has none (never an invented value)', async () => {
    fake.on(AIR_PATH, answer.json(AIR_NEW_YORK));
    const weather = sources();
    expect(await weather.pollen(40.7143, -74.006)).toMatchObject({ kinds: [] });
    expect(await weather.airQuality(40.7143, -74.006)).toMatchObject({ usAqi: 61, europeanAqi: 35 });
  });

  describe('carbon intensity', () => {
    it("reads the zone's live intensity and the fossil share (100 - fossil-free) with the token", async () => {
      fake.on(INTENSITY_PATH, answer.json(INTENSITY_CH));
      fake.on(BREAKDOWN_PATH, answer.json(BREAKDOWN_CH));
      const carbon = await sources().carbon(ZURICH.lat, ZURICH.lng);
      expect(carbon).toMatchObject({
        zone: 'CH',
        carbonIntensity: 45,
        fossilFuelPercentage: 8,
        isAverage: false,
        year: null,
        provenance: { source: 'electricity-maps', isStale: false },
      });
      const [call] = fake.calls(INTENSITY_PATH);
      expect(call?.headers['auth-token']).toBe('em-token');
      const query = new URL(call?.url ?? '', fake.origin).searchParams;
      expect([query.get('lat'), query.get('lon')]).toEqual(['47.37', '8.54']);
    });

    it('keeps the intensity when the power breakdown fails', async () => {
      fake.on(INTENSITY_PATH, answer.json(INTENSITY_CH));
      fake.on(BREAKDOWN_PATH, answer.status(500));
      expect(await sources().carbon(ZURICH.lat, ZURICH.lng)).toMatchObject({
        carbonIntensity: 45,
        fossilFuelPercentage: null,
      });
    });

    it('falls back to the documented Swiss annual average in Switzerland only, labelled as such', async () => {
      fake.on(INTENSITY_PATH, answer.status(503));
      const carbon = sources();
      expect(await carbon.carbon(ZURICH.lat, ZURICH.lng)).toMatchObject({
        zone: 'CH',
        carbonIntensity: 98,
        fossilFuelPercentage: null,
        isAverage: true,
        year: 2018,
        provenance: { source: 'swiss-annual-average', isSample: false },
      });
      expect(await carbon.carbon(PARIS.lat, PARIS.lng)).toEqual({
        status: 'unavailable',
        reason: 'provider_error',
        capability: 'carbon',
      });
    });

    it.each([
      ['a slow provider', answer.slow(1000, answer.json(INTENSITY_CH)), 'needs_connection'],
      ['garbage', answer.garbage(), 'provider_error'],
      ['a 429', answer.rateLimited(60), 'rate_limited'],
    ] as const)('says why there is no value outside Switzerland after %s', async (_, reply, reason) => {
      fake.on(INTENSITY_PATH, reply);
      expect(await sources().carbon(PARIS.lat, PARIS.lng)).toEqual({
        status: 'unavailable',
        reason,
        capability: 'carbon',
      });
    });

    it('is not configured by default (CARBON_PROVIDER=off): the Swiss average in Switzerland, else why', async () => {
      const carbon = sources({ CARBON_PROVIDER: '' });
      expect(await carbon.carbon(ZURICH.lat, ZURICH.lng)).toMatchObject({ isAverage: true, carbonIntensity: 98 });
      expect(await carbon.carbon(PARIS.lat, PARIS.lng)).toEqual({
        status: 'unavailable',
        reason: 'not_configured',
        capability: 'carbon',
      });
      expect(fake.requests).toHaveLength(0);
    });

    it('refuses CARBON_PROVIDER=electricity-maps without a token', () => {
      expect(() => loadConfig({ CARBON_PROVIDER: 'electricity-maps' })).toThrow(/ELECTRICITY_MAPS_TOKEN/);
    });
  });
});
