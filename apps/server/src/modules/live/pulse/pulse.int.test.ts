import { pulseInsightsResponseSchema, pulseLocalResponseSchema } from '@swiss/contract';
import { seedPois, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../../test/test-database.js';

const ZURICH_HB = { lat: '47.3779', lng: '8.5403' };
const LUTRY = { lat: '46.5025', lng: '6.6865' };

describe.each(TEST_DATABASE_KINDS)('Local Pulse tabs (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedPois(database.db);
    app = await buildTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('local: municipality, canton and area from the directory; the population with its source and no density', async () => {
    const res = await app.inject({ url: '/api/pulse/local', query: ZURICH_HB });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = pulseLocalResponseSchema.parse(res.json());
    expect(data.municipality).toBe('Zürich');
    expect(data.canton).toBe('ZH');
    expect(data.timezone).toBe('Europe/Zurich');
    expect(data.areaKm2).toBeGreaterThan(80);
    expect(data.areaKm2).toBeLessThan(95);
    // GeoNames' town figure (2015), not the municipality's: no density from two different units.
    expect(data.population).toMatchObject({ year: 2015 });
    expect(data.population?.source).toContain('GeoNames');
    expect(data.densityPerKm2).toBeNull();
    expect(data.safety).toBeNull();
    expect(data.costOfLiving).toBeNull();
    expect(data.medianIncome).toBeNull();
    expect(data.averageAge).toBeNull();
    // The stops within 1 km by mode, and places across categories (8 at most), nearest first.
    expect(data.transportation.length).toBeGreaterThan(0);
    for (const mode of data.transportation) {
      expect(mode.stopsWithin1Km).toBeGreaterThan(0);
      expect(mode.nearestStop).not.toBe('');
    }
    expect(data.nearbyPlaces.length).toBeGreaterThan(0);
    expect(data.nearbyPlaces.length).toBeLessThanOrEqual(8);
    const km = data.nearbyPlaces.map((p) => p.distance);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(data.attributions.some((a) => a.includes('swisstopo'))).toBe(true);
  });

  it('local outside Switzerland: no municipality, nothing invented', async () => {
    const res = await app.inject({ url: '/api/pulse/local', query: { lat: '48.8566', lng: '2.3522' } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = pulseLocalResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      municipality: null,
      canton: null,
      population: null,
      areaKm2: null,
      densityPerKm2: null,
      timezone: 'Europe/Paris',
    });
    expect(data.transportation).toEqual([]);
  });

  it('insights: our nearest places’ facts, events, suggestions, highlights, tips and cultural notes, in the language', async () => {
    const res = await app.inject({ url: '/api/pulse/insights', query: { ...LUTRY, lang: 'fr' } });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = pulseInsightsResponseSchema.parse(res.json());
    expect(data.localHighlights[0]).toMatchObject({ name: 'Lutry', explorer_place_id: 'lutry' });
    expect(data.coolFacts.length).toBeGreaterThan(0);
    expect(data.coolFacts[0]?.explorer_place_id).toBe('lutry');
    expect(data.whatsHappening[0]).toBe('Fête des Vendanges de Lutry (fin septembre): Lutry');
    expect(data.suggestions[0]).toMatch(/ : visitez .+, à \d+,\d km$/);
    expect(data.localTips.length).toBeGreaterThan(0);
    expect(data.cultural.length).toBeGreaterThan(0);
    expect(data.nearbyPlaces.length).toBeGreaterThan(0);
    // The same position in German: German texts.
    const de = pulseInsightsResponseSchema.parse(
      (await app.inject({ url: '/api/pulse/insights', query: { ...LUTRY, lang: 'de' } })).json(),
    ).data;
    expect(de.whatsHappening[0]).toBe('Fête des Vendanges de Lutry (Weinlesefest) (Ende September): Lutry');
    expect(de.suggestions[0]).toContain('Besuchen Sie');
  });

  it('insights far from our places: empty lists, not invented ones', async () => {
    const res = await app.inject({ url: '/api/pulse/insights', query: { lat: '48.8566', lng: '2.3522' } });
    const { data } = pulseInsightsResponseSchema.parse(res.json());
    expect(data.coolFacts).toEqual([]);
    expect(data.localHighlights).toEqual([]);
    expect(data.whatsHappening).toEqual([]);
  });

  it('400 names the field', async () => {
    for (const [url, query, field] of [
      ['/api/pulse/local', { lat: 'x', lng: '8' }, 'lat'],
      ['/api/pulse/insights', { lat: '47', lng: '8', lang: 'es' }, 'lang'],
    ] as const) {
      const res = await app.inject({ url, query });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(`"field":"${field}"`);
    }
  });
});
