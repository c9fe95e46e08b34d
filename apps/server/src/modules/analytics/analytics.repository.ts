import { and, gte, lte, sql, tables, type Database } from '@swiss/db';

export interface CounterRow {
  day: string;
  metric: string;
  key: string;
  count: number;
}

/**
 * Adds to the day's counters in one statement: count = count + n. The caller sums a batch first,
 * since one INSERT ... ON CONFLICT may not touch the same row twice.
 */
export async function addCounts(db: Database, rows: CounterRow[]): Promise<void> {
  if (rows.length === 0) return;
  const t = tables.analyticsDaily;
  await db
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: [t.day, t.metric, t.key],
      set: { count: sql`${t.count} + excluded.count` },
    });
}

/** Every counter of the days from..to (YYYY-MM-DD, both included). */
export async function countersBetween(db: Database, from: string, to: string): Promise<CounterRow[]> {
  const t = tables.analyticsDaily;
  const rows = await db
    // ::text so both drivers hand back the same 'YYYY-MM-DD' (node-postgres would make a Date).
    .select({ day: sql<string>`${t.day}::text`, metric: t.metric, key: t.key, count: t.count })
    .from(t)
    .where(and(gte(t.day, from), lte(t.day, to)));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}
