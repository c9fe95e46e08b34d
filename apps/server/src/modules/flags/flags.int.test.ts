import { featureFlagsResponseSchema } from '@swiss/contract';
import { eq, seedCatalog, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('feature flags on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('serves bhms_explorer_v2, on by default', async () => {
    const res = await ctx.app.inject('/api/feature-flags');
    expect(res.statusCode).toBe(200);
    expect(featureFlagsResponseSchema.parse(res.json()).flags).toEqual({ bhms_explorer_v2: true });
  });

  it('keeps an admin change when the seed runs again', async () => {
    const { featureFlags } = tables;
    await ctx.database.db.update(featureFlags).set({ enabled: false }).where(eq(featureFlags.key, 'bhms_explorer_v2'));
    await seedCatalog(ctx.database.db, { force: true });
    const body = featureFlagsResponseSchema.parse((await ctx.app.inject('/api/feature-flags')).json());
    expect(body.flags.bhms_explorer_v2).toBe(false);
    await ctx.database.db.update(featureFlags).set({ enabled: true }).where(eq(featureFlags.key, 'bhms_explorer_v2'));
  });
});
