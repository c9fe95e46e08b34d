import type { MapStyles, MapTiles } from '@swiss/contract';
import type { Config } from '../../config/env.js';

/** swisstopo's free WMTS in Web Mercator (terms: free use with the credit "© swisstopo"). */
const SWISSTOPO_WMTS = 'https://wmts.geo.admin.ch/1.0.0';
const swisstopo = (layer: string, format: 'jpeg' | 'png'): MapTiles => ({
  url: `${SWISSTOPO_WMTS}/${layer}/default/current/3857/{z}/{x}/{y}.${format}`,
  attribution: '© swisstopo',
  attribution_url: 'https://www.swisstopo.admin.ch/en/terms-of-use-free-geodata-and-geoservices',
});

type MapSettings = Pick<
  Config,
  | 'MAP_TILES_URL'
  | 'MAP_TILES_ATTRIBUTION'
  | 'MAP_TILES_ATTRIBUTION_URL'
  | 'MAP_BASEMAPS'
  | 'MAP_TERRAIN_URL'
  | 'MAP_TERRAIN_ENCODING'
  | 'MAP_TERRAIN_ATTRIBUTION'
  | 'MAP_TRAFFIC_TILES_URL'
  | 'MAP_TRAFFIC_ATTRIBUTION'
>;

/** The interactive map's sources by view mode from the settings: nothing unless the operator turned it on. */
export function mapStylesFromConfig(config: MapSettings): MapStyles {
  const swiss = config.MAP_BASEMAPS === 'swisstopo';
  const world = config.MAP_TILES_URL
    ? {
        url: config.MAP_TILES_URL,
        attribution: config.MAP_TILES_ATTRIBUTION,
        attribution_url: config.MAP_TILES_ATTRIBUTION_URL,
      }
    : null;
  const hillshade = swisstopo('ch.swisstopo.swissalti3d-reliefschattierung', 'png');
  return {
    street: swiss ? swisstopo('ch.swisstopo.pixelkarte-farbe', 'jpeg') : null,
    satellite: swiss ? swisstopo('ch.swisstopo.swissimage', 'jpeg') : null,
    terrain: config.MAP_TERRAIN_URL
      ? {
          url: config.MAP_TERRAIN_URL,
          attribution: config.MAP_TERRAIN_ATTRIBUTION ?? new URL(config.MAP_TERRAIN_URL).host,
          attribution_url: null,
          encoding: config.MAP_TERRAIN_ENCODING,
        }
      : swiss
        ? { ...hillshade, encoding: null }
        : null,
    world,
    traffic: config.MAP_TRAFFIC_TILES_URL
      ? {
          url: config.MAP_TRAFFIC_TILES_URL,
          attribution: config.MAP_TRAFFIC_ATTRIBUTION ?? new URL(config.MAP_TRAFFIC_TILES_URL).host,
          attribution_url: null,
        }
      : null,
  };
}

/** The origins the browser loads map tiles from (MapLibre fetches them: the CSP's img-src and connect-src). */
export function mapOrigins(styles: MapStyles): string[] {
  const urls = Object.values(styles).flatMap((source) => (source ? [source.url] : []));
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
