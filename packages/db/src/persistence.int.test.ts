import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch.js';
import { categories, categoryTranslations, featureFlags } from './schema.js';
import { seedCatalog } from './seed.js';
import { eq, sql } from 'drizzle-orm';

const dataDir = mkdtempSync(join(tmpdir(), 'se-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(categoryTranslations);
  return { categories: c?.n, translations: t?.n };
}

describe('embedded database (PGlite) in a data directory', () => {
  it('keeps its data across a restart, and seeding twice changes nothing', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await seedCatalog(first.db);
    await seedCatalog(first.db);
    expect(await counts(first.db)).toEqual({ categories: 11, translations: 44 });
    await first.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'bhms_explorer_v2'));
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    await seedCatalog(second.db);
    expect(await counts(second.db)).toEqual({ categories: 11, translations: 44 });
    const [flag] = await second.db.select().from(featureFlags).where(eq(featureFlags.key, 'bhms_explorer_v2'));
    expect(flag?.enabled).toBe(false);
    await second.close();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL server', () => {
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => scratch?.drop());

  it('migrates and seeds idempotently through node-postgres', async () => {
    scratch = await createScratchDatabase(String(process.env.TEST_DATABASE_URL), 'se_test_db');
    const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
    await handle.migrate();
    await handle.migrate();
    await seedCatalog(handle.db);
    await seedCatalog(handle.db);
    expect(await counts(handle.db)).toEqual({ categories: 11, translations: 44 });
    await handle.ping();
    expect(handle.kind).toBe('postgres');
    await handle.close();
  });
});
