import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { flushNewDataDir, pgliteFileOptions } from './pglite-durability.js';
import { retryReadsOnce } from './read-retry.js';
import * as schema from './schema.js';

/** Drizzle over either driver: the same schema and queries run on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Apply the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  /** Tell every listener on this database (other server instances and this one) that `channel` changed. */
  notify(channel: string, payload?: string): Promise<void>;
  /**
   * Call `onMessage` for each notification on `channel` (PostgreSQL LISTEN on a connection of its
   * own, reconnected with back-off; PGlite's in-process listen). After a reconnection it is called
   * once with an empty payload, since notifications sent meanwhile are lost. Resolves to a stop function.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Embedded only: an image of the data directory, for `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... to use a PostgreSQL server; absent -> embedded PGlite. */
  url?: string | undefined;
  /**
   * Data directory of the embedded database; absent -> in memory. One process at a time: opening a
   * directory another process holds throws DataDirLockedError at once (see data-dir-lock.ts).
   */
  dataDir?: string | undefined;
  /**
   * Embedded, with a data directory: whether a commit waits for fsync (default true). PGlite alone
   * never reaches the disk's cache flush: see pglite-durability.ts and docs/perf.md for the cost.
   */
  durable?: boolean | undefined;
  /**
   * Embedded only: start from this image of a data directory (`dumpDataDir`) instead of an empty
   * one. The tests start every file from one migrated, seeded image: an empty PGlite costs seconds.
   */
  loadDataDir?: Blob | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number | undefined;
  /** PostgreSQL: how long getting a connection may take before the query fails (default 5000 ms). */
  connectTimeoutMs?: number | undefined;
  /** PostgreSQL: how long one statement may run, enforced by the server and the client (default 10000 ms). */
  queryTimeoutMs?: number | undefined;
  /** Errors of idle pooled connections and of the listening connection (logged by the caller). */
  onError?: ((error: Error) => void) | undefined;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error/i;

/**
 * Whether an error (or one it wraps, as Drizzle does) means the database could not be reached or
 * did not answer in time, rather than that the query was wrong: the server answers 503 for those.
 * 57014 is a statement cancelled by statement_timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code === '57014' || code.startsWith('08')))
      return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
}

/** LISTEN on a dedicated connection that comes back after the database does (back-off 0.5 s to 10 s). */
async function listenPostgres(
  clientConfig: pg.ClientConfig,
  channel: string,
  onMessage: (payload: string) => void,
  onError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let delay = 500;
  let connectedBefore = false;
  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 10_000);
  };
  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    schedule();
  };
  const connect = async () => {
    const client = new pg.Client(clientConfig);
    client.on('error', (error) => {
      onError(error);
      drop(client);
    });
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
      client.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = 500;
    if (connectedBefore) onMessage('');
    connectedBefore = true;
  };
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

/** The migrations folder: beside the bundled server (dist/migrations) or in this package. */
export function migrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('../migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error('Database migrations folder not found');
}

/** PGlite in memory, or on a data directory this process then holds (locked, durable unless told). */
async function openPglite(options: DatabaseOptions): Promise<{ client: PGlite; lock?: DataDirLock }> {
  const loadDataDir = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  const { dataDir } = options;
  if (!dataDir) {
    const client = new PGlite(loadDataDir);
    await client.waitReady;
    return { client };
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const durable = options.durable ?? true;
    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    const client = new PGlite({ ...pgliteFileOptions(dataDir, durable), ...loadDataDir });
    await client.waitReady;
    if (fresh && durable) flushNewDataDir(dataDir);
    return { client, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const onError = options.onError ?? (() => undefined);
    const queryTimeoutMs = options.queryTimeoutMs ?? 10_000;
    const clientConfig: pg.ClientConfig = {
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    };
    const queryConfig: pg.ClientConfig = {
      ...clientConfig,
      // The server cancels a statement that runs too long; the client gives up a little later
      // when the server cannot even say so (connection cut): the pool then discards that client.
      statement_timeout: queryTimeoutMs,
      query_timeout: queryTimeoutMs + 1000,
    };
    const pool = new pg.Pool({ ...queryConfig, max: options.poolSize ?? 10, idleTimeoutMillis: 30000 });
    // An idle client whose connection dies emits 'error' on the pool: without a listener, that
    // would crash the process. The pool drops the client and opens a new one when needed.
    pool.on('error', onError);
    retryReadsOnce(pool, queryConfig, onError);
    const db = drizzlePg({ client: pool, schema });
    const stops = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => {
        await pool.query('select 1');
      },
      notify: async (channel, payload = '') => {
        await pool.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
      },
      listen: async (channel, onMessage) => {
        const stop = await listenPostgres(clientConfig, checkChannel(channel), onMessage, onError);
        stops.add(stop);
        return async () => {
          stops.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...stops].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const { client, lock } = await openPglite(options);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await client.query('select 1');
    },
    notify: async (channel, payload = '') => {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), payload]);
    },
    listen: async (channel, onMessage) => client.listen(checkChannel(channel), onMessage),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}
