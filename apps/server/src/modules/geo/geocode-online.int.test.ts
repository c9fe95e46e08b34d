import { geocodeResponseSchema, reverseGeocodeResponseSchema } from '@swiss/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const SEARCH_PATH = '/rest/services/api/SearchServer';

/** geo.admin.ch's SearchServer answer for "Bundesplatz 3 Bern" (type=locations, sr=4326), as it is shaped. */
const BUNDESPLATZ = {
  results: [
    {
      id: 1963414,
      weight: 1,
      attrs: {
        origin: 'address',
        geom_quadindex: '021300220302133322',
        zoomlevel: 10,
        featureId: '1963414_0',
        lon: 7.44411,
        detail: 'bundesplatz 3 3011 bern 351 bern ch be',
        rank: 7,
        geom_st_box2d: 'BOX(2600415.29 1199519.41,2600415.29 1199519.41)',
        lat: 46.94669,
        num: 3,
        y: 2600415.29,
        x: 1199519.41,
        label: 'Bundesplatz 3 <b>3011 Bern</b>',
      },
    },
    {
      id: 351,
      weight: 5,
      attrs: {
        origin: 'gg25',
        detail: 'bern be',
        lat: 46.94809,
        lon: 7.44744,
        label: '<b>Bern (BE)</b>',
        rank: 2,
      },
    },
  ],
};

describe.each(TEST_DATABASE_KINDS)('POST /api/geocode through geo.admin.ch (%s)', (kind) => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { GEOCODER_PROVIDER: 'geo-admin', GEOCODER_TIMEOUT_MS: '300' };
  beforeAll(() => {
    env.GEOCODER_URL = fake.origin;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  const geocode = async (address: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address } });
    expect(res.statusCode, res.body).toBe(200);
    return geocodeResponseSchema.parse(res.json()).results;
  };

  it('asks the SearchServer for locations in WGS84 and completes each hit from the localities', async () => {
    fake.on(SEARCH_PATH, answer.json(BUNDESPLATZ));
    const results = await geocode('Bundesplatz 3 Bern');
    expect(results).toEqual([
      {
        name: 'Bundesplatz 3 3011 Bern',
        lat: 46.94669,
        lng: 7.44411,
        postcode: '3011',
        municipality: 'Bern',
        canton: 'BE',
        country: 'CH',
        language: 'de',
        source: 'geo-admin',
        attribution: '© swisstopo (geo.admin.ch)',
      },
      expect.objectContaining({ name: 'Bern (BE)', source: 'geo-admin', canton: 'BE', municipality: 'Bern' }),
    ]);
    const [call] = fake.calls(SEARCH_PATH);
    const query = new URL(call?.url ?? '', fake.origin).searchParams;
    expect(query.get('searchText')).toBe('Bundesplatz 3 Bern');
    expect(query.get('type')).toBe('locations');
    expect(query.get('sr')).toBe('4326');
    expect(call?.headers['user-agent']).toMatch(/^SwissExplorer\//);
    // The same text again comes from the cache.
    await geocode('Bundesplatz 3 Bern');
    expect(fake.calls(SEARCH_PATH)).toHaveLength(1);
  });

  it.each([
    ['a 500', answer.status(500, 'upstream down')],
    ['a slow answer', answer.slow(1500, answer.json(BUNDESPLATZ))],
    ['garbage', answer.garbage()],
    ['a wrong shape', answer.json({ results: [{ attrs: { label: 'x', lat: 'north' } }] })],
    ['no hits', answer.json({ results: [] })],
  ])('%s from the provider: the bundled localities answer', async (_name, reply) => {
    fake.on(SEARCH_PATH, reply);
    const results = await geocode('3920 Zermatt');
    expect(fake.calls(SEARCH_PATH).length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ name: 'Zermatt', postcode: '3920', source: 'swisstopo-localities' });
  });
});

const IDENTIFY_PATH = '/rest/services/api/MapServer/identify';

/** The identify service's answer for a building of the register (returnGeometry=false), as it is shaped. */
const SEFTIGENSTRASSE = {
  results: [
    {
      layerBodId: 'ch.bfs.gebaeude_wohnungs_register',
      layerName: 'RBD: building status',
      featureId: '1272199_0',
      id: '1272199_0',
      attributes: {
        egid: '1272199',
        strname_deinr: 'Seftigenstrasse 264',
        plz_plz6: '3084/308400',
        ggdename: 'Köniz',
        ggdenr: 355,
        gdekt: 'BE',
        deinr: '264',
        strname: ['Seftigenstrasse'],
        dplz4: 3084,
        dplzname: 'Wabern',
        label: 'Seftigenstrasse 264',
      },
    },
  ],
};
const WABERN = { lat: 46.9262, lng: 7.4503 };

describe.each(TEST_DATABASE_KINDS)('GET /api/geocode/reverse through geo.admin.ch identify (%s)', (kind) => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { GEOCODER_PROVIDER: 'geo-admin', GEOCODER_TIMEOUT_MS: '300' };
  beforeAll(() => {
    env.GEOCODER_URL = fake.origin;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  const reverse = async (lat: number, lng: number) => {
    const res = await ctx.app.inject({ url: '/api/geocode/reverse', query: { lat: String(lat), lng: String(lng) } });
    expect(res.statusCode, res.body).toBe(200);
    return reverseGeocodeResponseSchema.parse(res.json()).result;
  };

  it('names the building at the point, with swisstopo credited, and caches by ~10 m', async () => {
    fake.on(IDENTIFY_PATH, answer.json(SEFTIGENSTRASSE));
    const result = await reverse(WABERN.lat, WABERN.lng);
    expect(result).toEqual({
      name: 'Seftigenstrasse 264, 3084 Wabern',
      lat: WABERN.lat,
      lng: WABERN.lng,
      postcode: '3084',
      municipality: 'Köniz',
      canton: 'BE',
      country: 'CH',
      language: 'de',
      source: 'geo-admin',
      attribution: '© swisstopo (geo.admin.ch)',
    });
    const [call] = fake.calls(IDENTIFY_PATH);
    const query = new URL(call?.url ?? '', fake.origin).searchParams;
    expect(query.get('geometry')).toBe(`${WABERN.lng},${WABERN.lat}`);
    expect(query.get('geometryType')).toBe('esriGeometryPoint');
    expect(query.get('sr')).toBe('4326');
    expect(query.get('layers')).toBe('all:ch.bfs.gebaeude_wohnungs_register');
    expect(query.get('returnGeometry')).toBe('false');
    expect(query.get('tolerance')).toBe('10');
    expect(query.get('mapExtent')?.split(',')).toHaveLength(4);
    expect(query.get('imageDisplay')).toBe('200,200,96');
    // A step of a metre or two is the same answer.
    await reverse(WABERN.lat + 0.00001, WABERN.lng);
    expect(fake.calls(IDENTIFY_PATH)).toHaveLength(1);
  });

  it.each([
    ['a 500', answer.status(500, 'upstream down')],
    ['a slow answer', answer.slow(1500, answer.json(SEFTIGENSTRASSE))],
    ['garbage', answer.garbage()],
    ['no building near', answer.json({ results: [] })],
  ])('%s from the provider: the nearest bundled locality answers', async (_name, reply) => {
    fake.on(IDENTIFY_PATH, reply);
    // Zermatt: a new point each time, so no cached answer hides the failure.
    const result = await reverse(46.0207 + Math.random() / 1000, 7.7491);
    expect(fake.calls(IDENTIFY_PATH).length).toBeGreaterThan(0);
    expect(result).toMatchObject({ name: 'Zermatt', postcode: '3920', source: 'swisstopo-localities' });
  });

  it('asks nothing for a point abroad without a world geocoder', async () => {
    fake.on(IDENTIFY_PATH, answer.json(SEFTIGENSTRASSE));
    expect(await reverse(48.8584, 2.2945)).toBeNull();
    expect(fake.calls(IDENTIFY_PATH)).toHaveLength(0);
  });
});
