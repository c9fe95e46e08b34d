// The offline basemap: Switzerland's outline and its largest lakes from swiss-maps (FSO/swisstopo),
// simplified to about 100 m, as [lng, lat] rings.
import { createRequire } from 'node:module';
import type { Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Ring = [number, number][];

function rings(geometry: Geometry): Ring[] {
  if (geometry.type === 'Polygon') return geometry.coordinates as Ring[];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Ring[][]).flat();
  return [];
}

/** Drops points closer than `step` degrees to the previous kept one, and rounds to 4 decimals. */
function simplify(ring: Ring, step = 0.0012): Ring {
  const out: Ring = [];
  for (const [lng, lat] of ring) {
    const last = out[out.length - 1];
    if (!last || Math.abs(last[0] - lng) > step || Math.abs(last[1] - lat) > step) {
      out.push([Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4]);
    }
  }
  return out;
}

export interface SwitzerlandOutline {
  country: Ring[];
  lakes: Ring[];
  attribution: string;
}

type SwissTopology = Topology<{ country: GeometryCollection; cantons: GeometryCollection; lakes: GeometryCollection }>;

const swissTopology = (): SwissTopology =>
  createRequire(import.meta.url)('swiss-maps/2026/ch-combined.json') as SwissTopology;

export function switzerlandOutline(): SwitzerlandOutline {
  const topology = swissTopology();
  const country = feature(topology, topology.objects.country)
    .features.flatMap((f) => rings(f.geometry))
    .map((r) => simplify(r));
  const lakes = feature(topology, topology.objects.lakes)
    .features.flatMap((f) => rings(f.geometry))
    .map((r) => simplify(r))
    .filter((r) => r.length > 8);
  return { country, lakes, attribution: '© FSO, swisstopo (swiss-maps)' };
}

export interface CantonBorders {
  borders: Ring[];
  attribution: string;
}

/**
 * The borders between cantons, each once (a mesh of shared arcs, not 26 polygons: a third of the
 * bytes), for the interactive map's offline style. The country's outline is drawn from switzerland.json.
 */
export function cantonBorders(): CantonBorders {
  const topology = swissTopology();
  const lines = mesh(topology, topology.objects.cantons, (a, b) => a !== b);
  const borders = (lines.coordinates as Ring[]).map((line) => simplify(line)).filter((line) => line.length > 1);
  return { borders, attribution: '© FSO, swisstopo (swiss-maps)' };
}
