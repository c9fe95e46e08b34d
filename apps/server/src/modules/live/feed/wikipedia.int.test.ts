import type { ServerResponse } from 'node:http';
import { feedSectionResponseSchema, type FeedItem } from '@swiss/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, useFakeProvider, type CapturedRequest, type FakeAnswer } from '../../../test/fake-provider.js';
import { useTestApp } from '../../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../../test/test-database.js';

/** list=geosearch&formatversion=2 near Zürich HB, as the API shapes it. */
const GEOSEARCH = {
  batchcomplete: true,
  query: {
    geosearch: [
      { pageid: 1303640, ns: 0, title: 'Zürich Hauptbahnhof', lat: 47.378, lon: 8.54, dist: 12.3, primary: true },
      { pageid: 267829, ns: 0, title: 'Landesmuseum Zürich', lat: 47.3791, lon: 8.5404, dist: 134.9, primary: true },
    ],
  },
};
/** prop=extracts&exintro&explaintext&formatversion=2 of those pages. */
const EXTRACTS = {
  batchcomplete: true,
  query: {
    pages: [
      {
        pageid: 1303640,
        ns: 0,
        title: 'Zürich Hauptbahnhof',
        extract:
          'Zürich Hauptbahnhof ist der grösste Bahnhof der Schweiz. Er liegt im Zentrum der Stadt Zürich am Zusammenfluss von Sihl und Limmat und wird täglich von über 400 000 Personen genutzt.',
      },
      { pageid: 267829, ns: 0, title: 'Landesmuseum Zürich', extract: 'Das Landesmuseum Zürich ist ein Museum.' },
    ],
  },
};

/** The one API path answers both calls: geosearch, then extracts. */
function wikipedia(geosearch: FakeAnswer, extracts: FakeAnswer = answer.json(EXTRACTS)): FakeAnswer {
  return (request: CapturedRequest, response: ServerResponse) => {
    const query = new URL(request.url, 'http://x').searchParams;
    const chosen = query.get('list') === 'geosearch' ? geosearch : extracts;
    if (typeof chosen === 'function') return chosen(request, response);
    const send = () => response.writeHead(chosen.status ?? 200, chosen.headers ?? {}).end(chosen.body ?? '');
    if (chosen.delayMs) setTimeout(send, chosen.delayMs);
    else send();
  };
}

describe.each(TEST_DATABASE_KINDS)('GET /api/geonames/nearby through Wikipedia (%s)', (kind) => {
  const fake = useFakeProvider();
  const env: Record<string, string> = { WIKIPEDIA_PROVIDER: 'wikipedia', WIKIPEDIA_TIMEOUT_MS: '300' };
  beforeAll(() => {
    env.WIKIPEDIA_URL_TEMPLATE = `${fake.origin}/{lang}/w/api.php`;
  });
  const ctx = useTestApp(kind, { env });
  beforeEach(() => fake.reset());

  const nearby = async (query: Record<string, string>): Promise<FeedItem[]> => {
    const res = await ctx.app.inject({ url: '/api/geonames/nearby', query });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = feedSectionResponseSchema.parse(res.json());
    if (data.status !== 'ok') throw new Error(data.reason);
    return data.items;
  };

  it('asks GeoSearch in the UI language (10 km, 4 pages), then the intros; credits Wikipedia; caches by 0.01°', async () => {
    fake.on('/de/w/api.php', wikipedia(answer.json(GEOSEARCH)));
    const items = await nearby({ lat: '47.3779', lng: '8.5403', lang: 'de' });
    const [search, extracts] = fake.calls('/de/w/api.php').map((c) => new URL(c.url, fake.origin).searchParams);
    expect(Object.fromEntries(search ?? [])).toMatchObject({
      action: 'query',
      list: 'geosearch',
      gscoord: '47.38|8.54',
      gsradius: '10000',
      gslimit: '4',
      format: 'json',
    });
    expect(Object.fromEntries(extracts ?? [])).toMatchObject({
      prop: 'extracts',
      exintro: '1',
      explaintext: '1',
      pageids: '1303640|267829',
    });
    expect(fake.calls('/de/w/api.php')[0]?.headers['user-agent']).toMatch(/^SwissExplorer\//);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      id: 'wiki:de:1303640',
      kind: 'wiki',
      title: 'Zürich Hauptbahnhof',
      url: `${fake.origin}/wiki/Z%C3%BCrich_Hauptbahnhof`,
      distance_km: 0,
      explorer_place_id: null,
      provenance: { source: 'wikipedia', attribution: 'Wikipedia (CC BY-SA 4.0)', isSample: false },
    });
    expect(items[0]?.description.length).toBeLessThanOrEqual(120);
    expect(items[0]?.description.endsWith('…')).toBe(true);
    expect(items[1]).toMatchObject({ distance_km: 0.1, description: 'Das Landesmuseum Zürich ist ein Museum.' });
    // A neighbour in the same 0.01° cell: from the cache.
    await nearby({ lat: '47.3781', lng: '8.5399', lang: 'de' });
    expect(fake.calls('/de/w/api.php')).toHaveLength(2);
  });

  it('no article nearby: our places’ summaries too', async () => {
    fake.on('/it/w/api.php', wikipedia(answer.json({ batchcomplete: true, query: { geosearch: [] } })));
    const items = await nearby({ lat: '46.17', lng: '8.80', lang: 'it' });
    expect(items.every((i) => i.provenance.source === 'swiss-explorer')).toBe(true);
    expect(fake.calls('/it/w/api.php')).toHaveLength(1);
  });

  it.each([
    ['a 500', answer.status(500)],
    ['garbage', answer.garbage()],
    ['a timeout', answer.slow(1_000, answer.json(GEOSEARCH))],
    // Last: a 429 pauses the client's calls for its Retry-After.
    ['rate limited', answer.rateLimited(60)],
  ])('falls back to our places’ summaries on %s', async (_, failure) => {
    fake.on('/en/w/api.php', wikipedia(failure));
    const items = await nearby({ lat: '46.0037', lng: '8.9511', lang: 'en' });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.provenance.source === 'swiss-explorer' && i.explorer_place_id !== null)).toBe(true);
    expect(items[0]?.explorer_place_id).toBe('lugano');
  });
});
