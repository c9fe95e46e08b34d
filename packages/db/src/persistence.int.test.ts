import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOTAL_DESTINATIONS } from '@swiss/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch.js';
import { categories, categoryTranslations, featureFlags, places, placeTranslations } from './schema.js';
import { seedCatalog } from './seed.js';
import { eq, sql } from 'drizzle-orm';

const dataDir = mkdtempSync(join(tmpdir(), 'se-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function counts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  const [t] = await db.select({ n: sql<number>`count(*)::int` }).from(categoryTranslations);
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(places);
  const [pt] = await db.select({ n: sql<number>`count(*)::int` }).from(placeTranslations);
  return { categories: c?.n, translations: t?.n, places: p?.n, placeTranslations: pt?.n };
}

describe('embedded database (PGlite) in a data directory', () => {
  // Four seeds of the whole catalog on the embedded database: minutes on a loaded 2-core machine.
  it('keeps its data across a restart, and seeding twice changes nothing', { timeout: 240_000 }, async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    expect(await seedCatalog(first.db)).toBe(true);
    expect(await seedCatalog(first.db)).toBe(false); // unchanged content is not written again
    await seedCatalog(first.db, { force: true });
    expect(await counts(first.db)).toEqual({
      categories: 11,
      translations: 44,
      places: TOTAL_DESTINATIONS,
      placeTranslations: TOTAL_DESTINATIONS * 4,
    });
    await first.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'bhms_explorer_v2'));
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    await seedCatalog(second.db, { force: true });
    expect(await counts(second.db)).toEqual({
      categories: 11,
      translations: 44,
      places: TOTAL_DESTINATIONS,
      placeTranslations: TOTAL_DESTINATIONS * 4,
    });
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
    await seedCatalog(handle.db, { force: true });
    expect(await counts(handle.db)).toEqual({
      categories: 11,
      translations: 44,
      places: TOTAL_DESTINATIONS,
      placeTranslations: TOTAL_DESTINATIONS * 4,
    });
    await handle.ping();
    expect(handle.kind).toBe('postgres');
    await handle.close();
  });
});
