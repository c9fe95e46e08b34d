import * as z from 'zod/mini';

/** A raster tile source for the map: `{z}`, `{x}` and `{y}` in `url` are replaced per tile. */
export const mapTilesSchema = z.object({
  url: z.string(),
  attribution: z.string(),
  attribution_url: z.nullable(z.string()),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/** What the server tells the web app about its deployment; `map_tiles: null` = the bundled outline only. */
export const clientConfigResponseSchema = z.object({
  status: z.literal('success'),
  map_tiles: z.nullable(mapTilesSchema),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
