import { DEVICE_TOKEN_HEADER, deviceTokenResponseSchema, errorEnvelopeSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../test/test-database.js';
import { DEVICE_TOKEN_MAX_AGE_MS, DeviceTokens } from './device-token.js';

/** An event hall: every visitor behind one Wi-Fi address (docs/perf.md, "event hall"). */
describe.each(TEST_DATABASE_KINDS)('rate limits behind one shared address on %s', (kind) => {
  const ctx = useTestApp(kind, {
    env: { RATE_LIMIT_MAX: '20', AI_RATE_LIMIT_MAX: '5', AI_ADDRESS_RATE_LIMIT_MAX: '300' },
  });
  const ask = (remoteAddress: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { message: 'How high is it?', location_id: 'matterhorn' },
      headers: token === undefined ? {} : { [DEVICE_TOKEN_HEADER]: token },
      remoteAddress,
    });

  it('issues anonymous device tokens the server accepts, and stores nothing for them', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/device', remoteAddress: '10.20.0.1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = deviceTokenResponseSchema.parse(res.json());
    expect(ctx.app.deviceTokens.verify(body.device_token)).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now() + DEVICE_TOKEN_MAX_AGE_MS - 60_000);
  });

  it('lets 300 devices behind one address each ask the AI within a minute, and stops the 301st at the ceiling', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 300; i += 1)
      codes.push((await ask('10.21.0.1', ctx.app.deviceTokens.issue().token)).statusCode);
    expect(codes.filter((c) => c !== 200)).toEqual([]);
    const over = await ask('10.21.0.1', ctx.app.deviceTokens.issue().token);
    expect(over.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(over.json()).code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses one device past its own limit, while another device on the same address still asks', async () => {
    const { token } = ctx.app.deviceTokens.issue();
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask('10.22.0.1', token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask('10.22.0.1', ctx.app.deviceTokens.issue().token)).statusCode).toBe(200);
  });

  it('counts requests without a token per address, with the per-device number', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await ask('10.23.0.1')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address is not affected.
    expect((await ask('10.23.0.2')).statusCode).toBe(200);
  });

  it('treats forged, altered, expired and other-secret tokens as no token (one per-address count)', async () => {
    const good = ctx.app.deviceTokens.issue().token;
    const [id, issued, mac] = good.split('.');
    const longAgo = new DeviceTokens(undefined, () => Date.now() - DEVICE_TOKEN_MAX_AGE_MS - 1000);
    const forged = [
      'not-a-token',
      `${id}.${issued}.${'A'.repeat(22)}`,
      `${'B'.repeat(16)}.${issued}.${mac}`,
      `${id}.${(Number.parseInt(issued ?? '0', 36) + 1).toString(36)}.${mac}`,
      new DeviceTokens('another secret that is long enough to be used').issue().token,
      longAgo.issue().token,
    ];
    const codes: number[] = [];
    for (const token of forged) codes.push((await ask('10.24.0.1', token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('never refuses cheap catalog and cover reads far above RATE_LIMIT_MAX, but still limits searches', async () => {
    const reads = [
      '/api/swiss/v2/categories?lang=en',
      '/api/swiss/v2/places?type=waterfalls&per_page=50&page=1&lang=en',
      '/api/swiss/places/matterhorn?lang=de',
      '/api/swiss/v2/offline-bundle?lang=fr',
      '/api/media/covers',
      '/api/media/cover/matterhorn',
      '/api/media/placeholder/waterfalls',
      '/api/feature-flags',
      '/api/swiss/v2/stats',
    ];
    const codes = new Map<number, number>();
    for (let i = 0; i < 200; i += 1) {
      const url = reads[i % reads.length] ?? '';
      const res = await ctx.app.inject({ url, remoteAddress: '10.25.0.1' });
      codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
    }
    expect([...codes.entries()]).toEqual([[200, 200]]);
    const searches: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const url = `/api/swiss/v2/places?search=lake${i}&lang=en`;
      searches.push((await ctx.app.inject({ url, remoteAddress: '10.25.0.1' })).statusCode);
    }
    expect(searches.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(searches.at(-1)).toBe(429);
  });
});
