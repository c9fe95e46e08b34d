import { geocodeResponseSchema, reverseGeocodeResponseSchema } from '@swiss/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const EIFFEL = { lat: 48.8584, lng: 2.2945 };

/** Photon's GeoJSON (/api and /reverse), as it is shaped. */
const PHOTON_LYON = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [4.8320114, 45.7578137] },
      properties: {
        osm_type: 'R',
        osm_id: 120965,
        osm_key: 'place',
        osm_value: 'city',
        type: 'city',
        name: 'Lyon',
        postcode: '69000',
        state: 'Auvergne-Rhône-Alpes',
        country: 'France',
        countrycode: 'FR',
        extent: [4.7718134, 45.8082628, 4.8983774, 45.7073666],
      },
    },
  ],
};
const PHOTON_EIFFEL = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.2944813, 48.8582603] },
      properties: {
        osm_type: 'W',
        osm_id: 5013364,
        osm_key: 'man_made',
        osm_value: 'tower',
        type: 'house',
        name: 'Tour Eiffel',
        housenumber: '5',
        street: 'Avenue Anatole France',
        postcode: '75007',
        city: 'Paris',
        district: 'Quartier du Gros-Caillou',
        country: 'France',
        countrycode: 'FR',
      },
    },
  ],
};

/** Nominatim's jsonv2 with addressdetails=1 (reverse answers one object, search an array). */
const NOMINATIM_EIFFEL = {
  place_id: 97663568,
  licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
  osm_type: 'way',
  osm_id: 5013364,
  lat: '48.8582603',
  lon: '2.2944813',
  category: 'man_made',
  type: 'tower',
  place_rank: 30,
  importance: 0.62,
  addresstype: 'man_made',
  name: 'Tour Eiffel',
  display_name: 'Tour Eiffel, 5, Avenue Anatole France, Paris, 75007, France',
  address: {
    man_made: 'Tour Eiffel',
    house_number: '5',
    road: 'Avenue Anatole France',
    city: 'Paris',
    postcode: '75007',
    country: 'France',
    country_code: 'fr',
  },
  boundingbox: ['48.8574753', '48.8590465', '2.2933084', '2.2956897'],
};

const sleepToNextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));

describe.each(TEST_DATABASE_KINDS)('geocoding abroad with Photon (%s)', (kind) => {
  const fake = useFakeProvider();
  const env: Record<string, string> = {
    GEOCODER_WORLD_PROVIDER: 'photon',
    GEOCODER_TIMEOUT_MS: '300',
    PROVIDER_BUDGETS: 'world-geocoder=100/1000',
  };
  beforeAll(() => {
    env.PHOTON_URL = fake.origin;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  const geocode = async (address: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address } });
    expect(res.statusCode, res.body).toBe(200);
    return geocodeResponseSchema.parse(res.json()).results;
  };
  const reverse = async (lat: number, lng: number) => {
    const res = await ctx.app.inject({ url: '/api/geocode/reverse', query: { lat: String(lat), lng: String(lng) } });
    expect(res.statusCode, res.body).toBe(200);
    return reverseGeocodeResponseSchema.parse(res.json()).result;
  };

  it('asks Photon when the Swiss localities know nothing, crediting OpenStreetMap', async () => {
    fake.on('/api', answer.json(PHOTON_LYON));
    const [lyon] = await geocode('Lyon');
    expect(lyon).toEqual({
      name: 'Lyon, 69000',
      lat: 45.7578137,
      lng: 4.8320114,
      postcode: '69000',
      municipality: null,
      canton: null,
      country: 'FR',
      language: null,
      source: 'photon',
      attribution: '© OpenStreetMap contributors (Photon)',
    });
    const [call] = fake.calls('/api');
    expect(new URL(call?.url ?? '', fake.origin).searchParams.get('q')).toBe('Lyon');
    expect(call?.headers['user-agent']).toMatch(/^SwissExplorer\//);
    await geocode('Lyon');
    expect(fake.calls('/api')).toHaveLength(1);
  });

  it('a Swiss place never reaches Photon; a named foreign country goes there first', async () => {
    fake.on('/api', answer.json(PHOTON_LYON));
    expect((await geocode('3920 Zermatt'))[0]).toMatchObject({ name: 'Zermatt', source: 'swisstopo-localities' });
    expect(fake.calls('/api')).toHaveLength(0);
    expect((await geocode('Lyon, France'))[0]).toMatchObject({ source: 'photon', country: 'FR' });
  });

  it('reverse abroad: the street, postcode, city and country of the point', async () => {
    fake.on('/reverse', answer.json(PHOTON_EIFFEL));
    expect(await reverse(EIFFEL.lat, EIFFEL.lng)).toMatchObject({
      name: 'Tour Eiffel, 75007 Paris',
      postcode: '75007',
      municipality: 'Paris',
      country: 'FR',
      source: 'photon',
    });
    const query = new URL(fake.calls('/reverse')[0]?.url ?? '', fake.origin).searchParams;
    expect([query.get('lat'), query.get('lon')]).toEqual(['48.85840', '2.29450']);
  });

  it('reverse in Switzerland stays offline', async () => {
    fake.on('/reverse', answer.json(PHOTON_EIFFEL));
    expect(await reverse(46.0207, 7.7491)).toMatchObject({ name: 'Zermatt', source: 'swisstopo-localities' });
    expect(fake.calls('/reverse')).toHaveLength(0);
  });

  it.each([
    ['a 500', answer.status(500)],
    ['a slow answer', answer.slow(1500, answer.json(PHOTON_EIFFEL))],
    ['garbage', answer.garbage()],
    ['a wrong shape', answer.json({ features: [{ geometry: { coordinates: ['east'] }, properties: {} }] })],
  ])('%s from Photon: no result, never an error', async (_name, reply) => {
    fake.on('/reverse', reply);
    fake.on('/api', reply);
    expect(await reverse(40 + Math.random(), -3.7)).toBeNull();
    expect(await geocode(`Nowhere ${Math.random()}`)).toEqual([]);
    // Five failures in a row open the circuit: the last case may not reach Photon at all, same answer.
  });
});

describe.each(TEST_DATABASE_KINDS)('geocoding abroad with Nominatim (%s)', (kind) => {
  const fake = useFakeProvider();
  // Even a generous budget setting: Nominatim's policy caps the instance at one call a second.
  const env: Record<string, string> = {
    GEOCODER_WORLD_PROVIDER: 'nominatim',
    GEOCODER_TIMEOUT_MS: '300',
    PROVIDER_BUDGETS: 'world-geocoder=100/1000',
  };
  beforeAll(() => {
    env.NOMINATIM_URL = fake.origin;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  it('forward and reverse in jsonv2, at most one call a second, cached', async () => {
    fake.on('/search', answer.json([NOMINATIM_EIFFEL]));
    fake.on('/reverse', answer.json(NOMINATIM_EIFFEL));
    await sleepToNextSecond();
    const forward = await ctx.app.inject({ method: 'POST', url: '/api/geocode', payload: { address: 'Tour Eiffel' } });
    expect(geocodeResponseSchema.parse(forward.json()).results[0]).toEqual({
      name: 'Tour Eiffel, 75007 Paris',
      lat: 48.8582603,
      lng: 2.2944813,
      postcode: '75007',
      municipality: 'Paris',
      canton: null,
      country: 'FR',
      language: null,
      source: 'nominatim',
      attribution: '© OpenStreetMap contributors (Nominatim)',
    });
    const query = new URL(fake.calls('/search')[0]?.url ?? '', fake.origin).searchParams;
    expect([query.get('format'), query.get('addressdetails')]).toEqual(['jsonv2', '1']);
    // The same second: the budget says no, and the visitor gets no result rather than an error.
    const url = `/api/geocode/reverse?lat=${EIFFEL.lat}&lng=${EIFFEL.lng}`;
    const early = await ctx.app.inject({ url });
    expect(reverseGeocodeResponseSchema.parse(early.json()).result).toBeNull();
    expect(fake.calls('/reverse')).toHaveLength(0);
    await sleepToNextSecond();
    const later = reverseGeocodeResponseSchema.parse((await ctx.app.inject({ url })).json());
    expect(later.result).toMatchObject({ name: 'Tour Eiffel, 75007 Paris', country: 'FR', source: 'nominatim' });
    // Cached: the same point again asks nothing, in the same second.
    await ctx.app.inject({ url });
    expect(fake.calls('/reverse')).toHaveLength(1);
  });

  it('"Unable to geocode" (the open sea) is no result', async () => {
    fake.on('/reverse', answer.json({ error: 'Unable to geocode' }));
    await sleepToNextSecond();
    const res = await ctx.app.inject({ url: '/api/geocode/reverse?lat=40&lng=-30' });
    expect(reverseGeocodeResponseSchema.parse(res.json()).result).toBeNull();
    expect(fake.calls('/reverse')).toHaveLength(1);
  });
});
