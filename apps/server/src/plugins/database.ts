import { openDatabase, seedCatalog, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests share one per worker); the app then does not close it. */
  handle?: DatabaseHandle | undefined;
  url?: string | undefined;
  dataDir?: string | undefined;
  /** Embedded: whether a commit waits for fsync (DATA_DIR_FSYNC). */
  durable?: boolean | undefined;
  poolSize?: number | undefined;
  connectTimeoutMs?: number | undefined;
  queryTimeoutMs?: number | undefined;
}

/** Opens the database (PGlite or PostgreSQL), applies migrations and seeds the catalog. */
export const databasePlugin = fp(
  async (app: FastifyInstance, options: DatabasePluginOptions) => {
    const owned = !options.handle;
    const handle =
      options.handle ??
      (await openDatabase({
        url: options.url,
        dataDir: options.dataDir,
        durable: options.durable,
        poolSize: options.poolSize,
        connectTimeoutMs: options.connectTimeoutMs,
        queryTimeoutMs: options.queryTimeoutMs,
        onError: (error) => app.log.warn({ err: error }, 'database connection error'),
      }));
    if (owned) {
      await handle.migrate();
      await seedCatalog(handle.db);
    }
    app.decorate('database', handle);
    if (owned) app.addHook('onClose', async () => handle.close());
    app.log.info({ database: handle.kind }, 'database ready');
  },
  { name: 'database' },
);
