import { marketsResponseSchema } from '@swiss/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.js';
import { ProviderRegistry } from '../../../platform/providers/registry.js';
import { answer, useFakeProvider } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { FRANKFURTER_ATTRIBUTION } from './frankfurter.js';
import { COINGECKO_ATTRIBUTION } from './coingecko.js';
import { createMarketSources } from './market-sources.js';

const LATEST = '/latest';
const PRICE = '/simple/price';

/** Frankfurter's /v1/latest?base=EUR&symbols=... answer, as it is shaped. */
const RATES = {
  amount: 1.0,
  base: 'EUR',
  date: '2026-11-25',
  rates: { AUD: 1.7721, CAD: 1.6213, CHF: 0.9312, GBP: 0.8734, JPY: 180.52, USD: 1.1587 },
};

/** CoinGecko's /simple/price?ids=bitcoin,ethereum&vs_currencies=usd&include_24hr_change=true answer. */
const PRICES = {
  bitcoin: { usd: 91234.5, usd_24h_change: -1.2345 },
  ethereum: { usd: 3012.12, usd_24h_change: 0.4567 },
};

describe('markets through Frankfurter and CoinGecko (fake providers on 127.0.0.1)', () => {
  const fake = useFakeProvider();
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const now = () => clock;

  const sources = (env: Record<string, string> = {}) => {
    const config = loadConfig({
      NODE_ENV: 'test',
      CURRENCY_PROVIDER: 'frankfurter',
      FRANKFURTER_URL: fake.origin,
      CRYPTO_PROVIDER: 'coingecko',
      COINGECKO_URL: fake.origin,
      MARKETS_TIMEOUT_MS: '300',
      ...env,
    });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    return { markets: createMarketSources(config, registry, { now }), registry };
  };

  beforeEach(() => {
    fake.reset();
    clock = Date.parse('2026-11-26T10:00:00Z');
  });

  it('reads the euro reference rates of the six currencies, in the spec order, with the ECB credit', async () => {
    fake.on(LATEST, answer.json(RATES));
    const currency = await sources().markets.currency();
    expect(currency).toMatchObject({
      base: 'EUR',
      date: '2026-11-25',
      rates: [
        { code: 'USD', rate: 1.1587 },
        { code: 'GBP', rate: 0.8734 },
        { code: 'JPY', rate: 180.52 },
        { code: 'CAD', rate: 1.6213 },
        { code: 'AUD', rate: 1.7721 },
        { code: 'CHF', rate: 0.9312 },
      ],
      provenance: { source: 'frankfurter', attribution: FRANKFURTER_ATTRIBUTION, isSample: false, isStale: false },
    });
    expect('status' in currency).toBe(false);
    const query = new URL(fake.calls(LATEST)[0]?.url ?? '', fake.origin).searchParams;
    expect(query.get('base')).toBe('EUR');
    expect(query.get('symbols')).toBe('USD,GBP,JPY,CAD,AUD,CHF');
  });

  it('reads bitcoin and ethereum in USD with the 24 h change, sending the Demo key as a header', async () => {
    fake.on(PRICE, answer.json(PRICES));
    const crypto = await sources({ COINGECKO_API_KEY: 'demo-key' }).markets.crypto();
    expect(crypto).toMatchObject({
      coins: [
        { id: 'bitcoin', symbol: 'BTC', usd: 91234.5, change24h: -1.2345 },
        { id: 'ethereum', symbol: 'ETH', usd: 3012.12, change24h: 0.4567 },
      ],
      provenance: { source: 'coingecko', attribution: COINGECKO_ATTRIBUTION },
    });
    const [call] = fake.calls(PRICE);
    expect(call?.headers['x-cg-demo-api-key']).toBe('demo-key');
    const query = new URL(call?.url ?? '', fake.origin).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      ids: 'bitcoin,ethereum',
      vs_currencies: 'usd',
      include_24hr_change: 'true',
    });
  });

  it('sends a Pro key in the Pro header', async () => {
    fake.on(PRICE, answer.json(PRICES));
    await sources({ COINGECKO_API_KEY: 'pro-key', COINGECKO_KEY_KIND: 'pro' }).markets.crypto();
    expect(fake.calls(PRICE)[0]?.headers['x-cg-pro-api-key']).toBe('pro-key');
    expect(fake.calls(PRICE)[0]?.headers['x-cg-demo-api-key']).toBeUndefined();
  });

  it('answers many calls within the TTL from one upstream call per provider', async () => {
    fake.on(LATEST, answer.json(RATES));
    fake.on(PRICE, answer.json(PRICES));
    const { markets } = sources();
    await Promise.all(Array.from({ length: 50 }, () => Promise.all([markets.currency(), markets.crypto()])));
    clock += 4 * 60_000;
    await Promise.all(Array.from({ length: 50 }, () => Promise.all([markets.currency(), markets.crypto()])));
    expect(fake.calls(LATEST)).toHaveLength(1);
    expect(fake.calls(PRICE)).toHaveLength(1);
    // Crypto is fresh for 5 minutes, currency for an hour.
    clock += 2 * 60_000;
    await markets.crypto();
    await markets.currency();
    expect(fake.calls(PRICE)).toHaveLength(2);
    expect(fake.calls(LATEST)).toHaveLength(1);
  });

  it('serves the last table with its date, flagged stale, after Frankfurter dies; crypto becomes unavailable', async () => {
    fake.on(LATEST, answer.json(RATES));
    fake.on(PRICE, answer.json(PRICES));
    const { markets } = sources();
    await markets.currency();
    await markets.crypto();
    fake.on(LATEST, answer.status(500));
    fake.on(PRICE, answer.status(500));
    clock += 3 * 3600_000;
    const currency = await markets.currency();
    expect(currency).toMatchObject({ date: '2026-11-25', provenance: { isStale: true } });
    expect(await markets.crypto()).toEqual({ status: 'unavailable', reason: 'provider_error', capability: 'crypto' });
    // Past the week the stale table is kept, nothing is left to show.
    clock += 8 * 24 * 3600_000;
    expect(await markets.currency()).toEqual({
      status: 'unavailable',
      reason: 'provider_error',
      capability: 'currency',
    });
  });

  it.each([
    ['a 500', answer.status(500), 'provider_error'],
    ['garbage', answer.garbage(), 'provider_error'],
    ['a body of another shape', answer.json({ base: 'EUR', rates: 'none' }), 'provider_error'],
    ['a 429', answer.rateLimited(60), 'rate_limited'],
    ['no answer in time', answer.slow(1000, answer.json(RATES)), 'needs_connection'],
  ] as const)('is unavailable on %s, never throwing', async (_name, upstream, reason) => {
    fake.on(LATEST, upstream);
    fake.on(PRICE, upstream);
    const { markets } = sources();
    expect(await markets.currency()).toEqual({ status: 'unavailable', reason, capability: 'currency' });
    expect(await markets.crypto()).toEqual({ status: 'unavailable', reason, capability: 'crypto' });
  });

  it('is not configured when the settings say off (the default under NODE_ENV=test), calling nobody', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const registry = new ProviderRegistry({ version: 'test', contact: undefined });
    const markets = createMarketSources(config, registry);
    expect(await markets.currency()).toEqual({
      status: 'unavailable',
      reason: 'not_configured',
      capability: 'currency',
    });
    expect(await markets.crypto()).toEqual({ status: 'unavailable', reason: 'not_configured', capability: 'crypto' });
    expect(registry.status().map((s) => [s.capability, s.implementation, s.configured])).toEqual([
      ['currency', 'off', false],
      ['crypto', 'off', false],
    ]);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('GET /api/markets', () => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { CURRENCY_PROVIDER: 'frankfurter', MARKETS_TIMEOUT_MS: '300' };
  const ctx = useTestApp('pglite', { env });
  beforeEach(() => fake.reset());
  // The env object is read when the app is built (beforeAll), after the fake has its port.
  Object.defineProperty(env, 'FRANKFURTER_URL', { enumerable: true, get: () => fake.origin });

  it('answers the currency table and says crypto is not configured', async () => {
    fake.on(LATEST, answer.json(RATES));
    const res = await ctx.app.inject({ url: '/api/markets' });
    expect(res.statusCode, res.body).toBe(200);
    const body = marketsResponseSchema.parse(res.json());
    expect(body.data.currency).toMatchObject({ base: 'EUR', date: '2026-11-25' });
    expect(body.data.crypto).toEqual({ status: 'unavailable', reason: 'not_configured', capability: 'crypto' });
  });
});
