import fc from 'fast-check';
import { directionsResponseSchema, errorEnvelopeSchema, type Directions } from '@swiss/contract';
import { seedPois, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { ProviderRegistry } from '../../platform/providers/registry.js';
import { answer, useFakeProvider, type FakeAnswer } from '../../test/fake-provider.js';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { nearestPois } from '../poi/index.js';
import { directions } from './directions.js';
import { OPENDATA_ATTRIBUTION } from './providers/opendata.js';
import { transportProvider } from './providers/transport.js';

const CONNECTIONS = '/connections';
/** Zürich HB (the poi tests' point) and the DiDok stops of Bern, Basel SBB, Luzern, Genève, Lugano, Chur. */
const HB = { lat: 47.3779, lng: 8.5403 };
const BERN = { lat: 46.948832, lng: 7.439131 };
const ELSEWHERE = {
  basel: { lat: 47.547412, lng: 7.589563 },
  luzern: { lat: 47.050178, lng: 8.310183 },
  geneve: { lat: 46.210213, lng: 6.142452 },
  lugano: { lat: 46.005501, lng: 8.946995 },
  chur: { lat: 46.853084, lng: 9.528938 },
};
/** The Gulf of Guinea: no stop of ours within 2 km. */
const NOWHERE = { lat: 0.5, lng: 0.5 };

const end = (
  station: { id: string; name: string },
  time: { departure?: string; arrival?: string },
  platform: string | null,
) => ({
  station: { ...station, score: null, coordinate: { type: 'WGS84', x: 47.37, y: 8.54 }, distance: null },
  arrival: time.arrival ?? null,
  departure: time.departure ?? null,
  platform,
  prognosis: { platform: null, arrival: null, departure: null },
});
/** transport.opendata.ch's /v1/connections answer, as OpendataCH/Transport's fixtures shape it (trimmed). */
const ZURICH = { id: '8503000', name: 'Zürich HB' };
const BERN_STATION = { id: '8507000', name: 'Bern' };
const CONNECTIONS_ANSWER = {
  connections: [
    {
      from: end(ZURICH, { departure: '2026-11-26T10:02:00+0100' }, '31'),
      to: end(BERN_STATION, { arrival: '2026-11-26T10:58:00+0100' }, null),
      duration: '00d00:56:00',
      transfers: 0,
      products: ['IC 1'],
      sections: [],
    },
    {
      from: end(ZURICH, { departure: '2026-11-26T10:32:00+0100' }, null),
      to: end(BERN_STATION, { arrival: '2026-11-26T11:58:00+0100' }, null),
      duration: '00d01:26:00',
      transfers: 1,
      products: ['IR 16', 'S 3'],
      sections: [],
    },
    // No arrival time: nothing a visitor can use, left out.
    {
      from: end(ZURICH, { departure: '2026-11-26T11:02:00+0100' }, '32'),
      to: end(BERN_STATION, {}, null),
      duration: '00d00:56:00',
      transfers: 0,
      products: ['IC 8'],
    },
  ],
  from: ZURICH,
  to: BERN_STATION,
  stations: { from: [ZURICH], to: [BERN_STATION] },
};

const query = (
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  extra: Record<string, string> = {},
) => ({
  from_lat: String(from.lat),
  from_lng: String(from.lng),
  to_lat: String(to.lat),
  to_lng: String(to.lng),
  ...extra,
});

describe.each(TEST_DATABASE_KINDS)('directions (%s)', (kind) => {
  const fake = useFakeProvider();
  let database: DatabaseHandle;
  /** transport.opendata.ch played by the fake; off; and on an unreachable port (no connection). */
  let online: FastifyInstance;
  let off: FastifyInstance;
  let offline: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedPois(database.db);
    online = await buildTestApp(database, undefined, {
      TRANSPORT_PROVIDER: 'opendata',
      TRANSPORT_BASE_URL: fake.origin,
      TRANSPORT_TIMEOUT_MS: '300',
      // The tests call faster than the default budget allows (2 a second); that budget has its own test.
      PROVIDER_BUDGETS: 'transport=1000/100000',
    });
    off = await buildTestApp(database, undefined, { TRANSPORT_PROVIDER: 'none' });
    // Port 1 on loopback: nothing listens, the connection is refused at once, as on a plane.
    offline = await buildTestApp(database, undefined, {
      TRANSPORT_PROVIDER: 'opendata',
      TRANSPORT_BASE_URL: 'http://127.0.0.1:1/v1',
    });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([online.close(), off.close(), offline.close()]);
    await database.close();
  });
  beforeEach(() => fake.reset());

  const get = async (app: FastifyInstance, q: Record<string, string>): Promise<Directions> => {
    const res = await app.inject({ url: '/api/transport/directions', query: q });
    expect(res.statusCode, res.body).toBe(200);
    return directionsResponseSchema.parse(res.json()).data;
  };

  it('answers distance, bearing, the nearest stops, live connections and links', async () => {
    fake.on(CONNECTIONS, answer.json(CONNECTIONS_ANSWER));
    const data = await get(online, query(HB, BERN, { to_name: 'Bundeshaus', lang: 'de' }));
    // Zürich HB to Bern is about 95 km to the west-south-west.
    expect(data.distance_m).toBeGreaterThan(94_000);
    expect(data.distance_m).toBeLessThan(96_000);
    expect(data.bearing_deg).toBeGreaterThan(230);
    expect(data.bearing_deg).toBeLessThan(250);
    expect(data.from_stops).toHaveLength(3);
    expect(data.from_stops[0]).toMatchObject({ id: '8503000', name: 'Zürich HB' });
    expect(data.to_stops[0]).toMatchObject({ id: '8507000', name: 'Bern', distance_m: 0 });
    for (const stops of [data.from_stops, data.to_stops]) {
      const distances = stops.map((s) => s.distance_m);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((d) => d <= 2000)).toBe(true);
    }
    expect(data.stops_attribution).toContain('opentransportdata.swiss (DiDok)');
    expect(data.connections).toMatchObject({
      status: 'ok',
      provenance: { source: 'opendata', attribution: OPENDATA_ATTRIBUTION, isStale: false },
    });
    expect(data.connections.status === 'ok' && data.connections.items).toEqual([
      {
        from: 'Zürich HB',
        to: 'Bern',
        departure: '2026-11-26T10:02:00+0100',
        arrival: '2026-11-26T10:58:00+0100',
        duration_min: 56,
        transfers: 0,
        products: ['IC 1'],
        platform: '31',
      },
      {
        from: 'Zürich HB',
        to: 'Bern',
        departure: '2026-11-26T10:32:00+0100',
        arrival: '2026-11-26T11:58:00+0100',
        duration_min: 86,
        transfers: 1,
        products: ['IR 16', 'S 3'],
        platform: null,
      },
    ]);
    // Asked by DiDok number between the nearest stops, for the contract's number of connections.
    const sent = new URL(fake.calls(CONNECTIONS)[0]?.url ?? '', fake.origin).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ from: '8503000', to: '8507000', limit: '4' });
    expect(data.links.sbb).toBe('https://www.sbb.ch/de/timetable.html?von=Z%C3%BCrich%20HB&nach=Bern');
    expect(data.links.maps).toBe(
      'https://www.openstreetmap.org/directions?route=47.37790%2C8.54030%3B46.94883%2C7.43913',
    );
  });

  it('asks upstream once a minute per stop pair, however many visitors ask', async () => {
    fake.on(CONNECTIONS, answer.json(CONNECTIONS_ANSWER));
    const q = query(HB, ELSEWHERE.chur);
    await Promise.all(Array.from({ length: 20 }, () => get(online, q)));
    expect(fake.calls(CONNECTIONS)).toHaveLength(1);
  });

  it('says no_stops, still with distance, stops of the other end and links, when an end has no stop within 2 km', async () => {
    const data = await get(online, query(HB, NOWHERE, { to_name: 'Somewhere at sea' }));
    expect(data.connections).toEqual({ status: 'unavailable', reason: 'no_stops' });
    expect(data.to_stops).toEqual([]);
    expect(data.from_stops.length).toBeGreaterThan(0);
    expect(data.distance_m).toBeGreaterThan(5_000_000);
    expect(data.links.sbb).toBe('https://www.sbb.ch/en/timetable.html?von=Z%C3%BCrich%20HB&nach=Somewhere%20at%20sea');
    expect(fake.requests).toHaveLength(0);
  });

  it('says not_configured when TRANSPORT_PROVIDER is off, with everything else there', async () => {
    const data = await get(off, query(HB, BERN));
    expect(data.connections).toEqual({ status: 'unavailable', reason: 'not_configured' });
    expect(data.to_stops[0]?.name).toBe('Bern');
    expect(data.links.sbb).toContain('nach=Bern');
    expect(fake.requests).toHaveLength(0);
  });

  it('offline (nothing answers): needs_connection, with the stops, distance and links from our own data', async () => {
    const data = await get(offline, query(HB, BERN));
    expect(data.connections).toEqual({ status: 'unavailable', reason: 'needs_connection' });
    expect(data.from_stops[0]?.name).toBe('Zürich HB');
    expect(data.to_stops[0]?.name).toBe('Bern');
    expect(data.distance_m).toBeGreaterThan(94_000);
    expect(data.links.maps).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?route=/);
  });

  // Each upstream failure on a fresh provider (its own breaker, cache and Retry-After), through the
  // same code the route runs, with the stops from the POI store.
  it.each([
    ['a 500', answer.status(500), 'provider_error'],
    ['garbage', answer.garbage(), 'provider_error'],
    ['a body of another shape', answer.json({ connections: 'none' }), 'provider_error'],
    ['a 429', answer.rateLimited(60), 'rate_limited'],
    ['no answer in time', answer.slow(1000, answer.json(CONNECTIONS_ANSWER)), 'needs_connection'],
  ] as [string, FakeAnswer, string][])('is unavailable on %s, never throwing', async (_name, upstream, reason) => {
    fake.on(CONNECTIONS, upstream);
    const config = loadConfig({
      NODE_ENV: 'test',
      TRANSPORT_PROVIDER: 'opendata',
      TRANSPORT_BASE_URL: fake.origin,
      TRANSPORT_TIMEOUT_MS: '300',
    });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    const transport = transportProvider(config, registry);
    const data = await directions(
      {
        transport,
        nearestStops: (at, limit, radiusKm) =>
          nearestPois(online.pois, { ...at, limit, radiusKm, category: 'transport' }),
      },
      { from_lat: HB.lat, from_lng: HB.lng, to_lat: ELSEWHERE.basel.lat, to_lng: ELSEWHERE.basel.lng },
    );
    expect(data.connections).toEqual({ status: 'unavailable', reason });
    expect(data.to_stops[0]?.name).toBe('Basel SBB');
    expect(fake.calls(CONNECTIONS).length).toBeGreaterThan(0);
    expect(registry.status().map((s) => [s.capability, s.implementation, s.configured])).toEqual([
      ['transport', 'opendata', true],
    ]);
  });

  it('keeps to its rate budget: past it, rate_limited without calling upstream', async () => {
    fake.on(CONNECTIONS, answer.json(CONNECTIONS_ANSWER));
    const config = loadConfig({
      NODE_ENV: 'test',
      TRANSPORT_PROVIDER: 'opendata',
      TRANSPORT_BASE_URL: fake.origin,
      PROVIDER_BUDGETS: 'transport=1/100',
    });
    const transport = transportProvider(config, new ProviderRegistry({ version: 'test', contact: undefined }));
    const nearestStops = (at: { lat: number; lng: number }, limit: number, radiusKm: number) =>
      nearestPois(online.pois, { ...at, limit, radiusKm, category: 'transport' });
    const trip = (to: { lat: number; lng: number }) =>
      directions({ transport, nearestStops }, { from_lat: HB.lat, from_lng: HB.lng, to_lat: to.lat, to_lng: to.lng });
    expect((await trip(ELSEWHERE.geneve)).connections.status).toBe('ok');
    expect((await trip(ELSEWHERE.lugano)).connections).toEqual({ status: 'unavailable', reason: 'rate_limited' });
    expect(fake.calls(CONNECTIONS)).toHaveLength(1);
  });

  it('the route answers a provider failure as unavailable too', async () => {
    fake.on(CONNECTIONS, answer.status(502));
    const data = await get(online, query(HB, ELSEWHERE.luzern));
    expect(data.connections).toEqual({ status: 'unavailable', reason: 'provider_error' });
    expect(data.to_stops[0]?.name).toBe('Luzern');
  });

  it.each([
    ['no destination', { from_lat: '47.3', from_lng: '8.5' }],
    ['a latitude out of range', query({ lat: 91, lng: 8 }, BERN)],
    ['a longitude that is not a number', { ...query(HB, BERN), to_lng: 'east' }],
    ['an unknown language', query(HB, BERN, { lang: 'xx' })],
    ['a destination name too long', query(HB, BERN, { to_name: 'x'.repeat(201) })],
  ])('answers 400 with the error envelope for %s', async (_name, q) => {
    const res = await online.inject({ url: '/api/transport/directions', query: q });
    expect(res.statusCode, res.body).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.status).toBe('error');
    expect(body.code).toBeTruthy();
    expect(body.message).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
  });

  it('never fails with a 500 on arbitrary input; a 400 names the field', async () => {
    const params = ['from_lat', 'from_lng', 'to_lat', 'to_lng', 'to_name', 'lang', 'unknown'];
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.double().map(String),
      fc.constantFrom('', ' ', 'de', 'xx', '-1', '0', '91', '1e9', 'NaN', 'Infinity', '%00', '../..'),
      fc.string({ minLength: 300, maxLength: 600 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), value, { maxKeys: 5 }), async (query) => {
        const res = await online.inject({ url: '/api/transport/directions', query });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode !== 400) return;
        const envelope = errorEnvelopeSchema.parse(res.json());
        for (const detail of envelope.details ?? []) expect(params, res.body).toContain(detail.field.split('.')[0]);
      }),
      { numRuns: 40 },
    );
  });
});
