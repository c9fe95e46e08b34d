import { readFileSync } from 'node:fs';
import { createScratchDatabase, openDatabase, seedCatalog, type DatabaseHandle, type DatabaseKind } from '@swiss/db';
import { inject } from 'vitest';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const TEST_DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A migrated, seeded database of its own for this test file: an in-memory PGlite, or a fresh
 * database on the PostgreSQL server that is dropped when the handle closes.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    // The image global-setup.ts made: the same migrations and seed, seconds faster than an empty start.
    const image = inject('pgliteSeedImage');
    if (image) return openDatabase({ loadDataDir: new Blob([readFileSync(image)]) });
    const handle = await openDatabase({});
    await handle.migrate();
    await seedCatalog(handle.db);
    return handle;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(baseUrl, `se_test_w${process.env.VITEST_POOL_ID ?? '0'}`);
  const handle = await openDatabase({ url: scratch.url, poolSize: 4 });
  await handle.migrate();
  await seedCatalog(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
