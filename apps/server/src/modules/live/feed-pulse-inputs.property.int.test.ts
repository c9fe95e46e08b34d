import { errorEnvelopeSchema } from '@swiss/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

// The live feed's and Pulse's position endpoints with arbitrary query values (as
// public-inputs.property.int.test.ts does for the catalog): never a 500; a 400 names a field asked.
const ENDPOINTS: { path: string; params: string[] }[] = [
  { path: '/api/events/nearby', params: ['lat', 'lng', 'radius', 'lang'] },
  { path: '/api/places/trending', params: ['lat', 'lng', 'limit', 'lang'] },
  { path: '/api/geonames/nearby', params: ['lat', 'lng', 'lang'] },
  { path: '/api/local-music', params: ['lat', 'lng', 'lang'] },
  { path: '/api/whats-happening', params: ['lat', 'lng', 'radius', 'lang'] },
  { path: '/api/pulse/local', params: ['lat', 'lng', 'lang'] },
  { path: '/api/pulse/insights', params: ['lat', 'lng', 'lang'] },
];

const coordinate = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }).map(String),
  fc.double({ min: 45.8, max: 47.8, noNaN: true }).map(String),
);
const value = fc.oneof(
  coordinate,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    ' ',
    'en',
    'de',
    'fr',
    'it',
    'xx',
    '-1',
    '0',
    '51',
    '1e9',
    'NaN',
    'Infinity',
    '0x10',
    '[]',
    '%00',
  ),
  fc.string({ minLength: 300, maxLength: 1200 }),
);

describe('live and Pulse endpoints with arbitrary input (PGlite)', () => {
  const ctx = useTestApp('pglite');

  it.each(ENDPOINTS)('$path never fails with a 500; a 400 names the field', async ({ path, params }) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params, 'unknown'), value, { maxKeys: 5 }), async (query) => {
        const res = await ctx.app.inject({ url: path, query });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode !== 400) return;
        const envelope = errorEnvelopeSchema.parse(JSON.parse(res.body));
        expect(envelope.details?.length, res.body).toBeGreaterThan(0);
        for (const detail of envelope.details ?? []) expect(params, res.body).toContain(detail.field.split('.')[0]);
      }),
      { numRuns: 40 },
    );
  });

  it.each(ENDPOINTS)('$path answers any valid position in and around Switzerland', async ({ path }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: 45, max: 48.5, noNaN: true }),
        fc.double({ min: 5, max: 11.5, noNaN: true }),
        fc.constantFrom('en', 'de', 'fr', 'it'),
        async (lat, lng, lang) => {
          const res = await ctx.app.inject({ url: path, query: { lat: String(lat), lng: String(lng), lang } });
          expect(res.statusCode, res.body).toBe(200);
        },
      ),
      { numRuns: 15 },
    );
  });
});
