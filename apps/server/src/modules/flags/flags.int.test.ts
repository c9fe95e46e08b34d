import { featureFlagsResponseSchema } from '@swiss/contract';
import { eq, seedCatalog, tables, type DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('feature flags on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves bhms_explorer_v2, on by default', async () => {
    const res = await app.inject('/api/feature-flags');
    expect(res.statusCode).toBe(200);
    expect(featureFlagsResponseSchema.parse(res.json()).flags).toEqual({ bhms_explorer_v2: true });
  });

  it('keeps an admin change when the seed runs again', async () => {
    const { featureFlags } = tables;
    await database.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'bhms_explorer_v2'));
    await seedCatalog(database.db, { force: true });
    const body = featureFlagsResponseSchema.parse((await app.inject('/api/feature-flags')).json());
    expect(body.flags.bhms_explorer_v2).toBe(false);
    await database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'bhms_explorer_v2'));
  });
});
