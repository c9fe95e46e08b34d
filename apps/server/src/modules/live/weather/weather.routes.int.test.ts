import {
  carbonResponseSchema,
  cityGuideResponseSchema,
  errorEnvelopeSchema,
  weatherCitiesResponseSchema,
  weatherResponseSchema,
} from '@swiss/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../../test/test-database.js';
import {
  AIR_PATH,
  AIR_ZURICH_MAY,
  BREAKDOWN_CH,
  BREAKDOWN_PATH,
  FORECAST_PATH,
  FORECAST_ZURICH,
  INTENSITY_CH,
  INTENSITY_PATH,
} from './open-meteo-fixtures.js';

describe.each(TEST_DATABASE_KINDS)('weather and carbon routes (%s)', (kind) => {
  const fake = useFakeProvider();
  const env: Record<string, string> = {
    WEATHER_PROVIDER: 'open-meteo',
    WEATHER_TIMEOUT_MS: '300',
    CARBON_PROVIDER: 'electricity-maps',
    ELECTRICITY_MAPS_TOKEN: 'em-token',
    CARBON_TIMEOUT_MS: '300',
  };
  beforeAll(() => {
    env.OPEN_METEO_URL = fake.origin;
    env.OPEN_METEO_AIR_URL = fake.origin;
    env.ELECTRICITY_MAPS_URL = fake.origin;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  it('GET /api/weather answers the weather, air quality and pollen of the position', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    fake.on(AIR_PATH, answer.json(AIR_ZURICH_MAY));
    const res = await ctx.app.inject({ url: '/api/weather?lat=47.3769&lng=8.5417' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = weatherResponseSchema.parse(res.json());
    expect(data.now).toMatchObject({ temperatureC: 3.4, condition: 'Overcast' });
    expect(data.airQuality).toMatchObject({ usAqi: 42, europeanAqi: 28 });
    expect('kinds' in data.pollen && data.pollen.kinds).toContainEqual({ kind: 'birch', grainsPerM3: 120.5, level: 4 });
  });

  it('one failing provider leaves the others: a dead air-quality API says why, the weather still shows', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    fake.on(AIR_PATH, answer.status(502));
    const res = await ctx.app.inject({ url: '/api/weather?lat=46.2&lng=6.15' });
    const { data } = weatherResponseSchema.parse(res.json());
    expect(data.now).toMatchObject({ temperatureC: 3.4 });
    expect(data.airQuality).toEqual({ status: 'unavailable', reason: 'provider_error', capability: 'air-quality' });
    expect(data.pollen).toEqual({ status: 'unavailable', reason: 'provider_error', capability: 'pollen' });
  });

  it('GET /api/weather/cities answers the six cities, each with its value or why not', async () => {
    fake.on(FORECAST_PATH, (request, response) => {
      const latitude = new URL(request.url, fake.origin).searchParams.get('latitude');
      // Tokyo's call fails; the others answer.
      if (latitude === '35.69') return void response.writeHead(500).end();
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(FORECAST_ZURICH));
    });
    const res = await ctx.app.inject({ url: '/api/weather/cities' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = weatherCitiesResponseSchema.parse(res.json());
    expect(data.map((city) => city.city)).toEqual(['Zürich', 'Geneva', 'London', 'New York', 'Tokyo', 'Sydney']);
    expect(data.find((city) => city.city === 'Tokyo')?.now).toMatchObject({ status: 'unavailable' });
    expect(data.find((city) => city.city === 'Sydney')?.now).toMatchObject({ temperatureC: 3.4 });
  });

  it('POST /api/environmental/carbon-intensity answers the live intensity of the zone', async () => {
    fake.on(INTENSITY_PATH, answer.json(INTENSITY_CH));
    fake.on(BREAKDOWN_PATH, answer.json(BREAKDOWN_CH));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/environmental/carbon-intensity',
      payload: { lat: 46.948, lng: 7.4474 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(carbonResponseSchema.parse(res.json()).data).toMatchObject({
      zone: 'CH',
      carbonIntensity: 45,
      fossilFuelPercentage: 8,
      isAverage: false,
    });
  });

  it('the city guide now carries the weather with its provenance', async () => {
    fake.on(FORECAST_PATH, answer.json(FORECAST_ZURICH));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/city-guide/global',
      payload: { latitude: 46.5197, longitude: 6.6323 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = cityGuideResponseSchema.parse(res.json());
    expect(data.weather).toMatchObject({
      summary: '3 °C, Overcast, feels like 0 °C',
      provenance: { source: 'open-meteo' },
    });
    expect(data.attributions).toContain('Weather data by Open-Meteo.com (CC BY 4.0)');
  });

  it.each([
    ['/api/weather', ['lat', 'lng']],
    ['/api/weather?lat=91&lng=8', ['lat']],
    ['/api/weather?lat=47&lng=abc', ['lng']],
    ['/api/weather?lat=47&lng=181', ['lng']],
  ])('GET %s is a 400 naming %j', async (url, fields) => {
    const res = await ctx.app.inject({ url });
    expect(res.statusCode, res.body).toBe(400);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.details?.map((detail) => detail.field).sort()).toEqual(fields);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [{ lat: '47', lng: 8 }, ['lat']],
    [{ lat: 47 }, ['lng']],
    [{ lat: -91, lng: 200 }, ['lat', 'lng']],
  ])('POST carbon-intensity with %j is a 400 naming %j', async (payload, fields) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/environmental/carbon-intensity', payload });
    expect(res.statusCode, res.body).toBe(400);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.details?.map((detail) => detail.field).sort()).toEqual(fields);
  });
});
