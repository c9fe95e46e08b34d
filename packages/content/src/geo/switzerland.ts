import { createRequire } from 'node:module';
import type { Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
import type { MultiPolygon } from './polygons.js';

/** BFS canton numbers used as ids by swiss-maps (FSO/swisstopo geodata). */
const CANTON_BY_BFS = [
  'ZH', 'BE', 'LU', 'UR', 'SZ', 'OW', 'NW', 'GL', 'ZG', 'FR', 'SO', 'BS', 'BL', 'SH', 'AR', 'AI', 'SG',
  'GR', 'AG', 'TG', 'TI', 'VD', 'VS', 'NE', 'GE', 'JU',
] as const; // prettier-ignore

export interface SwissBoundaries {
  country: MultiPolygon;
  cantons: Map<string, MultiPolygon>;
}

function toMulti(geometry: Geometry): MultiPolygon {
  if (geometry.type === 'Polygon') return [geometry.coordinates as MultiPolygon[number]];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as MultiPolygon;
  return [];
}

let cached: SwissBoundaries | undefined;

/** Switzerland's and the cantons' generalized outlines from the swiss-maps package (2026 layer). */
export function swissBoundaries(): SwissBoundaries {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const topology = require('swiss-maps/2026/ch-combined.json') as Topology<{
    country: GeometryCollection;
    cantons: GeometryCollection;
  }>;
  const country = feature(topology, topology.objects.country).features.flatMap((f) => toMulti(f.geometry));
  const cantons = new Map<string, MultiPolygon>();
  for (const f of feature(topology, topology.objects.cantons).features) {
    const code = CANTON_BY_BFS[Number(f.id) - 1];
    if (code) cantons.set(code, toMulti(f.geometry));
  }
  cached = { country, cantons };
  return cached;
}
