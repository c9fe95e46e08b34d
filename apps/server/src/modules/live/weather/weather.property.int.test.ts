import { errorEnvelopeSchema } from '@swiss/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

// The weather and carbon endpoints with any input: never a 500, and a 400 names a field it read.
// The providers are off (NODE_ENV=test), so valid input answers 'not configured' without a call.
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', '-0', '90', '-180', '180.0001', '1e9', 'NaN', 'Infinity', 'null', '[]', '%00'),
  fc.string({ minLength: 300, maxLength: 1200 }),
);

function expectCleanRejection(statusCode: number, body: string, fields: string[]): void {
  expect(statusCode, body).toBeLessThan(500);
  if (statusCode !== 400) return;
  const envelope = errorEnvelopeSchema.parse(JSON.parse(body));
  expect(envelope.details?.length, body).toBeGreaterThan(0);
  for (const detail of envelope.details ?? []) expect(fields, body).toContain(detail.field.split('.')[0]);
}

describe('weather and carbon endpoints with arbitrary input (PGlite)', () => {
  const ctx = useTestApp('pglite');

  it('GET /api/weather never fails with a 500; a 400 names the field', async () => {
    const params = ['lat', 'lng', 'lang', 'unknown'];
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), value, { maxKeys: 4 }), async (query) => {
        const res = await ctx.app.inject({ url: '/api/weather', query });
        expectCleanRejection(res.statusCode, res.body, params);
      }),
      { numRuns: 60 },
    );
  });

  it('POST /api/environmental/carbon-intensity never fails with a 500; a 400 names the field', async () => {
    const body = fc.oneof(
      fc.record({ lat: fc.oneof(fc.double(), value), lng: fc.oneof(fc.double(), value) }, { requiredKeys: [] }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/environmental/carbon-intensity',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expectCleanRejection(res.statusCode, res.body, ['lat', 'lng', '(root)']);
      }),
      { numRuns: 60 },
    );
  });
});
