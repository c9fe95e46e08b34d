import type { CantonBorders, MapStyles, MapTiles, MapViewMode, SwitzerlandOutline } from '@swiss/contract';
import type { MapOptions } from 'maplibre-gl';

// The style types come through maplibre-gl's own options (the style spec package is not ours to import).
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
type Layer = StyleSpecification['layers'][number];
type Sources = StyleSpecification['sources'];
type Ring = [number, number][];

/** The colours of the SVG map (swiss-map.css), so both maps look alike. */
export const COLOURS = { water: '#9cc3dd', land: '#fdfdfb', background: '#e8eef3', border: '#5a6472' } as const;

/** Where the Swiss tile sources have tiles: requests stop at the border (the world source covers the rest). */
const SWISS_BOUNDS: [number, number, number, number] = [5.7, 45.7, 10.7, 47.9];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** MapLibre shows a source's attribution as HTML: the operator's credit text is escaped, its link kept. */
export function attributionHtml(source: Pick<MapTiles, 'attribution' | 'attribution_url'>): string {
  const text = escapeHtml(source.attribution);
  return source.attribution_url && /^https?:\/\//.test(source.attribution_url)
    ? `<a href="${escapeHtml(source.attribution_url)}" target="_blank" rel="noopener noreferrer">${text}</a>`
    : text;
}

/** Even-odd rings as GeoJSON: a ring inside the largest one is a hole in it, any other is a polygon of its own. */
function polygons(rings: readonly Ring[]): Ring[][] {
  if (rings.length === 0) return [];
  const area = (ring: Ring) =>
    Math.abs(
      ring.reduce((sum, [x1, y1], i) => {
        const [x2, y2] = ring[(i + 1) % ring.length] ?? [x1, y1];
        return sum + x1 * y2 - x2 * y1;
      }, 0),
    );
  const sorted = [...rings].sort((a, b) => area(b) - area(a));
  const [outer, ...rest] = sorted as [Ring, ...Ring[]];
  const inside = (point: [number, number] | undefined, ring: Ring) => {
    if (!point) return false;
    const [x, y] = point;
    let hit = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i] ?? [0, 0];
      const [xj, yj] = ring[j] ?? [0, 0];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
    }
    return hit;
  };
  const holes = rest.filter((ring) => inside(ring[0], outer));
  const others = rest.filter((ring) => !holes.includes(ring));
  return [[outer, ...holes], ...others.map((ring) => [ring])];
}

export interface OfflineStyleInput {
  outline: SwitzerlandOutline;
  /** The canton borders (/data/cantons.json); the map is drawn without them if they did not load. */
  cantons?: CantonBorders | null;
  /** The deployment's online sources (GET /api/config); null or offline = the offline style alone. */
  online?: MapStyles | null;
  mode?: MapViewMode;
  /** Context points drawn as a vector layer under the HTML markers (not interactive), e.g. every POI around. */
  points?: readonly { lat: number; lng: number }[];
}

/** Which online sources a view mode draws; a mode whose source is missing falls back to the street map. */
export function sourcesFor(styles: MapStyles, mode: MapViewMode): (keyof MapStyles)[] {
  const base: (keyof MapStyles)[] = styles.world ? ['world'] : [];
  const street: (keyof MapStyles)[] = styles.street ? ['street'] : [];
  if (mode === 'satellite' && styles.satellite) return [...base, 'satellite'];
  if (mode === '3d' && styles.terrain) return [...base, ...street, 'terrain'];
  if (mode === 'traffic' && styles.traffic) return [...base, ...street, 'traffic'];
  return [...base, ...street];
}

/**
 * The interactive map's style. The offline part (background, Switzerland, its lakes and canton
 * borders, from files of the build) is always there; online raster sources are drawn over the land
 * and under the borders, so a source that fails (offline, blocked, down) leaves the offline map
 * showing, never a blank one. No glyphs or sprites: labels and markers are HTML.
 */
export function buildMapStyle({
  outline,
  cantons,
  online,
  mode = 'street',
  points = [],
}: OfflineStyleInput): StyleSpecification {
  const credit = escapeHtml(outline.attribution);
  const sources: Sources = {
    switzerland: {
      type: 'geojson',
      attribution: credit,
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiPolygon', coordinates: polygons(outline.country) },
      },
    },
    'switzerland-border': {
      type: 'geojson',
      data: { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: outline.country } },
    },
    lakes: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiPolygon', coordinates: outline.lakes.map((ring) => [ring]) },
      },
    },
  };
  const layers: Layer[] = [
    { id: 'background', type: 'background', paint: { 'background-color': COLOURS.background } },
    { id: 'switzerland', type: 'fill', source: 'switzerland', paint: { 'fill-color': COLOURS.land } },
    { id: 'lakes', type: 'fill', source: 'lakes', paint: { 'fill-color': COLOURS.water } },
  ];

  let pitched = false;
  for (const key of online ? sourcesFor(online, mode) : []) {
    const source = online?.[key];
    if (!source) continue;
    const attribution = attributionHtml(source);
    const swiss = key !== 'world' && key !== 'traffic';
    const tiles = { tiles: [source.url], tileSize: 256, attribution, ...(swiss ? { bounds: SWISS_BOUNDS } : {}) };
    if (key === 'terrain' && 'encoding' in source && source.encoding) {
      // A terrain-RGB source: MapLibre raises the map on it and shades it.
      sources.terrain = { type: 'raster-dem', encoding: source.encoding, maxzoom: 14, ...tiles };
      layers.push({ id: 'terrain', type: 'hillshade', source: 'terrain', paint: { 'hillshade-exaggeration': 0.4 } });
      pitched = true;
    } else if (key === 'terrain') {
      // A shaded-relief image over the street map: the '3d' view without a height model.
      sources.terrain = { type: 'raster', maxzoom: 18, ...tiles };
      layers.push({ id: 'terrain', type: 'raster', source: 'terrain', paint: { 'raster-opacity': 0.45 } });
    } else {
      sources[key] = { type: 'raster', maxzoom: key === 'world' ? 19 : 18, ...tiles };
      layers.push({ id: key, type: 'raster', source: key });
    }
  }

  if (cantons && cantons.borders.length > 0) {
    sources.cantons = {
      type: 'geojson',
      // The same credit as the outline's is shown once.
      ...(escapeHtml(cantons.attribution) === credit ? {} : { attribution: escapeHtml(cantons.attribution) }),
      data: { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: cantons.borders } },
    };
    layers.push({
      id: 'cantons',
      type: 'line',
      source: 'cantons',
      paint: { 'line-color': COLOURS.border, 'line-width': 0.8, 'line-dasharray': [3, 2], 'line-opacity': 0.7 },
    });
  }
  layers.push({
    id: 'switzerland-border',
    type: 'line',
    source: 'switzerland-border',
    paint: {
      'line-color': online && sourcesFor(online, mode).length > 0 ? '#c8102e' : COLOURS.border,
      'line-width': 1.5,
    },
  });
  if (points.length > 0) {
    sources.points = {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: points.map((p) => ({
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        })),
      },
    };
    layers.push({
      id: 'points',
      type: 'circle',
      source: 'points',
      paint: {
        'circle-radius': 3.5,
        'circle-color': COLOURS.border,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    });
  }

  return {
    version: 8,
    sources,
    layers,
    ...(pitched ? { terrain: { source: 'terrain', exaggeration: 1.2 } } : {}),
  };
}
