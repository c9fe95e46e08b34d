import { eq, sql, tables, type Database } from '@swiss/db';

/** pg_database_size answers on PostgreSQL and on PGlite alike (PGlite is PostgreSQL compiled to wasm). */
export async function databaseSize(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ size: sql<string>`pg_database_size(current_database())::text` })
    .from(sql`(select 1) as one`);
  const size = Number(row?.size);
  return Number.isFinite(size) ? size : null;
}

export interface CatalogState {
  places: number;
  contentHash: string | null;
  seededAt: string | null;
  updatedAt: string | null;
}

/** Which dataset was seeded and when the catalog last changed. */
export async function catalogState(db: Database): Promise<CatalogState> {
  const { places, seedState } = tables;
  const [p] = await db
    .select({ n: sql<number>`count(*)::int`, updated: sql<string | null>`max(${places.updatedAt})` })
    .from(places);
  const [seed] = await db.select().from(seedState).where(eq(seedState.key, 'catalog'));
  return {
    places: Number(p?.n ?? 0),
    contentHash: seed?.contentHash ?? null,
    seededAt: seed?.appliedAt.toISOString() ?? null,
    updatedAt: p?.updated ? new Date(p.updated).toISOString() : null,
  };
}
