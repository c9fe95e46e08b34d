import { feedSectionResponseSchema, whatsHappeningResponseSchema, type FeedItem } from '@swiss/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderError } from '../../../platform/providers/errors.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { DISCOVER_SWISS_ATTRIBUTION, eventsProvider } from './discover-swiss.js';

/** Bern, Bundesplatz. */
const BERN = { lat: 46.9466, lng: 7.4441 };
const NOW = new Date('2026-11-26T10:00:00Z');

/** An event of GET /info/v2/events as the Infocenter API shapes it (DsEvent, camelCase JSON). */
function dsEvent(name: string, startDate: string, lat: number, lng: number, extra: Record<string, unknown> = {}) {
  return {
    '@id': `https://api.discover.swiss/info/v2/events/${encodeURIComponent(name)}`,
    identifier: `ev_${name.replace(/\W+/g, '_')}`,
    type: 'Event',
    name,
    description: `<p>${name} &amp; more</p>`,
    startDate,
    endDate: null,
    url: 'https://www.bern.com/en/events',
    location: { name: 'Bern', geo: { latitude: lat, longitude: lng }, address: { addressLocality: 'Bern' } },
    ...extra,
  };
}

const PAGE = {
  count: 4,
  hasNextPage: false,
  nextPageToken: null,
  data: [
    dsEvent('Zibelemärit', '2099-11-23T06:00:00+01:00', 46.948, 7.44),
    dsEvent('Old concert', '2001-01-01T20:00:00+01:00', 46.95, 7.45),
    dsEvent('Fête in Geneva', '2099-06-21T18:00:00+02:00', 46.2044, 6.1432),
    // No position: cannot be placed, left out.
    { name: 'Somewhere', startDate: '2099-01-01T10:00:00Z', location: null },
  ],
};

describe('discover.swiss events provider (fake Infocenter on 127.0.0.1)', () => {
  const fake = useFakeProvider();
  let clock = NOW.getTime();
  const build = (env: Record<string, string> = {}) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      EVENTS_PROVIDER: 'discover-swiss',
      EVENTS_API_KEY: 'secret-ds-key',
      EVENTS_BASE_URL: `${fake.origin}/info/v2`,
      EVENTS_TIMEOUT_MS: '300',
      ...env,
    });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    return { events: eventsProvider(config, registry, { now: () => clock }), registry };
  };

  beforeEach(() => {
    fake.reset();
    clock = NOW.getTime();
  });

  it('asks the list with the key header and language, keeps upcoming events near the position, credits discover.swiss', async () => {
    fake.on('/info/v2/events', answer.json(PAGE));
    const { events } = build();
    const items = await events!.nearby(BERN.lat, BERN.lng, 'de', 50, NOW);
    const [call] = fake.calls('/info/v2/events');
    expect(call?.headers['ocp-apim-subscription-key']).toBe('secret-ds-key');
    expect(call?.headers['accept-language']).toBe('de');
    expect(new URL(call?.url ?? '', fake.origin).searchParams.get('top')).toBe('200');
    expect(items.map((i) => i.title)).toEqual(['Zibelemärit']);
    expect(items[0]).toMatchObject({
      kind: 'event',
      description: 'Zibelemärit & more',
      date: '2099-11-23T06:00:00+01:00',
      location: 'Bern',
      url: 'https://www.bern.com/en/events',
      provenance: { source: 'discover-swiss', attribution: DISCOVER_SWISS_ATTRIBUTION, isSample: false },
    });
    expect(items[0]?.distance_km).toBeLessThan(1);
    // One upstream call per language per hour, whoever asks.
    await events!.nearby(BERN.lat + 0.2, BERN.lng, 'de', 50, NOW);
    expect(fake.calls('/info/v2/events')).toHaveLength(1);
  });

  it('follows nextPageToken a few pages deep', async () => {
    fake.on(
      '/info/v2/events',
      answer.json({ ...PAGE, data: PAGE.data.slice(0, 1), hasNextPage: true, nextPageToken: 'tok-2' }),
      answer.json({ ...PAGE, data: [dsEvent('Bärner Wiehnachtsmärit', '2099-12-01T10:00:00+01:00', 46.947, 7.44)] }),
    );
    const { events } = build();
    const items = await events!.nearby(BERN.lat, BERN.lng, 'en', 50, NOW);
    expect(items.map((i) => i.title).sort()).toEqual(['Bärner Wiehnachtsmärit', 'Zibelemärit']);
    const second = fake.calls('/info/v2/events')[1];
    expect(new URL(second?.url ?? '', fake.origin).searchParams.get('continuationToken')).toBe('tok-2');
  });

  it.each([
    ['a 500', answer.status(500), 'http'],
    ['garbage', answer.garbage(), 'invalid_response'],
    ['a 429', answer.rateLimited(60), 'rate_limited'],
    ['a slow answer', answer.slow(1_000, answer.json(PAGE)), 'timeout'],
  ])('turns %s into a ProviderError', async (_name, reply, kind) => {
    fake.on('/info/v2/events', reply);
    const { events } = build();
    const failure = await events!.nearby(BERN.lat, BERN.lng, 'en', 50, NOW).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).kind).toBe(kind);
  });

  it('is off unless the settings choose it, and then requires a key', () => {
    const { events, registry } = build({ EVENTS_PROVIDER: 'none' });
    expect(events).toBeUndefined();
    expect(registry.status()).toMatchObject([{ capability: 'events', implementation: 'off', configured: false }]);
    expect(() => loadConfig({ NODE_ENV: 'test', EVENTS_PROVIDER: 'discover-swiss' })).toThrow(/EVENTS_API_KEY/);
  });
});

describe('GET /api/events/nearby with discover.swiss beside our dataset (pglite)', () => {
  const fake = useFakeProvider();
  const env: Record<string, string> = {
    EVENTS_PROVIDER: 'discover-swiss',
    EVENTS_API_KEY: 'secret-ds-key',
    EVENTS_TIMEOUT_MS: '300',
  };
  beforeAll(() => {
    env.EVENTS_BASE_URL = `${fake.origin}/info/v2`;
  });
  const ctx = useTestApp('pglite', { env });
  beforeEach(() => fake.reset());

  const nearby = async (lang = 'en'): Promise<FeedItem[]> => {
    const res = await ctx.app.inject({
      url: '/api/events/nearby',
      query: { lat: String(BERN.lat), lng: String(BERN.lng), radius: '50', lang },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = feedSectionResponseSchema.parse(res.json());
    if (data.status !== 'ok') throw new Error(data.reason);
    return data.items;
  };

  it('merges the provider’s upcoming events with ours, each with its provenance, nearest first, capped', async () => {
    fake.on('/info/v2/events', answer.json(PAGE));
    const items = await nearby();
    const sources = new Set(items.map((i) => i.provenance.source));
    expect(sources).toContain('discover-swiss');
    expect(sources).toContain('swiss-explorer');
    expect(items.length).toBeLessThanOrEqual(10);
    const distances = items.map((i) => i.distance_km ?? Infinity);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(items.filter((i) => i.title === 'Zibelemärit')).toHaveLength(1);
  });

  it('keeps our dataset’s events as they are when the provider fails', async () => {
    fake.on('/info/v2/events', answer.status(500));
    // Another language: nothing cached for it (the English list above is served from the cache).
    const items = await nearby('fr');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.provenance.source === 'swiss-explorer')).toBe(true);
  });

  it('whats-happening picks them up through the same events source', async () => {
    fake.on('/info/v2/events', answer.json(PAGE));
    const res = await ctx.app.inject({
      url: '/api/whats-happening',
      query: { lat: String(BERN.lat), lng: String(BERN.lng), lang: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { sections } = whatsHappeningResponseSchema.parse(res.json()).data;
    const near = sections.eventsNearYou;
    expect(near.status).toBe('ok');
    if (near.status === 'ok') expect(near.items.some((i) => i.provenance.source === 'discover-swiss')).toBe(true);
  });
});
