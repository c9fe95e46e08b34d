import { brotliDecompressSync } from 'node:zlib';
import {
  coverSetResponseSchema,
  LANGUAGES,
  offlineAnswers,
  offlineBundleSchema,
  v2PlacesResponseSchema,
} from '@swiss/contract';
import { PlaceSearch } from '@swiss/content/search';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

/** Exact names, other languages' names, no accents, a typo, a region label, a common word. */
const SEARCHES = ['Genf', 'Geneve', 'Zurich', 'Lake Geneva', 'Matterhon', 'Cervino', 'Waadt', 'lake', 'Wasserfall'];

describe.each(TEST_DATABASE_KINDS)('the offline bundle and the cover set on %s', (kind) => {
  const ctx = useTestApp(kind);

  it.each(LANGUAGES)('answers %s: schema-valid, compressed, ETagged, 304 when unchanged', async (lang) => {
    const url = `/api/swiss/v2/offline-bundle?lang=${lang}`;
    const res = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const bundle = offlineBundleSchema.parse(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')));
    expect(bundle.language).toBe(lang);
    expect(bundle.places.length).toBeGreaterThan(300);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it.each(LANGUAGES)('rebuilds (%s) exactly the answers the live routes give', async (lang) => {
    const bundle = offlineBundleSchema.parse(
      (await ctx.app.inject(`/api/swiss/v2/offline-bundle?lang=${lang}`)).json(),
    );
    const answers = offlineAnswers(bundle);
    // Categories, sample, every category page, both quizzes, insights, six heritage filters, every place.
    expect(answers.length).toBeGreaterThan(bundle.places.length + 20);
    for (const { path, body } of answers) {
      const live = await ctx.app.inject(path);
      expect(live.statusCode, path).toBe(200);
      expect(body, path).toEqual(live.json());
    }
  });

  it.each(LANGUAGES)('carries the search entries (%s): offline, the shared search ranks as live', async (lang) => {
    const bundle = offlineBundleSchema.parse(
      (await ctx.app.inject(`/api/swiss/v2/offline-bundle?lang=${lang}`)).json(),
    );
    expect(bundle.search).toHaveLength(bundle.places.length);
    // All four names of a place travel in every language's bundle: "Genf" finds Geneva from English.
    expect(bundle.search.find((entry) => entry.id === 'geneve')?.names).toEqual(
      expect.arrayContaining(['Genève', 'Geneva', 'Genf', 'Ginevra']),
    );
    const offline = new PlaceSearch(bundle.search);
    for (const query of SEARCHES) {
      const url = `/api/swiss/v2/places?search=${encodeURIComponent(query)}&per_page=50&lang=${lang}`;
      const live = v2PlacesResponseSchema.parse((await ctx.app.inject(url)).json());
      const ids = offline.search(query);
      expect(ids.length, query).toBe(live.total);
      expect(ids.slice(0, 50), query).toEqual(live.places.map((place) => place.id));
    }
  });

  it('holds every generated cover and placeholder, byte for byte as their own URLs answer them', async () => {
    const res = await ctx.app.inject({ url: '/api/media/covers', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.etag).toBeDefined();
    const set = coverSetResponseSchema.parse((await ctx.app.inject('/api/media/covers')).json());
    const ids = Object.keys(set.covers);
    expect(ids.length).toBeGreaterThan(300);
    for (const id of ids) expect((await ctx.app.inject(`/api/media/cover/${id}`)).body, id).toBe(set.covers[id]);
    for (const [key, svg] of Object.entries(set.placeholders))
      expect((await ctx.app.inject(`/api/media/placeholder/${key}`)).body, key).toBe(svg);
  });
});
