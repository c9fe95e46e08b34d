import { errorEnvelopeSchema, systemStatusResponseSchema } from '@swiss/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('GET /api/admin/system on %s', (kind) => {
  const ctx = useTestApp(kind, { env: { TTS_BASE_URL: 'https://tts.example', TTS_API_KEY: 'secret-tts-key' } });

  it('is for administrators only', async () => {
    expect((await ctx.app.inject('/api/admin/system')).statusCode).toBe(401);
    const user = await tokenFor(ctx.database.db, 'system-user@example.org', 'user');
    const res = await ctx.app.inject({ url: '/api/admin/system', headers: bearer(user) });
    expect(res.statusCode).toBe(403);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('FORBIDDEN');
  });

  it('reports process, database, catalog, providers and recent errors without secrets', async () => {
    const admin = await tokenFor(ctx.database.db, 'system-admin@example.org', 'admin');
    const res = await ctx.app.inject({ url: '/api/admin/system', headers: bearer(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { system } = systemStatusResponseSchema.parse(res.json());
    expect(system.database.kind).toBe(kind);
    expect(system.database.size_bytes).toBeGreaterThan(1_000_000);
    expect(system.memory.rss_bytes).toBeGreaterThan(system.memory.heap_used_bytes);
    expect(system.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(system.catalog.places).toBeGreaterThan(300);
    expect(system.catalog.content_hash).toMatch(/\w+/);
    expect(system.providers).toEqual({
      ai: { engine: 'grounded', model: null },
      tts: { configured: true },
      stt: { configured: false },
      map_tiles: { configured: false },
    });
    expect(system.provider_status.map((p) => [p.capability, p.implementation, p.configured])).toEqual([
      ['llm', 'off', false],
      // Open-Meteo (off under NODE_ENV=test unless WEATHER_PROVIDER says otherwise), Electricity Maps (off
      // by default) and transport.opendata.ch (off under NODE_ENV=test unless TRANSPORT_PROVIDER says
      // otherwise): made before the AI routes, whose answers at a position read the weather and directions.
      ['weather', 'off', false],
      ['carbon', 'off', false],
      ['transport', 'off', false],
      // discover.swiss events beside our dataset's (EVENTS_PROVIDER, off by default): the feed's and
      // AIRA's "what's on near me", so made before the AI routes too.
      ['events', 'off', false],
      ['tts', 'elevenlabs-compatible', true],
      ['stt', 'off', false],
      // swisstopo's address search: off under NODE_ENV=test unless GEOCODER_PROVIDER says otherwise.
      ['geocoder', 'off', false],
      // Photon/Nominatim abroad (GEOCODER_WORLD_PROVIDER) and Overpass (OVERPASS_URL): off unless set.
      ['world-geocoder', 'off', false],
      // Markets, news and social (modules/live): off under NODE_ENV=test unless their settings say otherwise.
      ['currency', 'off', false],
      ['crypto', 'off', false],
      ['news', 'off', false],
      ['social', 'off', false],
      ['wikipedia', 'off', false],
      ['overpass', 'off', false],
      // Wikimedia Commons for photo candidates (on unless PHOTOS_PROVIDER=off): its API, Wikidata, the image host.
      ['photos', 'wikimedia-commons', true],
      ['photos-wikidata', 'wikidata', true],
      ['photos-media', 'wikimedia-upload', true],
    ]);
    expect(system.provider_status.find((p) => p.capability === 'tts')).toMatchObject({
      circuit: 'closed',
      calls_today: 0,
      last_error: null,
    });
    expect(Array.isArray(system.recent_errors)).toBe(true);
    expect(res.body).not.toContain('secret-tts-key');
    expect(res.body).not.toContain('tts.example');
  });
});

describe('GET /api/admin/system with a model on 127.0.0.1', () => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { LLM_MODEL: 'test-model', LLM_API_KEY: 'secret-llm-key' };
  beforeAll(() => {
    env.LLM_BASE_URL = `${fake.origin}/v1`;
  });
  const ctx = useTestApp('pglite', { env });
  const llmStatus = async () => {
    const admin = await tokenFor(ctx.database.db, 'system-llm-admin@example.org', 'admin');
    const res = await ctx.app.inject({ url: '/api/admin/system', headers: bearer(admin) });
    expect(res.body).not.toContain('secret-llm-key');
    expect(res.body).not.toContain(fake.origin);
    return systemStatusResponseSchema.parse(res.json()).system.provider_status.find((p) => p.capability === 'llm');
  };

  it('lists the configured model with its last success, last error and calls today', async () => {
    expect(await llmStatus()).toMatchObject({ implementation: 'openai-compatible', configured: true, calls_today: 0 });
    fake.on('*', answer.json({ choices: [{ message: { role: 'assistant', content: 'It is 4478 metres high.' } }] }));
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        payload: { message: 'How high?', location_id: 'matterhorn' },
      });
    expect((await ask()).json()).toMatchObject({ isFallback: false });
    const ok = await llmStatus();
    expect(ok).toMatchObject({ calls_today: 1, last_error: null, circuit: 'closed' });
    expect(Date.parse(ok?.last_success_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(fake.requests[0]?.headers['user-agent']).toMatch(/^SwissExplorer\//);

    fake.on('*', answer.status(500));
    expect((await ask()).json()).toMatchObject({ isFallback: true });
    expect(await llmStatus()).toMatchObject({ calls_today: 2, last_error: { kind: 'http', status: 500 } });
  });
});
