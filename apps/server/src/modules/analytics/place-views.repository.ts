import { and, eq, gte, lte, sql, tables, type Database } from '@swiss/db';
import { METRICS } from './analytics.service.js';

/**
 * Place views of the days from..to (YYYY-MM-DD, both included), summed per place id, most viewed
 * first: what the live feed's trending venues rank by (our own anonymous counts, DEVIATIONS 19).
 */
export async function placeViewsBetween(
  db: Database,
  from: string,
  to: string,
): Promise<{ placeId: string; views: number }[]> {
  const t = tables.analyticsDaily;
  const views = sql<string>`sum(${t.count})`;
  const rows = await db
    .select({ placeId: t.key, views })
    .from(t)
    .where(and(eq(t.metric, METRICS.placeView), gte(t.day, from), lte(t.day, to)))
    .groupBy(t.key)
    .orderBy(sql`sum(${t.count}) desc`, t.key);
  return rows.map((r) => ({ placeId: r.placeId, views: Number(r.views) }));
}
