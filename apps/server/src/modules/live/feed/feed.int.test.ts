import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  errorEnvelopeSchema,
  feedSectionResponseSchema,
  LIVE,
  whatsHappeningResponseSchema,
  type FeedItem,
  type WeatherNow,
} from '@swiss/contract';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config/env.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../../test/test-database.js';
import type { LiveSources } from '../live-sources.js';
import { unavailable } from './feed-item.js';

const LUTRY = { lat: 46.5025, lng: 6.6865 };
const ZURICH_HB = { lat: 47.3779, lng: 8.5403 };
const LUGANO = { lat: 46.0037, lng: 8.9511 };

const weatherNow: WeatherNow = {
  temperatureC: 9,
  feelsLikeC: 7,
  humidity: null,
  windKmh: null,
  pressureHpa: null,
  visibilityKm: null,
  uvIndex: null,
  weatherCode: 61,
  condition: 'Slight rain',
  isDay: true,
  provenance: {
    source: 'open-meteo',
    attribution: 'Weather data by Open-Meteo.com',
    licenceUrl: null,
    fetchedAt: new Date().toISOString(),
    isSample: false,
    isStale: false,
  },
};

/** Weather answers; news fails; everything else is not configured. */
const sources: LiveSources = {
  weatherNow: async () => weatherNow,
  airQuality: async () => unavailable('air-quality', 'not_configured'),
  pollen: async () => unavailable('pollen', 'not_configured'),
  carbon: async () => unavailable('carbon', 'not_configured'),
  currency: async () => unavailable('currency', 'needs_connection'),
  crypto: async () => unavailable('crypto', 'not_configured'),
  news: () => Promise.reject(new Error('news down')),
  social: async () => unavailable('social', 'not_configured'),
};

describe.each(TEST_DATABASE_KINDS)('live feed endpoints (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '100000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'se-feed-')),
      IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'se-feed-images-')),
    });
    app = await buildApp({ config, database, liveSources: sources });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const section = async (url: string, query: Record<string, string | number>): Promise<FeedItem[]> => {
    const res = await app.inject({
      url,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = feedSectionResponseSchema.parse(res.json());
    if (data.status !== 'ok') throw new Error(`unavailable: ${data.reason}`);
    return data.items;
  };

  it('events/nearby: our festivals and seasonal events within the radius, nearest first, with the data’s date text', async () => {
    const events = await section('/api/events/nearby', { ...LUTRY, radius: 50 });
    expect(events.map((e) => e.explorer_place_id)).toEqual(['lutry', 'marche-de-vevey']);
    expect(events[0]).toMatchObject({
      kind: 'event',
      title: 'Fête des Vendanges de Lutry (grape harvest festival)',
      date: 'end of September',
      category: 'festival',
      distance_km: 0,
      provenance: { source: 'swiss-explorer', isSample: false, isStale: false },
    });
    expect(events[1]).toMatchObject({ category: 'seasonal', date: null });
    // In the requested language, and a smaller radius keeps only the nearest.
    const french = await section('/api/events/nearby', { ...LUTRY, radius: 5, lang: 'fr' });
    expect(french).toEqual([expect.objectContaining({ title: 'Fête des Vendanges de Lutry', date: 'fin septembre' })]);
    // The default radius is the spec's 50 km.
    expect(await section('/api/events/nearby', LUTRY)).toHaveLength(2);
    // Nowhere near an event: an empty list.
    expect(await section('/api/events/nearby', { ...LUGANO, radius: 20 })).toEqual([]);
  });

  it('events/nearby caps at 10 however wide the radius', async () => {
    const all = await section('/api/events/nearby', { ...ZURICH_HB, radius: 500 });
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(LIVE.caps.eventsNearYou);
    const km = all.map((e) => e.distance_km ?? 0);
    expect(km).toEqual([...km].sort((a, b) => a - b));
  });

  it('places/trending: an empty list with no views, then the places viewed this week near you, most viewed first', async () => {
    // The week's counts are read once a minute: the views go in before the first ask; Lugano, far from them, stays empty.
    const views = [
      ...Array.from({ length: 3 }, () => ({ type: 'place_view', place_id: 'zurich', lang: 'en' })),
      { type: 'place_view', place_id: 'landesmuseum-zuerich', lang: 'de' },
      { type: 'place_view', place_id: 'lutry', lang: 'fr' },
    ];
    const posted = await app.inject({ method: 'POST', url: '/api/analytics/events', payload: { events: views } });
    expect(posted.statusCode, posted.body).toBe(202);
    const trending = await section('/api/places/trending', { ...ZURICH_HB, limit: 20 });
    expect(trending.map((t) => t.explorer_place_id)).toEqual(['zurich', 'landesmuseum-zuerich']);
    expect(trending[0]).toMatchObject({
      kind: 'trending',
      category: 'trending',
      description: 'Popular in this app: 3 views this week',
      views: 3,
      provenance: { source: 'swiss-explorer-analytics', isSample: false },
    });
    expect(trending[1]).toMatchObject({ explorer_place_id: 'landesmuseum-zuerich', views: 1 });
    expect(await section('/api/places/trending', { ...ZURICH_HB, limit: 1 })).toHaveLength(1);
    expect(await section('/api/places/trending', LUGANO)).toEqual([]);
  });

  it('geonames/nearby with Wikipedia off: our places’ summaries near the position, 4 at most', async () => {
    const articles = await section('/api/geonames/nearby', { ...ZURICH_HB, lang: 'de' });
    expect(articles).toHaveLength(LIVE.caps.wiki);
    expect(articles[0]).toMatchObject({
      kind: 'wiki',
      explorer_place_id: 'landesmuseum-zuerich',
      provenance: { source: 'swiss-explorer' },
    });
  });

  it('local-music: only music events; none in our events near Lutry, so an ok empty list', async () => {
    expect(await section('/api/local-music', LUTRY)).toEqual([]);
  });

  it('whats-happening: every section, the failing news skipped, the ticker with the static headlines', async () => {
    const res = await app.inject({ url: '/api/whats-happening', query: { ...strings(LUTRY), radius: '10000' } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = whatsHappeningResponseSchema.parse(res.json());
    expect(data.sections.localHeadlines).toEqual({
      status: 'unavailable',
      reason: 'provider_error',
      capability: 'news',
    });
    expect(data.sections.socialBuzz).toEqual({ status: 'unavailable', reason: 'not_configured', capability: 'social' });
    expect(data.sections.marketUpdates).toMatchObject({ status: 'unavailable', reason: 'needs_connection' });
    expect(data.sections.environmental).toMatchObject({ status: 'unavailable', reason: 'not_configured' });
    expect(data.sections.weather).toEqual({
      status: 'ok',
      items: [expect.objectContaining({ kind: 'weather', temp: 9, condition: 'Slight rain' })],
    });
    expect(data.sections.eventsNearYou).toMatchObject({
      status: 'ok',
      items: [{ explorer_place_id: 'lutry' }, { explorer_place_id: 'marche-de-vevey' }],
    });
    expect(data.sections.events.status === 'ok' && data.sections.events.items.length).toBe(LIVE.caps.events);
    expect(data.sections.wiki.status).toBe('ok');
    expect(data.sections.trendingVenues.status).toBe('ok');
    expect(data.tickerIsStatic).toBe(true);
    expect(data.ticker.map((i) => i.kind)).toEqual(['event', 'event', 'weather', ...Array<string>(6).fill('news')]);
    expect(data.ticker.slice(3).every((i) => i.category === 'static' && i.provenance.isSample)).toBe(true);
    // Defaults: radius 10000, English. The area's answer is serialized and compressed once, never stored by browsers.
    const again = await app.inject({
      url: '/api/whats-happening',
      query: strings(LUTRY),
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['cache-control']).toBe('no-store');
    const decoded = JSON.parse(brotliDecompressSync(again.rawPayload).toString()) as unknown;
    expect(whatsHappeningResponseSchema.parse(decoded).data.generatedAt).toBe(data.generatedAt);
  });

  it('400 names the field', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/api/events/nearby', { lat: '91', lng: '8' }, 'lat'],
      ['/api/events/nearby', { lat: '47', lng: '8', radius: '0' }, 'radius'],
      ['/api/places/trending', { lat: '47', lng: '8', limit: 'x' }, 'limit'],
      ['/api/geonames/nearby', { lat: '47', lng: '8', lang: 'xx' }, 'lang'],
      ['/api/local-music', { lat: '47' }, 'lng'],
      ['/api/whats-happening', { lat: '47', lng: '8', radius: '1e9' }, 'radius'],
    ];
    for (const [url, query, field] of cases) {
      const res = await app.inject({ url, query });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
      expect(envelope.details?.map((d) => d.field)).toContain(field);
    }
  });
});

function strings(position: { lat: number; lng: number }): Record<string, string> {
  return { lat: String(position.lat), lng: String(position.lng) };
}
