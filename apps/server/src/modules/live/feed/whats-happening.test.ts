import {
  LIVE,
  whatsHappeningResponseSchema,
  type FeedItem,
  type FeedSection,
  type Provenance,
  type WeatherNow,
} from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import type { LiveSources } from '../live-sources.js';
import { feedItem, unavailable } from './feed-item.js';
import { composeTicker } from './ticker.js';
import { WhatsHappening, type LocalFeed } from './whats-happening.js';

const NOW = new Date('2026-11-26T10:00:00Z');
const provenance: Provenance = {
  source: 'fake',
  attribution: 'Fake',
  licenceUrl: null,
  fetchedAt: NOW.toISOString(),
  isSample: false,
  isStale: false,
};
const items = (kind: FeedItem['kind'], n: number): FeedItem[] =>
  Array.from({ length: n }, (_, i) =>
    feedItem({ id: `${kind}-${i}`, kind, title: `${kind} ${i}`, description: '', category: kind, provenance }),
  );
const ok = (list: FeedItem[]): FeedSection => ({ status: 'ok', items: list });
const STATIC = items('news', 6).map((item) => ({ ...item, id: `static-${item.id}`, category: 'static' }));

const weatherNow: WeatherNow = {
  temperatureC: 12.4,
  feelsLikeC: 10.1,
  humidity: 70,
  windKmh: 8,
  pressureHpa: 1015,
  visibilityKm: 20,
  uvIndex: 2,
  weatherCode: 3,
  condition: 'Overcast',
  isDay: true,
  provenance,
};

/** Every source answering, counting its calls. */
function fakeSources(overrides: Partial<LiveSources> = {}) {
  const calls: Record<string, number> = {};
  const counted =
    <A extends unknown[], R>(name: string, run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      calls[name] = (calls[name] ?? 0) + 1;
      return run(...args);
    };
  const base: LiveSources = {
    weatherNow: async () => weatherNow,
    airQuality: async () => ({ usAqi: 42, europeanAqi: 30, pm2_5: 8.2, pm10: 12, ozone: 50, provenance }),
    pollen: async () => ({ kinds: [], provenance }),
    carbon: async () => ({
      zone: 'CH',
      carbonIntensity: 128,
      fossilFuelPercentage: null,
      isAverage: true,
      year: 2023,
      provenance,
    }),
    currency: async () => ({
      base: 'EUR',
      date: '2026-11-25',
      rates: LIVE.currencies.map((code, i) => ({ code, rate: 1 + i / 10 })),
      provenance,
    }),
    crypto: async () => ({
      coins: [
        { id: 'bitcoin', symbol: 'btc', usd: 90000, change24h: 1.5 },
        { id: 'ethereum', symbol: 'eth', usd: 3000, change24h: -2.25 },
      ],
      provenance,
    }),
    news: async () => ok(items('news', 9)),
    social: async () => ok(items('social', 20)),
  };
  const merged = { ...base, ...overrides };
  const sources = Object.fromEntries(
    Object.entries(merged).map(([name, run]) => [name, counted(name, run as (...a: unknown[]) => Promise<unknown>)]),
  ) as unknown as LiveSources;
  return { sources, calls };
}

const local: LocalFeed = {
  events: async () => items('event', LIVE.caps.events),
  eventsNearYou: async () => items('event', 4).map((item) => ({ ...item, id: `near-${item.id}` })),
  music: () => [],
  trending: async () => items('trending', 3),
  wiki: async () => items('wiki', 4),
};

function aggregator(sources: LiveSources, options: { now?: () => Date; deadlineMs?: number } = {}) {
  return new WhatsHappening(sources, local, {
    ttlMs: 5_000,
    sourceDeadlineMs: options.deadlineMs ?? 200,
    staticHeadlines: () => STATIC,
    now: options.now ?? (() => NOW),
  });
}

describe('the ticker (spec §9)', () => {
  it('takes up to 3 market, 2 events near you, 1 weather, 1 environmental and 3 news items, in that order', () => {
    const { ticker, tickerIsStatic } = composeTicker(
      {
        marketUpdates: ok(items('market', 8)),
        eventsNearYou: ok(items('event', 10)),
        weather: ok(items('weather', 5)),
        environmental: ok(items('environmental', 2)),
        localHeadlines: ok(items('news', 5)),
        events: ok(items('event', 8)),
        trendingVenues: ok(items('trending', 6)),
      },
      () => STATIC,
    );
    expect(tickerIsStatic).toBe(false);
    expect(ticker.map((i) => i.id)).toEqual([
      'market-0',
      'market-1',
      'market-2',
      'event-0',
      'event-1',
      'weather-0',
      'environmental-0',
      'news-0',
      'news-1',
      'news-2',
    ]);
  });

  it('fills the news slots with the six static headlines when there is no live news, skipping unavailable sections', () => {
    const { ticker, tickerIsStatic } = composeTicker(
      {
        marketUpdates: unavailable('markets', 'needs_connection'),
        eventsNearYou: ok(items('event', 1)),
        weather: unavailable('weather', 'not_configured'),
        environmental: ok(items('environmental', 1)),
        localHeadlines: unavailable('news', 'provider_error'),
      },
      () => STATIC,
    );
    expect(tickerIsStatic).toBe(true);
    expect(ticker.map((i) => i.id)).toEqual(['event-0', 'environmental-0', ...STATIC.map((s) => s.id)]);
  });

  it('an empty news section counts as no live news; the ticker never exceeds 15', () => {
    const { ticker, tickerIsStatic } = composeTicker(
      {
        marketUpdates: ok(items('market', 8)),
        eventsNearYou: ok(items('event', 10)),
        weather: ok(items('weather', 5)),
        environmental: ok(items('environmental', 3)),
        localHeadlines: ok([]),
      },
      () => [...STATIC, ...STATIC],
    );
    expect(tickerIsStatic).toBe(true);
    expect(ticker).toHaveLength(LIVE.caps.ticker);
  });
});

describe('whats-happening aggregate', () => {
  it('fills every section from its source, capped, and composes the ticker', async () => {
    const { sources } = fakeSources();
    const { data } = whatsHappeningResponseSchema.parse(await aggregator(sources).get(47.3779, 8.5403, 'en'));
    const section = (name: keyof typeof data.sections) => {
      const s = data.sections[name];
      if (s.status !== 'ok') throw new Error(`${name} is ${s.status}`);
      return s.items;
    };
    expect(section('localHeadlines')).toHaveLength(LIVE.caps.news);
    expect(section('socialBuzz')).toHaveLength(LIVE.caps.social);
    const market = section('marketUpdates');
    expect(market).toHaveLength(LIVE.caps.market);
    expect(market.filter((i) => i.kind === 'market').map((i) => i.title)).toEqual(
      LIVE.currencies.map((c) => `EUR/${c}`),
    );
    expect(market.filter((i) => i.kind === 'crypto')).toEqual([
      expect.objectContaining({ title: 'BTC/USD', rate: 90000, change: 1.5 }),
      expect.objectContaining({ title: 'ETH/USD', rate: 3000, change: -2.25 }),
    ]);
    expect(section('weather')).toEqual([
      expect.objectContaining({ kind: 'weather', temp: 12.4, condition: 'Overcast', provenance }),
    ]);
    expect(section('environmental').map((i) => i.category)).toEqual(['carbon', 'air-quality']);
    expect(section('environmental')[0]?.description).toContain('Annual average 2023');
    expect(section('events')).toHaveLength(LIVE.caps.events);
    expect(section('localMusic')).toEqual([]);
    expect(data.tickerIsStatic).toBe(false);
    expect(data.ticker.map((i) => i.kind)).toEqual([
      'market',
      'market',
      'market',
      'event',
      'event',
      'weather',
      'environmental',
      'news',
      'news',
      'news',
    ]);
  });

  it('skips a failing source and a slow one (unavailable), shows the others and answers within the deadline', async () => {
    const { sources } = fakeSources({
      news: () => Promise.reject(new Error('boom')),
      weatherNow: () => new Promise((resolve) => setTimeout(() => resolve(weatherNow), 5_000).unref()),
      crypto: async () => unavailable('crypto', 'not_configured'),
      currency: async () => unavailable('currency', 'needs_connection'),
    });
    const started = Date.now();
    const { data } = await aggregator(sources, { deadlineMs: 150 }).get(46.5, 6.6, 'fr');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(data.sections.localHeadlines).toEqual({
      status: 'unavailable',
      reason: 'provider_error',
      capability: 'news',
    });
    expect(data.sections.weather).toEqual({ status: 'unavailable', reason: 'provider_error', capability: 'weather' });
    expect(data.sections.marketUpdates).toEqual({
      status: 'unavailable',
      reason: 'needs_connection',
      capability: 'currency',
    });
    expect(data.sections.socialBuzz.status).toBe('ok');
    expect(data.sections.environmental.status).toBe('ok');
    expect(data.tickerIsStatic).toBe(true);
    expect(data.ticker.map((i) => i.id)).toEqual([
      'near-event-0',
      'near-event-1',
      'environmental:carbon:CH',
      ...STATIC.map((s) => s.id),
    ]);
  });

  it('one aggregation per area and TTL: concurrent and repeated asks share it', async () => {
    const { sources, calls } = fakeSources();
    let now = NOW.getTime();
    const feed = aggregator(sources, { now: () => new Date(now) });
    await Promise.all(Array.from({ length: 50 }, () => feed.get(47.3779, 8.5403, 'en')));
    // Same area (0.01°): the cached answer.
    await feed.get(47.3801, 8.5398, 'en');
    expect(calls.weatherNow).toBe(1);
    expect(calls.news).toBe(1);
    now += 5_001;
    await feed.get(47.3779, 8.5403, 'en');
    expect(calls.weatherNow).toBe(2);
    // Another area or language is its own answer.
    await feed.get(46.948, 7.4474, 'en');
    await feed.get(47.3779, 8.5403, 'de');
    expect(calls.weatherNow).toBe(4);
  });
});
