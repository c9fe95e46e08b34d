import { cityGuideResponseSchema } from '@swiss/contract';
import { tables, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';

// Freiburg im Breisgau: one curated place (in Basel) within 50 km, so the store's attractions fill in.
// (In Switzerland six curated places are nearly always within 50 km.)
const FREIBURG = { lat: 47.9959, lng: 7.8522 };

const poi = (id: string, name: string, source: string, dLat: number, subcategory = 'museum') => ({
  id,
  dataset: 'starter' as const,
  source,
  name,
  category: 'attractions',
  subcategory,
  lat: FREIBURG.lat + dLat,
  lng: FREIBURG.lng,
  canton: null,
});

describe.each(TEST_DATABASE_KINDS)('city guide attractions from the POI store (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Written before the app starts: the POI index is built from the store at start.
    await database.db
      .insert(tables.pois)
      .values([
        poi('osm:node/1', 'Freiburger Münster', 'osm', 0.001, 'church'),
        poi('geonames:1', 'Freiburger Munster', 'geonames', 0.002, 'church'),
        poi('osm:node/2', 'Schlossberg', 'osm', 0.01, 'viewpoint'),
        poi('curated:x', 'Some curated copy', 'curated', 0.003),
        poi('osm:node/3', 'Far Tower', 'osm', 0.2, 'castle'),
      ]);
    app = await buildTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('fills up to 6 after the curated places, without duplicate names, credited', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/city-guide/global',
      payload: { latitude: FREIBURG.lat, longitude: FREIBURG.lng },
    });
    expect(res.statusCode, res.body).toBe(200);
    const guide = cityGuideResponseSchema.parse(res.json()).data;
    const curated = guide.topAttractions.filter((a) => a.explorer_place_id !== null);
    const fromStore = guide.topAttractions.filter((a) => a.explorer_place_id === null);
    expect(curated.length).toBeGreaterThan(0);
    expect(curated.length).toBeLessThan(5);
    // Curated first, then the store's nearest; "Kloster St Johann" is the same name folded; the
    // store's copy of a curated place and anything past 10 km are left out.
    expect(guide.topAttractions.slice(0, curated.length)).toEqual(curated);
    expect(fromStore.map((a) => a.name)).toEqual(['Freiburger Münster', 'Schlossberg']);
    expect(fromStore[0]).toEqual({
      name: 'Freiburger Münster',
      category: 'church',
      rating: null,
      distance: 0.1,
      explorer_place_id: null,
    });
    expect(guide.attributions).toContain('© OpenStreetMap contributors, ODbL');
    // The GeoNames duplicate was skipped: its credit is not claimed.
    expect(guide.attributions).not.toContain('GeoNames (geonames.org), CC BY 4.0');
  });
});
