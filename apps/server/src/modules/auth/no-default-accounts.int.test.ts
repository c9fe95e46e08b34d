import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, tables, type ScratchDatabase } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

/** What an old app or a careless install might ship with. */
const DEFAULT_CREDENTIALS = [
  { email: 'admin@example.org', password: 'admin' },
  { email: 'admin@example.com', password: 'password' },
  { email: 'admin@swiss-explorer.ch', password: 'changeme' },
];

describe.each(TEST_DATABASE_KINDS)('a new %s database', (kind) => {
  let app: FastifyInstance;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    // Started the way the server starts on an empty database: migrations, then the seed.
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (kind === 'postgres' && baseUrl) scratch = await createScratchDatabase(baseUrl, 'se_test_fresh');
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'se-fresh-')),
      DATABASE_URL: scratch?.url ?? '',
    });
    app = await buildApp({ config });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await scratch?.drop();
  });

  it('is seeded with the catalog and holds no account and no token: there are no default credentials', async () => {
    expect(app.database.kind).toBe(kind);
    const db = app.database.db;
    expect((await db.select({ id: tables.places.id }).from(tables.places)).length).toBeGreaterThan(0);
    expect(await db.select({ id: tables.users.id }).from(tables.users)).toEqual([]);
    expect(await db.select({ user: tables.authTokens.userId }).from(tables.authTokens)).toEqual([]);

    for (const [i, credentials] of DEFAULT_CREDENTIALS.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials,
        remoteAddress: `10.9.0.${i + 1}`,
      });
      expect(res.statusCode, credentials.email).toBe(401);
    }
  });
});
