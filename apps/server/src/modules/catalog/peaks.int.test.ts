import fc from 'fast-check';
import { errorEnvelopeSchema, peaksResponseSchema, type PeaksResponse } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

/** Zermatt station: the Matterhorn is about 10 km to the south-west. */
const ZERMATT = { lat: '46.0244', lng: '7.7479' };

describe.each(TEST_DATABASE_KINDS)('GET /api/peaks/nearby (%s)', (kind) => {
  const ctx = useTestApp(kind);

  const peaks = async (query: Record<string, string>): Promise<PeaksResponse['results']> => {
    const res = await ctx.app.inject({ url: '/api/peaks/nearby', query });
    expect(res.statusCode, res.body).toBe(200);
    return peaksResponseSchema.parse(res.json()).results;
  };

  it('lists the catalog summits within the radius, nearest first, with elevation and bearing', async () => {
    const results = await peaks({ ...ZERMATT, radius_km: '30' });
    expect(results.length).toBeGreaterThan(1);
    const distances = results.map((p) => p.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 30)).toBe(true);
    const matterhorn = results.find((p) => p.id === 'matterhorn');
    expect(matterhorn).toMatchObject({ name: 'Matterhorn', elevation_m: 4478 });
    expect(matterhorn?.distance_km).toBeGreaterThan(8);
    expect(matterhorn?.distance_km).toBeLessThan(12);
    // South-west of Zermatt.
    expect(matterhorn?.bearing_deg).toBeGreaterThan(200);
    expect(matterhorn?.bearing_deg).toBeLessThan(260);
  });

  it('leaves out glaciers, passes, viewpoint stations, lakes and villages', async () => {
    const results = await peaks({ lat: '46.8', lng: '8.2', radius_km: '200' });
    const ids = new Set(results.map((p) => p.id));
    for (const notAPeak of [
      'gornergrat',
      'jungfraujoch',
      'gotthard-pass',
      'zermatt',
      'vierwaldstaettersee',
      'great-aletsch-glacier',
    ])
      expect(ids.has(notAPeak)).toBe(false);
    expect(ids.has('pilatus')).toBe(true);
    expect(results.every((p) => Number.isInteger(p.elevation_m) && p.elevation_m > 0)).toBe(true);
  });

  it('keeps to the radius (50 km by default)', async () => {
    const near = await peaks({ ...ZERMATT, radius_km: '12' });
    expect(near.map((p) => p.id)).toContain('matterhorn');
    expect(near.every((p) => p.distance_km <= 12)).toBe(true);
    const byDefault = await peaks(ZERMATT);
    expect(byDefault.every((p) => p.distance_km <= 50)).toBe(true);
    expect(byDefault.length).toBeGreaterThanOrEqual(near.length);
    expect(await peaks({ lat: '0.5', lng: '0.5' })).toEqual([]);
  });

  it('names the peaks in the language asked for, English by default', async () => {
    const name = async (lang?: string) =>
      (await peaks({ ...ZERMATT, radius_km: '12', ...(lang ? { lang } : {}) })).find((p) => p.id === 'matterhorn')
        ?.name;
    expect(await name()).toBe('Matterhorn');
    expect(await name('fr')).toBe('Cervin');
    expect(await name('it')).toBe('Cervino');
  });

  it.each([
    ['no longitude', { lat: '46' }],
    ['a latitude out of range', { lat: '91', lng: '7' }],
    ['a radius of 0', { ...ZERMATT, radius_km: '0' }],
    ['a radius past 200 km', { ...ZERMATT, radius_km: '500' }],
    ['an unknown language', { ...ZERMATT, lang: 'xx' }],
  ])('answers 400 with the error envelope for %s', async (_name, query) => {
    const res = await ctx.app.inject({ url: '/api/peaks/nearby', query });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).status).toBe('error');
  });

  it('never fails with a 500 on arbitrary input; a 400 names the field', async () => {
    const params = ['lat', 'lng', 'radius_km', 'lang', 'unknown'];
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.double().map(String),
      fc.constantFrom('', ' ', 'de', 'xx', '-1', '0', '91', '1e9', 'NaN', 'Infinity', '%00', '../..'),
      fc.string({ minLength: 300, maxLength: 600 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...params), value, { maxKeys: 5 }), async (query) => {
        const res = await ctx.app.inject({ url: '/api/peaks/nearby', query });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode !== 400) return;
        const envelope = errorEnvelopeSchema.parse(res.json());
        for (const detail of envelope.details ?? []) expect(params, res.body).toContain(detail.field.split('.')[0]);
      }),
      { numRuns: 40 },
    );
  });
});
