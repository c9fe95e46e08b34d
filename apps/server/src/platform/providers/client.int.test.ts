import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { ProviderClient, type ProviderDefinition } from './client.js';
import { ProviderAborted, ProviderError } from './errors.js';

const fake = useFakeProvider();
const weather = z.object({ temperature: z.number() });

const client = (extra: Partial<ProviderDefinition> = {}) =>
  new ProviderClient({
    capability: 'weather',
    implementation: 'fake-weather',
    baseUrl: fake.origin,
    timeoutMs: 300,
    userAgent: 'SwissExplorer/test (+https://example.org/contact)',
    attribution: 'Fake Weather',
    licenceUrl: 'https://example.org/licence',
    ...extra,
  });

const get = (c: ProviderClient, path = '/now', cacheKey?: string) =>
  c.request({ path, read: 'json', schema: weather, ...(cacheKey ? { cacheKey } : {}) });

/** The ProviderError a call ends in (fails the test when it succeeds). */
async function failure(call: Promise<unknown>): Promise<ProviderError> {
  const error: unknown = await call.then(
    () => new Error('expected a ProviderError'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('ProviderClient against the fake provider on 127.0.0.1', () => {
  it('returns the schema-checked body with provenance, and sends the User-Agent', async () => {
    fake.reset();
    fake.on('/now', answer.json({ temperature: 21.5 }));
    const result = await get(client());
    expect(result.data).toEqual({ temperature: 21.5 });
    expect(result.provenance).toMatchObject({
      source: 'fake-weather',
      attribution: 'Fake Weather',
      licenceUrl: 'https://example.org/licence',
      isSample: false,
      isStale: false,
    });
    expect(Date.parse(result.provenance.fetchedAt)).toBeGreaterThan(Date.now() - 5000);
    expect(fake.requests[0]?.headers['user-agent']).toBe('SwissExplorer/test (+https://example.org/contact)');
  });

  it('ends a slow answer in a timeout', async () => {
    fake.reset();
    fake.on('/now', answer.slow(800, answer.json({ temperature: 1 })));
    const started = Date.now();
    expect((await failure(get(client()))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('stops a call its caller aborts, without counting it against the provider', async () => {
    fake.reset();
    fake.on('/now', answer.slow(800, answer.json({ temperature: 1 })));
    const c = client({ timeoutMs: 5000 });
    const controller = new AbortController();
    const call = c.request({ path: '/now', read: 'json', schema: weather, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toBeInstanceOf(ProviderAborted);
    expect(c.status()).toMatchObject({ last_error: null, circuit: 'closed' });
  });

  it('retries an idempotent GET after a 500, never a POST', async () => {
    fake.reset();
    fake.on('/now', answer.status(500), answer.json({ temperature: 3 }));
    const retrying = client({ retry: { attempts: 2, baseDelayMs: 10 } });
    expect((await get(retrying)).data.temperature).toBe(3);
    expect(fake.calls('/now')).toHaveLength(2);

    fake.reset();
    fake.on('/now', answer.status(500), answer.json({ temperature: 3 }));
    const post = retrying.request({ method: 'POST', path: '/now', json: {}, read: 'json', schema: weather });
    const error = await failure(post);
    expect(error).toMatchObject({ kind: 'http', status: 500, provider: 'weather' });
    expect(fake.calls('/now')).toHaveLength(1);
  });

  it('calls a body that is not JSON, or not of the schema, invalid_response', async () => {
    fake.reset();
    fake.on('/garbage', answer.garbage());
    fake.on('/shape', answer.json({ temperature: 'warm' }));
    expect((await failure(get(client(), '/garbage'))).kind).toBe('invalid_response');
    expect((await failure(get(client(), '/shape'))).kind).toBe('invalid_response');
  });

  it('answers a 429 rate_limited and holds back until its Retry-After', async () => {
    fake.reset();
    fake.on('/now', answer.rateLimited(60), answer.json({ temperature: 4 }));
    const c = client();
    expect(await failure(get(c))).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect((await failure(get(c))).kind).toBe('rate_limited');
    expect(fake.calls('/now')).toHaveLength(1);
  });

  it('refuses past its budget without calling upstream', async () => {
    fake.reset();
    fake.on('/now', answer.json({ temperature: 5 }));
    const c = client({ budget: { perSecond: 100, perDay: 2 } });
    await get(c);
    await get(c);
    expect((await failure(get(c))).kind).toBe('rate_limited');
    expect(fake.calls('/now')).toHaveLength(2);
    expect(c.status()).toMatchObject({ calls_today: 2, last_error: { kind: 'rate_limited' } });
  });

  it('opens the circuit after N failures, then lets one trial through after the cool-down', async () => {
    fake.reset();
    fake.on('/now', answer.status(503), answer.status(503), answer.status(503), answer.json({ temperature: 6 }));
    let now = Date.now();
    const c = client({ breaker: { failures: 3, cooldownMs: 10_000 }, now: () => now });
    for (let i = 0; i < 3; i += 1) expect((await failure(get(c))).kind).toBe('http');
    expect(c.status().circuit).toBe('open');
    expect((await failure(get(c))).kind).toBe('rate_limited');
    expect(fake.calls('/now')).toHaveLength(3);
    now += 10_001;
    expect(c.status().circuit).toBe('half-open');
    expect((await get(c)).data.temperature).toBe(6);
    expect(c.status()).toMatchObject({ circuit: 'closed', calls_today: 4 });
  });

  it('serves a cache hit, then the stale answer while one refresh runs', async () => {
    fake.reset();
    fake.on('/now', answer.json({ temperature: 7 }), answer.slow(150, answer.json({ temperature: 8 })));
    let now = Date.now();
    const c = client({ cache: { ttlMs: 1000, staleMs: 60_000, maxEntries: 10 }, now: () => now });
    expect((await get(c, '/now', 'zurich')).data.temperature).toBe(7);
    expect((await get(c, '/now', 'zurich')).provenance.isStale).toBe(false);
    expect(fake.calls('/now')).toHaveLength(1);
    now += 2000;
    const stale = await Promise.all([get(c, '/now', 'zurich'), get(c, '/now', 'zurich'), get(c, '/now', 'zurich')]);
    expect(stale.map((r) => [r.data.temperature, r.provenance.isStale])).toEqual([
      [7, true],
      [7, true],
      [7, true],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.calls('/now')).toHaveLength(2);
    const fresh = await get(c, '/now', 'zurich');
    expect([fresh.data.temperature, fresh.provenance.isStale]).toEqual([8, false]);
    expect(c.status().cache_hit_rate).toBeCloseTo(5 / 6);
  });

  it('coalesces ten identical calls into one upstream request', async () => {
    fake.reset();
    fake.on('/now', answer.slow(100, answer.json({ temperature: 9 })));
    const c = client();
    const results = await Promise.all(Array.from({ length: 10 }, () => get(c, '/now', 'bern')));
    expect(results.every((r) => r.data.temperature === 9)).toBe(true);
    expect(fake.calls('/now')).toHaveLength(1);
  });

  it('says not_configured without a base URL, and calls nothing', async () => {
    fake.reset();
    const c = client({ baseUrl: undefined });
    expect((await failure(get(c))).kind).toBe('not_configured');
    expect(c.status()).toMatchObject({ configured: false, calls_today: 0 });
    expect(fake.requests).toHaveLength(0);
  });
});
