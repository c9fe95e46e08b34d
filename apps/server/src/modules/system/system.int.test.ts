import { errorEnvelopeSchema, systemStatusResponseSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../../test/accounts.js';
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
    expect(Array.isArray(system.recent_errors)).toBe(true);
    expect(res.body).not.toContain('secret-tts-key');
    expect(res.body).not.toContain('tts.example');
  });
});
