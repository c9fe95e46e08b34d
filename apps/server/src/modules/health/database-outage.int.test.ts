import { placeResponseSchema } from '@swiss/contract';
import {
  createScratchDatabase,
  eq,
  openDatabase,
  sql,
  tables,
  type DatabaseHandle,
  type ScratchDatabase,
} from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstance, listenLocally, within } from '../../test/instances.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';

const BASE_URL = process.env.TEST_DATABASE_URL;
const PLACE = 'five-lakes-walk-zermatt';
/** The server's own request timeout (app.ts): no request may take longer, whatever the database does. */
const SERVER_REQUEST_TIMEOUT_MS = 30_000;
/** These settings promise a connection within 1 s and a statement within 1 s (+1 s client margin); a request makes a few. */
const TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '1000' };
const BOUND_MS = 5000;
const IN_MEMORY = ['/api/swiss/v2/categories?lang=en', `/api/swiss/places/${PLACE}`, '/healthz'];
const FROM_DATABASE = ['/api/feature-flags', '/api/swiss/v2/stats', '/readyz'];

type Phase = 'up' | 'refused' | 'hung' | 'back';
interface Result {
  phase: Phase;
  /** The phase when the answer came. */
  ended: Phase;
  path: string;
  status: number | string;
  ms: number;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL behind a TCP proxy that the test cuts: connections reset, then a network that swallows everything. */
describe.skipIf(!BASE_URL)('the database going away under load', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let direct: DatabaseHandle; // a connection around the proxy, as another instance would have
  let url: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(BASE_URL ?? '', 'se_test_outage');
    proxy = await startTcpProxy(scratch.url);
    app = await buildInstance(proxy.through(scratch.url), TIMEOUTS);
    url = await listenLocally(app);
    direct = await openDatabase({ url: scratch.url, poolSize: 1 });
  });
  afterAll(async () => {
    proxy?.set('up');
    await app?.close();
    await direct?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('ends every request in time, is not ready while the database is away, and recovers by itself', async () => {
    const results: Result[] = [];
    let phase: Phase = 'up';
    let running = true;
    const paths = [...IN_MEMORY, ...FROM_DATABASE];
    let n = 0;
    const worker = async () => {
      while (running) {
        const path = paths[n++ % paths.length] ?? '/healthz';
        const at = phase;
        const started = performance.now();
        let status: number | string;
        try {
          const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(SERVER_REQUEST_TIMEOUT_MS) });
          await res.arrayBuffer();
          status = res.status;
        } catch (error) {
          status = String(error);
        }
        results.push({ phase: at, ended: phase, path, status, ms: performance.now() - started });
        await sleep(5);
      }
    };
    const readyz = async () => (await fetch(`${url}/readyz`)).status;
    const load = Promise.all(Array.from({ length: 16 }, worker));

    await sleep(700);
    phase = 'refused';
    proxy.set('refuse');
    await within(3000, async () => (await readyz()) === 503);
    // Another instance changes the catalog meanwhile: this one cannot hear the notification.
    await direct.db
      .update(tables.places)
      .set({ title: 'Outage Title', updatedAt: sql`now()` })
      .where(eq(tables.places.id, PLACE));
    await direct.notify('catalog_changed');
    await sleep(1500);
    phase = 'hung';
    proxy.set('blackhole');
    await sleep(2500);
    expect(await readyz()).toBe(503);
    phase = 'back';
    proxy.set('up');
    const recoveredMs = await within(8000, async () => (await readyz()) === 200);
    await sleep(700);
    running = false;
    await load;

    const slowest = Math.max(...results.map((r) => r.ms));
    const during = results.filter((r) => r.phase === 'refused' || r.phase === 'hung');
    console.log(
      `${results.length} requests, ${during.length} while the database was away; slowest ${slowest.toFixed(0)} ms; ready again ${recoveredMs.toFixed(0)} ms after it came back`,
    );
    // Nothing hangs: every request ends well within the server's timeout, bounded by the pool's.
    expect(results.filter((r) => typeof r.status !== 'number')).toEqual([]);
    expect(slowest).toBeLessThan(BOUND_MS);
    expect(results.filter((r) => r.ended === 'up' && r.status !== 200)).toEqual([]);
    // The catalog is served from memory all along.
    expect(results.filter((r) => IN_MEMORY.includes(r.path) && r.status !== 200)).toEqual([]);
    // Database reads fail as 503 (retry later), never as a 500 or a hang.
    const failed = during.filter((r) => FROM_DATABASE.includes(r.path) && r.status !== 200);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((r) => r.status !== 503)).toEqual([]);
    for (const phaseAway of ['refused', 'hung'] as const) expect(failed.some((r) => r.phase === phaseAway)).toBe(true);

    // Back: database reads work again, and the change made meanwhile arrives without waiting for the 30 s poll.
    for (const path of FROM_DATABASE) expect((await fetch(`${url}${path}`)).status).toBe(200);
    await within(12_000, async () => {
      const place = placeResponseSchema.parse(await (await fetch(`${url}/api/swiss/places/${PLACE}`)).json()).place;
      return place.local_title === 'Outage Title';
    });
  });
});
