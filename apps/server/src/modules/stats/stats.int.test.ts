import { MIN_CATEGORIES, statsResponseSchema, SUSTAINABILITY } from '@swiss/contract';
import { loadPlaces, sustainabilityScore } from '@swiss/content';
import { eq, tables } from '@swiss/db';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('GET /api/swiss/v2/stats on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('counts the seeded catalog', async () => {
    const res = await ctx.app.inject('/api/swiss/v2/stats');
    expect(res.statusCode).toBe(200);
    const { stats } = statsResponseSchema.parse(res.json());

    // Expected figures worked out from the dataset itself, independently of the SQL.
    const places = loadPlaces();
    const scores = places.map((p) => sustainabilityScore(p));
    expect(stats).toEqual({
      destinations: places.length,
      categories: MIN_CATEGORIES,
      unesco_sites: places.filter((p) => p.sustainability.unesco_site).length,
      sustainable_places: scores.filter((s) => s >= SUSTAINABILITY.sustainableBadgeAt).length,
      average_sustainability: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    });
    expect(stats.unesco_sites).toBeGreaterThan(0);
  });

  it('follows a change in the database', async () => {
    const { places } = tables;
    const before = statsResponseSchema.parse((await ctx.app.inject('/api/swiss/v2/stats')).json()).stats;
    const [target] = await ctx.database.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.unescoSite, false))
      .limit(1);
    if (!target) throw new Error('no place without UNESCO status');
    await ctx.database.db.update(places).set({ unescoSite: true }).where(eq(places.id, target.id));
    const after = statsResponseSchema.parse((await ctx.app.inject('/api/swiss/v2/stats')).json()).stats;
    expect(after.unesco_sites).toBe(before.unesco_sites + 1);
    await ctx.database.db.update(places).set({ unescoSite: false }).where(eq(places.id, target.id));
  });
});
