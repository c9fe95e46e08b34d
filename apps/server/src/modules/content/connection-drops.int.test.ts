import { adminPlaceResponseSchema, adminQuizListResponseSchema } from '@swiss/contract';
import { createScratchDatabase, eq, openDatabase, tables, type DatabaseHandle, type ScratchDatabase } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/accounts.js';
import { buildInstance, listenLocally, within } from '../../test/instances.js';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';

const BASE_URL = process.env.TEST_DATABASE_URL;
const PLACE = 'five-lakes-walk-zermatt';

/**
 * PostgreSQL behind a TCP proxy that drops connections at chosen moments: right after the commit
 * of an admin write, or silently while they sit in the pool.
 */
describe.skipIf(!BASE_URL)('connections dropping under admin writes and reads', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let direct: DatabaseHandle; // around the proxy: what the database really holds
  let url: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(BASE_URL ?? '', 'se_test_drops');
    proxy = await startTcpProxy(scratch.url);
    // The periodic version check is pushed out of the test's reach: only the retry can catch up.
    app = await buildInstance(proxy.through(scratch.url), {
      CATALOG_POLL_MS: '600000',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    url = await listenLocally(app);
    direct = await openDatabase({ url: scratch.url, poolSize: 2 });
    auth = { authorization: `Bearer ${await tokenFor(direct.db, 'drops-admin@example.org', 'admin')}` };
  });
  afterAll(async () => {
    proxy?.set('up');
    await app?.close();
    await direct?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 201 for a create whose connection drops after the commit, and catches the catalog up', async () => {
    const template = adminPlaceResponseSchema.parse(
      await (await fetch(`${url}/api/admin/places/${PLACE}`, { headers: auth })).json(),
    ).place;
    const place = { ...template, id: 'dropped-after-commit', title: 'Commitsee' };
    const headers = { ...auth, 'idempotency-key': crypto.randomUUID() };

    proxy.refuseAfter('COMMIT\0');
    const res = await post('/api/admin/places', place, headers);
    expect(res.status).toBe(201);
    expect(adminPlaceResponseSchema.parse(await res.json()).place).toMatchObject({ id: place.id, title: 'Commitsee' });

    // Saved and audited, though the rebuild that followed could not reach the database.
    const stored = await direct.db.select().from(tables.places).where(eq(tables.places.id, place.id));
    expect(stored).toHaveLength(1);
    const audit = await direct.db.select().from(tables.auditLog).where(eq(tables.auditLog.entityId, place.id));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    expect((await fetch(`${url}/api/swiss/places/${place.id}`)).status).toBe(404);

    proxy.set('up');
    const ms = await within(20_000, async () => (await fetch(`${url}/api/swiss/places/${place.id}`)).status === 200);
    console.log(`catalog caught up ${ms.toFixed(0)} ms after the database came back`);

    // The admin's retry of the same create (same key) gets the first answer, not a duplicate.
    const retry = await post('/api/admin/places', place, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await direct.db.select().from(tables.places).where(eq(tables.places.id, place.id))).toHaveLength(1);
  });

  it('answers a read whose pooled connection died silently, by sending it once more', async () => {
    expect((await fetch(`${url}/api/feature-flags`)).status).toBe(200);
    proxy.doom();
    expect((await fetch(`${url}/api/feature-flags`)).status).toBe(200);

    // An admin read: the session lookup and the list each meet a dead pooled connection.
    expect((await fetch(`${url}/api/admin/quiz`, { headers: auth })).status).toBe(200);
    proxy.doom();
    const res = await fetch(`${url}/api/admin/quiz`, { headers: auth });
    expect(res.status).toBe(200);
    expect(adminQuizListResponseSchema.parse(await res.json()).questions.length).toBeGreaterThan(0);
  });

  it('still answers 503 when the database is really gone', async () => {
    proxy.set('refuse');
    try {
      expect((await fetch(`${url}/api/feature-flags`)).status).toBe(503);
    } finally {
      proxy.set('up');
    }
  });
});
