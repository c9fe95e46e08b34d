// Compares every place's coordinates and elevation with the reference geodata in ../shared/data/geo
// (see AUTHORING.md) and prints each place that is off, with the distance. Exit code 1 if any is.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PlaceSource } from '@swiss/contract';
import { distanceKm, inMultiPolygon, type MultiPolygon } from '../src/geo/polygons.js';
import { loadPlaces } from '../src/places.js';

const GEO_DIR = resolve(process.argv[2] ?? new URL('../../../../shared/data/geo', import.meta.url).pathname);
const MAX_KM = 2;
const MAX_ELEVATION_DIFF = 30;

interface Feature {
  file: string;
  name: string;
  alt: string[];
  kind: string;
  lat: number;
  lng: number;
  elevation?: number | undefined;
  elevationSource?: string | undefined;
}

if (!existsSync(GEO_DIR)) {
  console.log(`content:verify: no reference geodata at ${GEO_DIR}; nothing to compare.`);
  process.exit(0);
}

const read = <T>(file: string): T => JSON.parse(readFileSync(resolve(GEO_DIR, file), 'utf8')) as T;
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Raw = {
  name?: string;
  name_en?: string;
  name_de?: string;
  name_fr?: string;
  name_it?: string;
  alt_names?: string[];
  kind?: string;
  lat: number;
  lng: number;
  elevation_m?: number;
  elevation_source?: string;
};
const features: Feature[] = [];
function add(file: string, records: Raw[]) {
  for (const r of records) {
    const names = [r.name, r.name_en, r.name_de, r.name_fr, r.name_it].filter((n): n is string => !!n);
    const [name, ...rest] = names;
    if (!name) continue;
    features.push({
      file,
      name,
      alt: [...rest, ...(r.alt_names ?? [])],
      kind: r.kind ?? '',
      lat: r.lat,
      lng: r.lng,
      elevation: r.elevation_m,
      elevationSource: r.elevation_source,
    });
  }
}
add('peaks_wikipedia_list', read<Raw[]>('peaks_wikipedia_list.json'));
add('geonames_nature_culture', read<Raw[]>('geonames_nature_culture.json'));
add('geonames_places', read<Raw[]>('geonames_places.json'));
add(
  'localities_swisstopo',
  read<Raw[]>('localities_swisstopo.json').map((r) => ({ ...r, kind: 'locality' })),
);
add('lakes_big', read<Raw[]>('lakes_big.json'));
add('unesco_ch', read<Raw[]>('unesco_ch.json'));

const byName = new Map<string, Feature[]>();
/** "Davoser See" and "Davosersee" are one name: compare without spaces. */
const key = (s: string) => fold(s).replaceAll(' ', '');
for (const f of features) {
  for (const n of new Set([f.name, ...f.alt].map(key))) {
    if (!n) continue;
    byName.set(n, [...(byName.get(n) ?? []), f]);
  }
}

const outlines = read<{
  features: { properties: { bfs_lake_id: number }; geometry: { type: string; coordinates: unknown } }[];
}>('lakes_big_outlines.geojson');
/** Outlines by FSO lake number ("sm-lake:9757" in lakes_big.json, bfs_lake_id in the outlines). */
const lakeOutline = new Map<string, MultiPolygon>();
for (const f of outlines.features) {
  const multi = (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as MultiPolygon;
  lakeOutline.set(String(f.properties.bfs_lake_id), multi);
}
const lakesBig = read<(Raw & { id: string })[]>('lakes_big.json');
/** "Bielersee / Lac de Bienne" names two forms of one lake. */
const lakeNames = (l: Raw) =>
  [l.name, l.name_de, l.name_fr, l.name_it].flatMap((n) => (n ? n.split('/') : [])).map(key);

const cantons = read<{
  features: { properties: { abbr: string }; geometry: { type: string; coordinates: unknown } }[];
}>('cantons.geojson');
const cantonShapes = cantons.features.map((f) => ({
  abbr: f.properties.abbr,
  multi: (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates) as MultiPolygon,
}));

/** Feature kinds that may stand for a place of this type. */
const KINDS: Partial<Record<PlaceSource['type'], RegExp>> = {
  peak: /peak|mountain|hill|summit|pass|rock|ridge/,
  viewpoint_mountain: /peak|mountain|hill|summit|pass|ridge|spur|slope|locality|village|viewpoint|station|hut/,
  mountain_pass: /pass|gap|saddle|col/,
  glacier: /glacier/,
  big_lake: /lake/,
  lake: /lake|reservoir/,
  mountain_lake: /lake|reservoir|pond|pool/,
  reservoir: /lake|reservoir/,
  waterfall: /waterfall|cascade/,
};

function candidates(place: PlaceSource): Feature[] {
  const names = new Set([place.title, ...Object.values(place.names)].map(key));
  const kinds = KINDS[place.type];
  const found = [...names].flatMap((n) => byName.get(n) ?? []);
  return kinds
    ? found.filter((f) => kinds.test(f.kind) || f.file === 'peaks_wikipedia_list' || f.file === 'lakes_big')
    : found;
}

const off: string[] = [];
let referenced = 0;
let elevationsCompared = 0;
for (const place of loadPlaces()) {
  const { lat, lng } = place.coordinates;
  const canton = cantonShapes.find((c) => inMultiPolygon(lng, lat, c.multi));
  if (!canton) off.push(`${place.id}: point ${lat},${lng} is outside Switzerland (cantons.geojson)`);

  let checkedByOutline = false;
  if (/lake|reservoir/.test(place.type)) {
    const names = [place.title, ...Object.values(place.names)].map(key);
    const lake = lakesBig.find((l) => lakeNames(l).some((n) => names.includes(n)));
    const outline = lake ? lakeOutline.get(lake.id.replace('sm-lake:', '')) : undefined;
    if (outline) {
      referenced += 1;
      if (!inMultiPolygon(lng, lat, outline)) off.push(`${place.id}: point is outside the outline of ${lake?.name}`);
      checkedByOutline = true; // a lake's point may be anywhere on the lake
    }
  }

  const matches = candidates(place)
    .map((f) => ({ f, km: distanceKm({ lat, lng }, f) }))
    .sort((a, b) => a.km - b.km);
  const nearest = matches[0];
  if (!nearest || nearest.km > 25) {
    if (process.env.VERIFY_VERBOSE) console.log(`no reference: ${place.category_key} ${place.id} (${place.type})`);
    continue; // no reference feature for this place
  }
  if (!checkedByOutline) referenced += 1;
  if (nearest.km > MAX_KM && place.type !== 'river' && !checkedByOutline) {
    off.push(
      `${place.id}: ${nearest.km.toFixed(2)} km from ${nearest.f.file} "${nearest.f.name}" (${nearest.f.lat},${nearest.f.lng})`,
    );
  }
  const withElevation = matches.find(
    (m) => m.km <= MAX_KM && m.f.elevation != null && m.f.elevationSource !== 'srtm_dem',
  );
  if (place.elevation != null && withElevation?.f.elevation != null && place.type !== 'glacier') {
    elevationsCompared += 1;
    const diff = Math.abs(place.elevation - withElevation.f.elevation);
    if (diff > MAX_ELEVATION_DIFF) {
      off.push(
        `${place.id}: elevation ${place.elevation} m differs by ${diff} m from ${withElevation.f.file} "${withElevation.f.name}" (${withElevation.f.elevation} m)`,
      );
    }
  }
}

for (const line of off) console.log(`OFF ${line}`);
console.log(
  `content:verify: ${loadPlaces().length} places; ${referenced} matched a reference feature; ${elevationsCompared} elevations compared; ${off.length} off`,
);
process.exit(off.length > 0 ? 1 : 0);
