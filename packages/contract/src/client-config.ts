import * as z from 'zod/mini';

/** A raster tile source for the map: `{z}`, `{x}` and `{y}` in `url` are replaced per tile. */
export const mapTilesSchema = z.object({
  url: z.string(),
  attribution: z.string(),
  attribution_url: z.nullable(z.string()),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

/**
 * Elevation for the '3d' view: `encoding: null` is a shaded-relief image drawn over the map (e.g.
 * swisstopo's swissALTI3D hillshade); 'terrarium'/'mapbox' is a terrain-RGB source MapLibre
 * shades and raises itself.
 */
export const mapTerrainSchema = z.object({
  url: z.string(),
  attribution: z.string(),
  attribution_url: z.nullable(z.string()),
  encoding: z.nullable(z.enum(['terrarium', 'mapbox'])),
});
export type MapTerrain = z.infer<typeof mapTerrainSchema>;

/**
 * The interactive map's online sources by view mode; each null when the deployment has not set it
 * up (the map then draws the bundled offline style, which stays under every source anyway).
 * `world` is the tiles outside Switzerland (OpenStreetMap-based; the same as `map_tiles`).
 */
export const mapStylesSchema = z.object({
  street: z.nullable(mapTilesSchema),
  satellite: z.nullable(mapTilesSchema),
  terrain: z.nullable(mapTerrainSchema),
  world: z.nullable(mapTilesSchema),
  traffic: z.nullable(mapTilesSchema),
});
export type MapStyles = z.infer<typeof mapStylesSchema>;

/**
 * A street-level imagery viewer (e.g. Panoramax or Mapillary) opened at a point: `url` holds `{lat}`,
 * `{lng}` and optionally `{fov}` (the spec's field of view, 90). null = the street-level button says
 * that it needs such a provider (DEVIATIONS 20).
 */
export const streetLevelSchema = z.object({ url: z.string(), attribution: z.string() });
export type StreetLevel = z.infer<typeof streetLevelSchema>;

/** What the server tells the web app about its deployment; `map_tiles: null` = the bundled outline only. */
export const clientConfigResponseSchema = z.object({
  status: z.literal('success'),
  map_tiles: z.nullable(mapTilesSchema),
  map_styles: mapStylesSchema,
  street_level: z.nullable(streetLevelSchema),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponseSchema>;
