import { CATEGORY_KEYS, errorEnvelopeSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

describe('generated covers', () => {
  const ctx = useTestApp('pglite');

  it('draws a cover with the place name and elevation, the same on every request', async () => {
    const res = await ctx.app.inject('/api/media/cover/matterhorn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('>Matterhorn<');
    expect(res.body).toContain('4478 m');
    expect(res.body).not.toMatch(/<script|href=/i);
    expect((await ctx.app.inject('/api/media/cover/matterhorn')).body).toBe(res.body);
    const again = await ctx.app.inject({
      url: '/api/media/cover/matterhorn',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('draws taller mountains for higher summits and differs between places', async () => {
    const high = (await ctx.app.inject('/api/media/cover/matterhorn')).body;
    const low = (await ctx.app.inject('/api/media/cover/uetliberg')).body;
    expect(high).not.toBe(low);
  });

  it('escapes names and answers unknown places with a 404 envelope', async () => {
    const res = await ctx.app.inject('/api/media/cover/no-such-place');
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe('NOT_FOUND');
    expect((await ctx.app.inject('/api/media/cover/Bad<Slug>')).statusCode).toBe(400);
  });

  it.each(CATEGORY_KEYS)('has a placeholder for %s', async (key) => {
    const res = await ctx.app.inject(`/api/media/placeholder/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<svg')).toBe(true);
  });
});
