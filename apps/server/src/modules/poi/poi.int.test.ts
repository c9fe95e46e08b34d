import {
  AIRA_CATEGORY_IDS,
  airaPlacesResponseSchema,
  errorEnvelopeSchema,
  type AiraPlacesResponse,
} from '@swiss/contract';
import { POI_CHANNEL, seedPois, sql, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { nearestPois } from './index.js';
import { fold, keywordTokens } from './text-fold.js';

const HB = { lat: 47.3779, lng: 8.5403 };

describe.each(TEST_DATABASE_KINDS)('nearby places (%s)', (kind) => {
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

  const search = async (body: Record<string, unknown>): Promise<AiraPlacesResponse> => {
    const res = await app.inject({ method: 'POST', url: '/api/places/search', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return airaPlacesResponseSchema.parse(res.json());
  };
  const enhanced = async (query: Record<string, string>): Promise<AiraPlacesResponse> => {
    const res = await app.inject({ url: '/api/enhanced-places', query });
    expect(res.statusCode, res.body).toBe(200);
    return airaPlacesResponseSchema.parse(res.json());
  };

  it('seeds once: a second seed writes nothing', async () => {
    const started = performance.now();
    expect(await seedPois(database.db)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('nearest transport at Zürich HB starts with its own stop, with the DiDok credit', async () => {
    const body = await search({ latitude: HB.lat, longitude: HB.lng, place_type: 'transit_station' });
    expect(body.results[0]?.place_id).toBe('didok:8503000');
    expect(body.results[0]?.types[0]).toBe('train');
    expect(body.results[0]?.rating).toBeNull();
    expect(body.results[0]?.sustainability_score).toEqual({ value: 65, is_default: true });
    expect(body.results.every((p) => p.category === 'transport')).toBe(true);
    expect(body.results).toHaveLength(20);
    expect(body.attributions.map((a) => a.source)).toContain('didok');
  });

  it('restaurants near HB come nearest first, credited to Stadt Zürich', async () => {
    const body = await enhanced({ lat: String(HB.lat), lng: String(HB.lng), category: 'restaurants', limit: '30' });
    expect(body.results).toHaveLength(30);
    expect(body.results.every((p) => p.category === 'restaurants')).toBe(true);
    const distances = body.results.map((p) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.attributions).toContainEqual({
      source: 'stadt-zuerich',
      text: 'Stadt Zürich Open Data',
      licence_url: 'https://data.stadt-zuerich.ch/',
    });
    expect(body.results[0]?.vicinity).not.toBe('');
  });

  it('filters by type: hospitals and clinics only, pharmacies apart', async () => {
    const hospitals = await search({ latitude: HB.lat, longitude: HB.lng, radius: 5000, place_type: 'hospital' });
    expect(hospitals.results.length).toBeGreaterThan(0);
    for (const p of hospitals.results) {
      expect(p.category).toBe('healthcare');
      expect(['hospital', 'clinic', 'rehabilitation']).toContain(p.types[0]);
      expect(p.distance).toBeLessThanOrEqual(5);
    }
    const pharmacies = await search({ latitude: HB.lat, longitude: HB.lng, place_type: 'pharmacy', limit: 5 });
    expect(pharmacies.results.map((p) => p.types[0])).toEqual(Array(5).fill('pharmacy'));
    expect(pharmacies.attributions.map((a) => a.source)).toEqual(['osm']);
    // A comma list spans categories; a keyword group (food) names restaurants.
    const mixed = await search({ latitude: HB.lat, longitude: HB.lng, place_type: 'bank,lodging', limit: 50 });
    expect(new Set(mixed.results.map((p) => p.category))).toEqual(new Set(['finance', 'hotels']));
    const food = await search({ latitude: HB.lat, longitude: HB.lng, place_type: 'food', limit: 5 });
    expect(food.results.every((p) => p.category === 'restaurants')).toBe(true);
  });

  it('a keyword matches names without accents and case, name matches first', async () => {
    for (const keyword of ['Sprüngli', 'SPRUNGLI']) {
      const body = await search({ latitude: HB.lat, longitude: HB.lng, keyword, limit: 5 });
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.results.every((p) => p.name.includes('Sprüngli'))).toBe(true);
    }
    // A locality keyword: stops of Winterthur, none elsewhere.
    const winterthur = await enhanced({ lat: '47.4997', lng: '8.7241', keyword: 'winterthur', category: 'transport' });
    expect(winterthur.results.length).toBeGreaterThan(0);
    // "food" as a keyword finds restaurants although no name says it.
    const food = await enhanced({ lat: String(HB.lat), lng: String(HB.lng), keyword: 'food', limit: '5' });
    expect(food.results.every((p) => p.category === 'restaurants')).toBe(true);
    expect(food.results).toHaveLength(5);
  });

  it('links a curated place to the explorer, with its own sustainability score', async () => {
    const place = app.catalog.all('en').find((p) => p.canton === 'LU') ?? app.catalog.all('en')[0];
    if (!place) throw new Error('no catalog place');
    const body = await enhanced({
      lat: String(place.lat),
      lng: String(place.lng),
      category: 'attractions',
      limit: '100',
    });
    const curated = body.results.find((p) => p.place_id === `curated:${place.id}`);
    expect(curated).toMatchObject({
      source: 'curated',
      explorer_place_id: place.id,
      category: 'attractions',
      name: place.title,
      sustainability_score: { value: place.sustainability.sustainability_score, is_default: false },
    });
    expect(body.attributions.map((a) => a.source)).toContain('curated');
    // The function other modules use: nearest of a category.
    const nearest = nearestPois(app.pois, { lat: place.lat, lng: place.lng, category: 'attractions', limit: 6 });
    expect(nearest).toHaveLength(6);
    expect(nearest[0]?.distance).toBeLessThanOrEqual(nearest[5]?.distance ?? 0);
  });

  it('names a curated place by its page title in the language asked for, English by default', async () => {
    const place = app.catalog.all('en').find((p) => p.title !== app.catalog.place('it', p.id)?.title);
    const italian = place && app.catalog.place('it', place.id)?.title;
    if (!place || !italian) throw new Error('no place with an Italian title of its own');
    const at = { lat: String(place.lat), lng: String(place.lng), limit: '100' };
    const named = async (query: Record<string, string>) =>
      (await enhanced({ ...at, ...query })).results.find((p) => p.explorer_place_id === place.id)?.name;
    expect(await named({ lang: 'it' })).toBe(italian);
    expect(await named({})).toBe(place.title);
    const posted = await search({ latitude: place.lat, longitude: place.lng, radius: 2000, limit: 100, lang: 'it' });
    expect(posted.results.find((p) => p.explorer_place_id === place.id)?.name).toBe(italian);
    const wrong = await app.inject({ url: '/api/enhanced-places', query: { ...at, lang: 'xx' } });
    expect(wrong.statusCode).toBe(400);
  });

  it.each([
    [{ lat: 'abc', lng: '8.5' }, 'lat'],
    [{ lat: '47', lng: '200' }, 'lng'],
    [{ lng: '8.5' }, 'lat'],
    [{ lat: '47', lng: '8.5', category: 'pubs' }, 'category'],
    [{ lat: '47', lng: '8.5', limit: '0' }, 'limit'],
  ])('GET %j is a 400 naming %s', async (query, field) => {
    const res = await app.inject({ url: '/api/enhanced-places', query });
    expect(res.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(res.json());
    expect(envelope.message).toContain(field);
    expect(envelope.details?.map((d) => d.field)).toContain(field);
  });

  it.each([
    [{ latitude: 91, longitude: 8 }, 'latitude'],
    [{ latitude: 47, longitude: 'x' }, 'longitude'],
    [{ latitude: 47, longitude: 8, radius: 0 }, 'radius'],
    [{ latitude: 47, longitude: 8, radius: 50_001 }, 'radius'],
    [{ latitude: 47, longitude: 8, limit: 101 }, 'limit'],
  ])('POST %j is a 400 naming %s', async (payload, field) => {
    const res = await app.inject({ method: 'POST', url: '/api/places/search', payload });
    expect(res.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(res.json()).details?.map((d) => d.field)).toContain(field);
  });

  it('answers any valid question with the contract, sorted, within the radius; any invalid one with a 400', async () => {
    const valid = fc.record({
      latitude: fc.double({ min: 45.7, max: 47.9, noNaN: true }),
      longitude: fc.double({ min: 5.8, max: 10.6, noNaN: true }),
      radius: fc.integer({ min: 1, max: 50_000 }),
      place_type: fc.option(
        fc.constantFrom('restaurant', 'hospital', 'store', 'transit_station', 'amusement_park', 'bank', 'church', 'lodging', 'food', 'finance,health', 'establishment'), // prettier-ignore
        { nil: undefined },
      ),
      keyword: fc.option(
        fc.constantFrom('bahnhof', 'Zürich', 'coop', 'hotel', 'ë', 'food', 'x y', 'zurich hb', 'Bern', 'Migros'),
        { nil: undefined },
      ),
      limit: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(valid, async (body) => {
        const answer = await search(body);
        expect(answer.results.length).toBeLessThanOrEqual(body.limit ?? 20);
        for (const p of answer.results) expect(p.distance).toBeLessThanOrEqual(body.radius / 1000 + 0.001);
        // Name matches first (the spec's 50 points), each group nearest first.
        const words = keywordTokens(body.keyword);
        const named = answer.results.map((p) => words.length > 0 && words.every((w) => fold(p.name).includes(w)));
        expect(named).toEqual([...named].sort((a, b) => Number(b) - Number(a)));
        for (const group of [true, false]) {
          const distances = answer.results.filter((_, i) => named[i] === group).map((p) => p.distance);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
        }
        expect(new Set(answer.attributions.map((a) => a.source))).toEqual(new Set(answer.results.map((p) => p.source)));
      }),
      { numRuns: 60 },
    );
    const invalid = fc.oneof(
      fc.record({ latitude: fc.oneof(fc.double({ min: 90.0001, noNaN: true }), fc.constant(-1000)), longitude: fc.constant(8) }),
      fc.record({ latitude: fc.constant(47), longitude: fc.oneof(fc.string(), fc.double({ min: 180.0001, noNaN: true })) }),
      fc.record({ latitude: fc.constant(47), longitude: fc.constant(8), radius: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 50_001 })) }),
    ); // prettier-ignore
    await fc.assert(
      fc.asyncProperty(invalid, async (payload) => {
        const res = await app.inject({ method: 'POST', url: '/api/places/search', payload });
        expect(res.statusCode, res.body).toBe(400);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom(...AIRA_CATEGORY_IDS),
        async (lat, lng, category) => {
          const answer = await enhanced({ lat: String(lat), lng: String(lng), category });
          const distances = answer.results.map((p) => p.distance);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
          for (const d of distances) expect(d).toBeLessThanOrEqual(50.001);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rebuilds the index on NOTIFY pois_changed', async () => {
    const id = 'osm:node/999999999001';
    const find = async () =>
      (await search({ latitude: HB.lat, longitude: HB.lng, keyword: 'Notifykiosk', radius: 1000 })).results;
    expect(await find()).toHaveLength(0);
    await database.db.execute(sql`
      insert into pois (id, dataset, source, name, category, subcategory, lat, lng, canton, opening_hours)
      values (${id}, 'osm-import', 'osm', 'Notifykiosk HB', 'shopping', 'kiosk', ${HB.lat}, ${HB.lng}, 'ZH', '24/7')`);
    await database.notify(POI_CHANNEL);
    const deadline = Date.now() + 5000;
    let results = await find();
    while (results.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      results = await find();
    }
    expect(results[0]).toMatchObject({ place_id: id, opening_hours: { text: '24/7', open_now: true } });

    // With an OSM import present, a re-seed leaves the starter set's OSM records out.
    expect(await seedPois(database.db)).toBe(true);
    const starterOsm: unknown = await database.db.execute(
      sql`select count(*)::int as n from pois where dataset = 'starter' and source = 'osm'`,
    );
    expect((starterOsm as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    await database.db.execute(sql`delete from pois where id = ${id}`);
  }, 60_000);
});
