import { CATEGORY_KEYS, categoriesResponseSchema, errorEnvelopeSchema, TOTAL_DESTINATIONS } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('categories on %s', (kind) => {
  const ctx = useTestApp(kind);

  it("lists the 11 categories in order, with the spec's counts", async () => {
    const res = await ctx.app.inject('/api/swiss/v2/categories');
    expect(res.statusCode).toBe(200);
    const body = categoriesResponseSchema.parse(res.json());
    expect(body.categories.map((c) => c.key)).toEqual([...CATEGORY_KEYS]);
    expect(body.categories.reduce((sum, c) => sum + c.count, 0)).toBe(TOTAL_DESTINATIONS);
    expect(TOTAL_DESTINATIONS).toBe(344);
    expect(body.categories.find((c) => c.key === 'mountains_glaciers')?.count).toBe(80);
  });

  it('localizes names with ?lang', async () => {
    const de = categoriesResponseSchema.parse((await ctx.app.inject('/api/swiss/v2/categories?lang=de')).json());
    expect(de.categories.find((c) => c.key === 'big_lakes')?.name).toBe('Grosse Seen');
    const fr = categoriesResponseSchema.parse((await ctx.app.inject('/api/swiss/categories?lang=fr')).json());
    expect(fr.categories.find((c) => c.key === 'waterfalls')?.name).toBe('Cascades');
    const it_ = categoriesResponseSchema.parse((await ctx.app.inject('/api/swiss/categories?lang=it')).json());
    expect(it_.categories.find((c) => c.key === 'rivers')?.sustainability_focus).toContain('Acqua pulita');
  });

  it('accepts and ignores the cache busters v and _cb', async () => {
    const plain = await ctx.app.inject('/api/swiss/v2/categories');
    const busted = await ctx.app.inject('/api/swiss/v2/categories?v=abc123&_cb=1700000000');
    expect(busted.statusCode).toBe(200);
    expect(busted.body).toBe(plain.body);
  });

  it('answers a malformed query with a 400 envelope naming the field', async () => {
    const res = await ctx.app.inject('/api/swiss/v2/categories?lang=xx');
    expect(res.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('lang');
    expect(body.details?.[0]?.field).toBe('lang');
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.inject('/api/swiss/v2/categories?lang=it');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    expect(first.headers['cache-control']).toContain('max-age');
    const second = await ctx.app.inject({
      url: '/api/swiss/v2/categories?lang=it',
      headers: { 'if-none-match': String(etag) },
    });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const otherLang = await ctx.app.inject('/api/swiss/v2/categories?lang=de');
    expect(otherLang.headers.etag).not.toBe(etag);
  });
});
