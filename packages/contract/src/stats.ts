import * as z from 'zod/mini';

/** Figures of the host resources page, counted from the catalog in the database. */
export const catalogStatsSchema = z.object({
  destinations: z.int().check(z.nonnegative()),
  categories: z.int().check(z.nonnegative()),
  unesco_sites: z.int().check(z.nonnegative()),
  /** Places scoring at or above the sustainable badge threshold (SUSTAINABILITY.sustainableBadgeAt). */
  sustainable_places: z.int().check(z.nonnegative()),
  /** Mean sustainability score of all places, rounded to a whole number; 0 without places. */
  average_sustainability: z.int().check(z.gte(0), z.lte(100)),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

export const statsResponseSchema = z.object({ status: z.literal('success'), stats: catalogStatsSchema });
export type StatsResponse = z.infer<typeof statsResponseSchema>;
