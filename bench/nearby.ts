// Nearby places (AIRA): the server's start-up on an existing embedded data directory with the POI
// starter set, then nearby-query latency with 150 000 POIs in memory (the starter set plus
// synthetic points spread over Switzerland, written as an OSM import would write them), through
// app.inject. Budget: p95 <= 20 ms. Prints JSON.
//   npm run bench:nearby            (BENCH_POIS to change the total, default 150000)
import { performance } from 'node:perf_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, POI_CHANNEL, seedCatalog, seedPois, sql } from '@swiss/db';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';

const TOTAL = Number(process.env.BENCH_POIS ?? 150_000);
const SAMPLES = 400;
const BUDGET_P95_MS = 20;

const round = (n: number) => Math.round(n * 100) / 100;
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0);
  return { samples: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: round(sorted.at(-1) ?? 0) };
}
/** A deterministic pseudo-random sequence, so every run measures the same points and questions. */
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
/** Inside Switzerland's bounding box, weighted to the Plateau where most POIs are. */
const swissPoint = () =>
  random() < 0.7
    ? { lat: 46.8 + random() * 0.9, lng: 6.6 + random() * 2.9 }
    : { lat: 45.82 + random() * 2.0, lng: 5.96 + random() * 4.5 };

const dataDir = mkdtempSync(join(tmpdir(), 'se-bench-nearby-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  RATE_LIMIT_MAX: '100000000',
  CATALOG_RATE_LIMIT_MAX: '100000000',
  ADDRESS_RATE_LIMIT_MAX: '100000000',
  DATA_DIR: dataDir,
  IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'se-bench-nearby-img-')),
});
const figures: Record<string, unknown> = { totalPois: TOTAL, budgetP95Ms: BUDGET_P95_MS };
try {
  // 1. A data directory as a first start leaves it: migrated, catalog and POIs seeded.
  {
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    await seedCatalog(handle.db);
    const started = performance.now();
    await seedPois(handle.db);
    figures.firstPoiSeedMs = Math.round(performance.now() - started);
    const again = performance.now();
    await seedPois(handle.db);
    figures.unchangedPoiSeedMs = Math.round(performance.now() - again);
    await handle.close();
  }

  // 2. The server's start on that existing directory (open, migrate, seeds, snapshot, POI index).
  let started = performance.now();
  const app = await buildApp({ config });
  await app.ready();
  figures.startupOnExistingDataDirMs = Math.round(performance.now() - started);
  figures.starterPois = app.pois.size;

  // 3. Synthetic POIs up to the total, written as the OSM import writes them, then NOTIFY.
  const extra = Math.max(0, TOTAL - app.pois.size);
  const categories = ['restaurants', 'restaurants', 'restaurants', 'shopping', 'hotels', 'finance', 'healthcare', 'attractions', 'gas_stations', 'transport'] as const; // prettier-ignore
  const words = ['Bahnhof', 'Linde', 'Sonne', 'Rössli', 'Coop', 'Migros', 'Bären', 'Central', 'Post', 'Krone', 'Du Lac', 'Zürich', 'Bellevue', 'Alpenblick'] as const; // prettier-ignore
  started = performance.now();
  for (let i = 0; i < extra; i += 5000) {
    const rows = Array.from({ length: Math.min(5000, extra - i) }, (_, j) => {
      const p = swissPoint();
      return {
        id: `osm:node/${9_000_000_000 + i + j}`,
        name: `${pick(words)} ${pick(words)} ${i + j}`,
        category: pick(categories),
        subcategory: pick(['restaurant', 'cafe', 'supermarket', 'hotel', 'bank', 'pharmacy', 'museum', 'fuel', 'bus']),
        lat: round(p.lat * 10_000) / 10_000,
        lng: round(p.lng * 10_000) / 10_000,
        opening_hours: random() < 0.3 ? pick(['Mo-Fr 08:00-18:30; Sa 08:00-17:00', '24/7', 'Mo-Su 11:00-23:00']) : null,
      };
    });
    await app.database.db.execute(sql`
      insert into pois (id, dataset, source, name, category, subcategory, lat, lng, opening_hours)
      select r.id, 'osm-import', 'osm', r.name, r.category, r.subcategory, r.lat, r.lng, r.opening_hours
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(id text, name text, category text, subcategory text, lat double precision, lng double precision, opening_hours text)`);
  }
  figures.syntheticInsertMs = Math.round(performance.now() - started);
  started = performance.now();
  await app.database.notify(POI_CHANNEL);
  while (app.pois.size < TOTAL && performance.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  figures.rebuildAfterNotifyMs = Math.round(performance.now() - started);
  figures.indexedPois = app.pois.size;
  figures.heapUsedMb = Math.round(process.memoryUsage().heapUsed / 1e6);

  // 4. Questions as the app asks them, at random Swiss positions.
  const questions = {
    all: () => ({ url: '/api/enhanced-places', query: { ...latLng(), category: 'all' } }),
    category: () => ({ url: '/api/enhanced-places', query: { ...latLng(), category: pick(categories) } }),
    keyword: () => ({ url: '/api/enhanced-places', query: { ...latLng(), keyword: pick(['bahnhof', 'coop', 'zurich', 'x', 'linde krone', 'food']) } }), // prettier-ignore
    placeType: () => ({
      method: 'POST' as const,
      url: '/api/places/search',
      payload: { ...latitudeLongitude(), place_type: pick(['restaurant', 'hospital', 'bank,lodging', 'pharmacy', 'transit_station']), limit: 50 }, // prettier-ignore
    }),
  };
  const all: number[] = [];
  const byKind: Record<string, unknown> = {};
  for (const [kind, make] of Object.entries(questions)) {
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const request = make();
      const t = performance.now();
      const res = await app.inject(request);
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
    }
    all.push(...times);
    byKind[kind] = stats(times);
  }
  figures.nearbyQuery = byKind;
  const overall = stats(all);
  figures.nearbyQueryOverall = overall;
  figures.withinBudget = overall.p95Ms <= BUDGET_P95_MS;
  await app.close();

  // 5. Start-up again, now with the 150 000 POIs in the data directory.
  started = performance.now();
  const again = await buildApp({ config });
  await again.ready();
  figures.startupWithAllPoisMs = Math.round(performance.now() - started);
  await again.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(figures, null, 2));

function latLng() {
  const p = swissPoint();
  return { lat: String(p.lat), lng: String(p.lng) };
}
function latitudeLongitude() {
  const p = swissPoint();
  return { latitude: p.lat, longitude: p.lng };
}
