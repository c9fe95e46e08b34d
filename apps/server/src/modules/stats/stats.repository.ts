import { SUSTAINABILITY, type CatalogStats } from '@swiss/contract';
import { sql, tables, type Database } from '@swiss/db';

/** One pass over the places table plus a category count; both are small tables. */
export async function catalogStats(db: Database): Promise<CatalogStats> {
  const { places, categories } = tables;
  const [row] = await db
    .select({
      destinations: sql<number>`count(*)::int`,
      unesco: sql<number>`count(*) filter (where ${places.unescoSite})::int`,
      sustainable: sql<number>`count(*) filter (where ${places.sustainabilityScore} >= ${SUSTAINABILITY.sustainableBadgeAt})::int`,
      average: sql<number>`coalesce(round(avg(${places.sustainabilityScore})), 0)::int`,
    })
    .from(places);
  const [categoryRow] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  return {
    destinations: Number(row?.destinations ?? 0),
    categories: Number(categoryRow?.count ?? 0),
    unesco_sites: Number(row?.unesco ?? 0),
    sustainable_places: Number(row?.sustainable ?? 0),
    average_sustainability: Number(row?.average ?? 0),
  };
}
