import {
  cityGuideResponseSchema,
  errorEnvelopeSchema,
  geocodeResponseSchema,
  ipLocationResponseSchema,
  reverseGeocodeResponseSchema,
} from '@swiss/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

// Any valid input gives a 200 in the contract's shape; any invalid one the 400 envelope naming the
// field, never a 500. Positions range over the whole globe, not only Switzerland.
const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });
const notANumber = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constant(null),
  fc.boolean(),
  // Out of range for either coordinate (NaN and the infinities travel as null in JSON).
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 180.5, -200, 1e9),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);

function expectRejection(res: { statusCode: number; body: string }, fields: string[]): void {
  expect(res.statusCode, res.body).toBe(400);
  const envelope = errorEnvelopeSchema.parse(JSON.parse(res.body));
  expect(envelope.details?.length, res.body).toBeGreaterThan(0);
  for (const detail of envelope.details ?? []) expect(fields, res.body).toContain(detail.field.split('.')[0]);
}

describe('AIRA geo endpoints with arbitrary input (PGlite)', () => {
  const ctx = useTestApp('pglite', { env: { TRUST_PROXY: '1' } });

  it('GET /api/location/ip: any forwarded address (or garbage) gives the contract shape', async () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(address, async (forwarded) => {
        const res = await ctx.app.inject({ url: '/api/location/ip', headers: { 'x-forwarded-for': forwarded } });
        expect(res.statusCode, res.body).toBe(200);
        const { location } = ipLocationResponseSchema.parse(res.json());
        if (location) {
          expect(Math.abs(location.lat)).toBeGreaterThan(0.1);
          expect(Math.abs(location.lng)).toBeGreaterThan(0.1);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/geocode: any non-blank address up to 300 characters gives at most 10 results', async () => {
    const address = fc.oneof(
      fc.string({ minLength: 1, maxLength: 300 }).filter((s) => s.trim().length > 0),
      fc.integer({ min: 1000, max: 9999 }).map(String),
      fc.constantFrom('Zürich', 'zermatt', '1200 Genève', 'CH-6900 Lugano', 'St. Moritz', 'Biel/Bienne'),
    );
    await fc.assert(
      fc.asyncProperty(address, async (text) => {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address: text } });
        expect(res.statusCode, res.body).toBe(200);
        expect(geocodeResponseSchema.parse(res.json()).results.length).toBeLessThanOrEqual(10);
      }),
      { numRuns: 80 },
    );
  });

  it('POST /api/geocode: a missing, blank, too long or non-text address is a 400 naming it', async () => {
    const bad = fc.oneof(
      fc.constantFrom('', '   ', '\n\t'),
      fc.string({ minLength: 301, maxLength: 400 }).filter((s) => s.trim().length > 300),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (address) => {
        const res = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address } });
        expectRejection(res, ['address']);
      }),
      { numRuns: 40 },
    );
  });

  it('GET /api/geocode/reverse: any position gives a locality or null; anything else a 400', async () => {
    await fc.assert(
      fc.asyncProperty(latitude, longitude, async (lat, lng) => {
        const res = await ctx.app.inject({
          url: '/api/geocode/reverse',
          query: { lat: String(lat), lng: String(lng) },
        });
        // Tiny numbers print as "5e-324", which is not a decimal as written: a 400 naming the field.
        if (/e/i.test(String(lat)) || /e/i.test(String(lng))) return expectRejection(res, ['lat', 'lng']);
        expect(res.statusCode, res.body).toBe(200);
        reverseGeocodeResponseSchema.parse(res.json());
      }),
      { numRuns: 80 },
    );
    const badText = fc.oneof(
      fc.string({ maxLength: 10 }).filter((s) => !/\d/.test(s)),
      fc.constantFrom('181', '-181', '1e400'),
    );
    await fc.assert(
      fc.asyncProperty(badText, fc.boolean(), async (text, asLat) => {
        const query = asLat ? { lat: text, lng: '7.4' } : { lat: '46.9', lng: text };
        expectRejection(await ctx.app.inject({ url: '/api/geocode/reverse', query }), ['lat', 'lng']);
      }),
      { numRuns: 40 },
    );
  });

  it('POST /api/city-guide/global: any position gives a guide; anything else "Invalid coordinates"', async () => {
    await fc.assert(
      fc.asyncProperty(latitude, longitude, async (lat, lng) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/city-guide/global',
          payload: { latitude: lat, longitude: lng },
        });
        expect(res.statusCode, res.body).toBe(200);
        const { data } = cityGuideResponseSchema.parse(res.json());
        expect(data.topAttractions.length).toBeLessThanOrEqual(6);
        expect(JSON.stringify(data.emergencyNumbers)).not.toContain('911');
      }),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(notANumber, fc.oneof(latitude, notANumber), fc.boolean(), async (bad, other, badFirst) => {
        const payload = badFirst ? { latitude: bad, longitude: other } : { latitude: other, longitude: bad };
        const res = await ctx.app.inject({ method: 'POST', url: '/api/city-guide/global', payload });
        expectRejection(res, ['latitude', 'longitude']);
        expect(errorEnvelopeSchema.parse(res.json()).message).toBe('Invalid coordinates');
      }),
      { numRuns: 60 },
    );
  });
});
