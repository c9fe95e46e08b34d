import { errorEnvelopeSchema, feedSectionResponseSchema, marketsResponseSchema } from '@swiss/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

// The markets, news and social endpoints with arbitrary query values (the providers are off under
// NODE_ENV=test, so every answer is the contract's 'unavailable' section or a 400 naming a field).
const ENDPOINTS = [
  { path: '/api/news/local', params: ['lat', 'lng', 'lang'], schema: feedSectionResponseSchema },
  { path: '/api/local-social', params: ['lat', 'lng', 'location'], schema: feedSectionResponseSchema },
  { path: '/api/markets', params: [], schema: marketsResponseSchema },
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', 'en', 'de', 'xx', '-91', '90', '180.0001', '1e9', 'NaN', 'Infinity', '0x10', '%00'),
  fc.string({ minLength: 300, maxLength: 1200 }),
);

describe('markets, news and social with arbitrary input (PGlite)', () => {
  const ctx = useTestApp('pglite');

  it.each(ENDPOINTS)('$path never fails with a 500; a 400 names the field', async ({ path, params, schema }) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params, 'unknown'), value, { maxKeys: 4 }), async (query) => {
        const res = await ctx.app.inject({ url: path, query });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 200) {
          schema.parse(res.json());
          return;
        }
        expect(res.statusCode, res.body).toBe(400);
        const envelope = errorEnvelopeSchema.parse(res.json());
        expect(envelope.details?.length, res.body).toBeGreaterThan(0);
        for (const detail of envelope.details ?? []) expect(params, res.body).toContain(detail.field.split('.')[0]);
      }),
      { numRuns: 60 },
    );
  });

  it('valid positions answer 200 with a section', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        async (lat, lng) => {
          const res = await ctx.app.inject({ url: '/api/local-social', query: { lat: String(lat), lng: String(lng) } });
          expect(res.statusCode, res.body).toBe(200);
          feedSectionResponseSchema.parse(res.json());
        },
      ),
      { numRuns: 40 },
    );
  });
});
