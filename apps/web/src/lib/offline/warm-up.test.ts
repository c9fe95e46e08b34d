import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OFFLINE_BUNDLE_PATH, type OfflineBundle } from '@swiss/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getJson } from '../api-client';
import { storage } from '../storage';
import { OFFLINE_CACHES, offlineSearchKey } from './cache-keys';
import { OFFLINE_RECORD_KEY, warmCatalog, warmUpRequests } from './warm-up';

/** A catalog small enough to write here; the server test compares real bundles with the live routes. */
const BUNDLE: OfflineBundle = {
  status: 'success',
  language: 'de',
  categories: [],
  places: [],
  sample_ids: [],
  v2_quiz: [],
  quiz: [],
  insights: [],
  search: [{ id: 'geneve', names: ['Genève', 'Geneva', 'Genf', 'Genève', 'Ginevra'], regions: ['GE'], summary: '' }],
};
const ANSWERS: Record<string, unknown> = {
  [`${OFFLINE_BUNDLE_PATH}?lang=de`]: BUNDLE,
  '/api/media/covers': {
    status: 'success',
    covers: { matterhorn: '<svg id="m"/>' },
    placeholders: { waterfalls: '<svg id="w"/>' },
  },
  '/api/feature-flags': { status: 'success', flags: {} },
  '/api/swiss/v2/stats': {
    status: 'success',
    stats: { destinations: 0, categories: 0, unesco_sites: 0, sustainable_places: 0, average_sustainability: 0 },
  },
};

/** The Cache API is not in jsdom: a map per cache name, enough for put and keys. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    open: (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return Promise.resolve({
        put: (key: string, response: Response) => {
          store.set(key, response);
          return Promise.resolve();
        },
      });
    },
  };
}

describe('the offline warm-up', () => {
  const requests: string[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // A real server on the loopback: the warm-up's requests are counted where they arrive.
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      const body = ANSWERS[request.url ?? ''];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? { status: 'error', code: 'NOT_FOUND', message: 'no' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('plans four requests for a language: its bundle, the cover set, flags and figures', () => {
    expect(warmUpRequests('fr')).toEqual([
      '/api/swiss/v2/offline-bundle?lang=fr',
      '/api/media/covers',
      '/api/feature-flags',
      '/api/swiss/v2/stats',
    ]);
  });

  it('makes exactly those requests and stores every answer and cover under its own URL', async () => {
    const caches = memoryCaches();
    vi.stubGlobal('caches', caches);
    const record = await warmCatalog(
      { getJson: (url, schema, options) => getJson(`${base}${url}`, schema, options), storage },
      'de',
    );
    expect(requests).toEqual(warmUpRequests('de'));
    expect(record).toMatchObject({ places: 0, covers: 1, version: 'test' });
    expect(storage.getJson<Record<string, unknown>>(OFFLINE_RECORD_KEY)?.de).toEqual(record);

    const origin = window.location.origin;
    const api = [...(caches.stores.get(OFFLINE_CACHES.api)?.keys() ?? [])];
    expect(api).toContain(`${origin}/api/swiss/v2/categories?lang=de`);
    expect(api).toContain(`${origin}/api/swiss/quiz?lang=de&limit=50`);
    expect(api).toContain(`${origin}/api/swiss/v2/heritage?filter=unesco&lang=de`);
    // The search entries (every name in all four languages), for the offline search.
    const entries = caches.stores.get(OFFLINE_CACHES.api)?.get(offlineSearchKey(origin, 'de'));
    expect(await entries?.json()).toEqual(BUNDLE.search);
    const covers = caches.stores.get(OFFLINE_CACHES.covers);
    const cover = covers?.get(`${origin}/api/media/cover/matterhorn`);
    expect(cover?.headers.get('content-type')).toContain('image/svg+xml');
    expect(await cover?.text()).toBe('<svg id="m"/>');
    expect(covers?.has(`${origin}/api/media/placeholder/waterfalls`)).toBe(true);
  });
});
