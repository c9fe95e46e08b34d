import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, seedCatalog } from '@swiss/db';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped image of a migrated, seeded PGlite data directory (see test-database.ts). */
    pgliteSeedImage: string;
  }
}

/** Migrates and seeds one PGlite once per run; every test file starts its own copy from the image. */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({});
  await handle.migrate();
  await seedCatalog(handle.db);
  const image = await handle.dumpDataDir?.();
  await handle.close();
  if (!image) throw new Error('the embedded database gave no data directory image');
  const dir = mkdtempSync(join(tmpdir(), 'se-pglite-seed-'));
  const file = join(dir, 'seeded.tar.gz');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteSeedImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
