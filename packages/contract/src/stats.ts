import { z } from 'zod';

/** Figures of the host resources page, counted from the catalog in the database. */
export const catalogStatsSchema = z.object({
  destinations: z.number().int().nonnegative(),
  categories: z.number().int().nonnegative(),
  unesco_sites: z.number().int().nonnegative(),
  /** Places scoring at or above the sustainable badge threshold (SUSTAINABILITY.sustainableBadgeAt). */
  sustainable_places: z.number().int().nonnegative(),
  /** Mean sustainability score of all places, rounded to a whole number; 0 without places. */
  average_sustainability: z.number().int().min(0).max(100),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

export const statsResponseSchema = z.object({ status: z.literal('success'), stats: catalogStatsSchema });
export type StatsResponse = z.infer<typeof statsResponseSchema>;
