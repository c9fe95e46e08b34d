import { airaPlacesResponseSchema, type AiraPlacesResponse } from '@swiss/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, useFakeProvider } from '../../test/fake-provider.js';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

const INTERPRETER = '/api/interpreter';
// Paris, by the Louvre: outside Switzerland, which the store covers.
const PARIS = { lat: 48.8606, lng: 2.3376 };

/** Overpass's JSON for `out center`: nodes with lat/lon, ways with their centre. */
const LOUVRE_AREA = {
  version: 0.6,
  generator: 'Overpass API 0.7.62',
  osm3s: { timestamp_osm_base: '2026-11-26T02:00:00Z', copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.' },
  elements: [
    {
      type: 'way',
      id: 24407814,
      center: { lat: 48.8611, lon: 2.3364 },
      tags: { name: 'Musée du Louvre', tourism: 'museum', wheelchair: 'yes', website: 'https://www.louvre.fr/', opening_hours: 'Mo,Th,Sa,Su 09:00-18:00; We,Fr 09:00-21:00' },
    },
    { type: 'node', id: 1, lat: 48.8612, lon: 2.3387, tags: { name: 'Café Marly', amenity: 'cafe', 'addr:street': 'Rue de Rivoli', 'addr:housenumber': '93', 'addr:postcode': '75001', 'addr:city': 'Paris' } },
    { type: 'node', id: 2, lat: 48.8601, lon: 2.3372, tags: { amenity: 'bench' } },
    { type: 'node', id: 3, lat: 48.8604, lon: 2.3380, tags: { name: 'Pyramide du Louvre', tourism: 'attraction' } },
  ],
}; // prettier-ignore

describe.each(TEST_DATABASE_KINDS)('nearby places abroad through Overpass (%s)', (kind) => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { OVERPASS_TIMEOUT_MS: '300', PROVIDER_BUDGETS: 'overpass=100/1000' };
  beforeAll(() => {
    env.OVERPASS_URL = `${fake.origin}${INTERPRETER}`;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  const enhanced = async (query: Record<string, string>): Promise<AiraPlacesResponse> => {
    const res = await ctx.app.inject({ url: '/api/enhanced-places', query });
    expect(res.statusCode, res.body).toBe(200);
    return airaPlacesResponseSchema.parse(res.json());
  };

  it('maps the answer by the import tag mapping, nearest first, with the ODbL credit', async () => {
    fake.on(INTERPRETER, answer.json(LOUVRE_AREA));
    const body = await enhanced({ lat: String(PARIS.lat), lng: String(PARIS.lng), category: 'attractions' });
    expect(body.results.map((p) => p.name)).toEqual(['Pyramide du Louvre', 'Musée du Louvre']);
    expect(body.results[1]).toMatchObject({
      place_id: 'overpass:way/24407814',
      category: 'attractions',
      types: ['museum'],
      vicinity: 'Address not available',
      rating: null,
      source: 'overpass',
      explorer_place_id: null,
      wheelchair: 'yes',
      website: 'https://www.louvre.fr/',
      sustainability_score: { value: 65, is_default: true },
    });
    expect(body.results[1]?.opening_hours?.text).toContain('09:00-18:00');
    expect(body.attributions).toEqual([
      {
        source: 'overpass',
        text: '© OpenStreetMap contributors, ODbL',
        licence_url: 'https://www.openstreetmap.org/copyright',
      },
    ]);
    const [call] = fake.calls(INTERPRETER);
    const query = new URL(call?.url ?? '', fake.origin).searchParams.get('data') ?? '';
    expect(query).toMatch(/^\[out:json\]\[timeout:10\];/);
    expect(query).toContain('nwr(around:5000,48.86100,2.33800)[name][tourism~"^(');
    expect(query).toContain('out center 60;');
    expect(query).not.toContain('amenity~"^(restaurant');
    expect(call?.headers['user-agent']).toMatch(/^SwissExplorer\//);
    // Cached by the rounded position and category.
    await enhanced({ lat: String(PARIS.lat + 0.0001), lng: String(PARIS.lng), category: 'attractions' });
    expect(fake.calls(INTERPRETER)).toHaveLength(1);
  });

  it('a keyword and place_type narrow the live answer as they narrow the store', async () => {
    fake.on(INTERPRETER, answer.json(LOUVRE_AREA));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/places/search',
      payload: { latitude: PARIS.lat, longitude: PARIS.lng, place_type: 'cafe', keyword: 'marly' },
    });
    const body = airaPlacesResponseSchema.parse(res.json());
    expect(body.results.map((p) => [p.name, p.vicinity])).toEqual([['Café Marly', 'Rue de Rivoli 93, 75001 Paris']]);
  });

  it('in Switzerland the store answers and Overpass is not asked', async () => {
    fake.on(INTERPRETER, answer.json(LOUVRE_AREA));
    const body = await enhanced({ lat: '47.3779', lng: '8.5403', category: 'attractions' });
    expect(body.results.every((p) => p.source !== 'overpass')).toBe(true);
    expect(fake.calls(INTERPRETER)).toHaveLength(0);
  });

  it.each([
    ['a timeout', answer.slow(1500, answer.json(LOUVRE_AREA))],
    ['garbage', answer.garbage()],
    ['a wrong shape', answer.json({ elements: [{ type: 'node', id: 'x' }] })],
    ['a 429', answer.rateLimited(60)],
  ])('%s from Overpass: the store answer (empty abroad), no error', async (_name, reply) => {
    fake.on(INTERPRETER, reply);
    const body = await enhanced({ lat: String(45 + Math.random()), lng: '4.8', category: 'restaurants' });
    expect(body).toEqual({ status: 'success', results: [], attributions: [] });
    expect(fake.calls(INTERPRETER)).toHaveLength(1);
  });
});
