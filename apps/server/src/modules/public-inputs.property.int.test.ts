import { errorEnvelopeSchema } from '@swiss/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

// Every public endpoint, with the query parameters it reads. Values come from fast-check: any text,
// numbers out of range, unicode, very long strings. The image proxy has its own SSRF tests: random
// URLs here would only exercise DNS.
const QUERY_ENDPOINTS: { path: string; params: string[] }[] = [
  { path: '/api/swiss/v2/categories', params: ['lang', 'v', '_cb'] },
  { path: '/api/swiss/categories', params: ['lang'] },
  { path: '/api/swiss/v2/places', params: ['type', 'per_page', 'page', 'search', 'lang'] },
  { path: '/api/swiss/places', params: ['category', 'search', 'sustainability_filter', 'limit', 'lang'] },
  { path: '/api/swiss/places/matterhorn', params: ['lang'] },
  { path: '/api/swiss/v2/places/matterhorn/nearby', params: ['lang', 'limit'] },
  { path: '/api/swiss/v2/places/matterhorn/insights', params: ['lang'] },
  { path: '/api/swiss/insights', params: ['lang', 'limit'] },
  { path: '/api/swiss/quiz', params: ['lang', 'limit'] },
  { path: '/api/swiss/v2/quiz', params: ['lang'] },
  { path: '/api/swiss/v2/heritage', params: ['filter', 'lang'] },
  { path: '/api/swiss/v2/stats', params: [] },
  { path: '/api/swiss/v2/offline-bundle', params: ['lang'] },
  { path: '/api/media/covers', params: [] },
  { path: '/api/tts/voices', params: [] },
  { path: '/api/feature-flags', params: [] },
];
const PATH_ENDPOINTS = [
  '/api/swiss/places/',
  '/api/swiss/v2/places/',
  '/api/swiss/qr/',
  '/api/swiss/v2/qr/',
  '/api/media/cover/',
  '/api/media/placeholder/',
];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom('', ' ', 'en', 'de', 'xx', '-1', '0', '51', '1e9', 'NaN', 'null', '[]', '%00', '../..'),
  fc.string({ minLength: 300, maxLength: 1200 }),
);

function expectCleanRejection(statusCode: number, body: string, fields: string[]): void {
  expect(statusCode, body).toBeLessThan(500);
  if (statusCode !== 400) return;
  const envelope = errorEnvelopeSchema.parse(JSON.parse(body));
  expect(envelope.details?.length, body).toBeGreaterThan(0);
  for (const detail of envelope.details ?? []) expect(fields, body).toContain(detail.field.split('.')[0]);
}

describe('every public endpoint with arbitrary input (PGlite)', () => {
  const ctx = useTestApp('pglite');

  it.each(QUERY_ENDPOINTS)('$path never fails with a 500; a 400 names the field', async ({ path, params }) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params, 'unknown'), value, { maxKeys: 4 }), async (query) => {
        const res = await ctx.app.inject({ url: path, query });
        expectCleanRejection(res.statusCode, res.body, [...params, 'unknown']);
      }),
      { numRuns: 40 },
    );
  });

  it('path parameters never fail with a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATH_ENDPOINTS), value, async (prefix, segment) => {
        const res = await ctx.app.inject({ url: prefix + encodeURIComponent(segment) });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode === 400) errorEnvelopeSchema.parse(res.json());
      }),
      { numRuns: 150 },
    );
  });

  it.each(['{"__proto__":null}', '{"constructor":{"prototype":{}}}', '{"email":', ''])(
    'POST /api/auth/login with the body %j: a 400 envelope naming the body, never a 500',
    async (payload) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const envelope = errorEnvelopeSchema.parse(res.json());
      expect(envelope.code).toBe('BAD_REQUEST');
      expect(envelope.details?.map((d) => d.field)).toEqual(['(root)']);
      expect(envelope.message).toContain('JSON');
    },
  );

  const json = fc.oneof(
    fc.record(
      {
        message: value,
        session_id: value,
        language: value,
        location_id: value,
        heritage_filter: value,
        question_id: value,
        topic: value,
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );

  it.each([
    {
      url: '/api/ai/chat',
      fields: [
        'message',
        'session_id',
        'language',
        'location_id',
        'heritage_filter',
        'question_id',
        'topic',
        'place_context',
        '(root)',
      ],
    },
    { url: '/api/auth/login', fields: ['email', 'password', '(root)'] },
  ])('POST $url with arbitrary JSON never fails with a 500; a 400 names the field', async ({ url, fields }) => {
    await fc.assert(
      fc.asyncProperty(json, async (body) => {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expectCleanRejection(res.statusCode, res.body, fields);
      }),
      { numRuns: 60 },
    );
  });
});
