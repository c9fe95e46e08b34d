// Scale run: the catalog with 20 000 synthetic places more, on a scratch PostgreSQL database.
// Measures nearby and search as the API serves them (from the in-memory snapshot, through
// app.inject) and the same questions asked in SQL, with EXPLAIN ANALYZE plans. Prints JSON.
//   npm run bench:scale            (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else 127.0.0.1:5432)
import { performance } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, openDatabase, seedCatalog, sql, tables } from '@swiss/db';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/env.js';

const SYNTHETIC = Number(process.env.SCALE_PLACES ?? 20_000);
const SAMPLES = 300;
const baseUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const round = (n: number) => Math.round(n * 100) / 100;
function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0);
  return { samples: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: round(sorted.at(-1) ?? 0) };
}
async function time(runs: number, task: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task(i);
    times.push(performance.now() - started);
  }
  return stats(times);
}
/** A deterministic pseudo-random sequence, so every run inserts the same places. */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const scratch = await createScratchDatabase(baseUrl, 'se_bench_scale');
const figures: Record<string, unknown> = { syntheticPlaces: SYNTHETIC };
const handle = await openDatabase({ url: scratch.url, poolSize: 4, queryTimeoutMs: 120_000 });
try {
  await handle.migrate();
  await seedCatalog(handle.db);
  const { db } = handle;

  // 1. Insert: each synthetic place copies a real one (all four languages) at a random Swiss position.
  const started = performance.now();
  const realPlaces = await db.select().from(tables.places);
  const realTexts = await db.select().from(tables.placeTranslations);
  const textsOf = new Map<string, (typeof realTexts)[number][]>();
  for (const t of realTexts) textsOf.set(t.placeId, [...(textsOf.get(t.placeId) ?? []), t]);
  const BATCH = 500;
  for (let from = 0; from < SYNTHETIC; from += BATCH) {
    const placeRows = [];
    const textRows = [];
    for (let i = from; i < Math.min(SYNTHETIC, from + BATCH); i += 1) {
      const model = realPlaces[i % realPlaces.length];
      if (!model) continue;
      const id = `${model.id}-synthetic-${i}`;
      placeRows.push({
        ...model,
        id,
        title: `${model.title} ${i}`,
        lat: 45.85 + random() * 1.9,
        lng: 6.0 + random() * 4.4,
        sortOrder: 1000 + i,
        updatedAt: new Date(),
      });
      for (const t of textsOf.get(model.id) ?? []) textRows.push({ ...t, placeId: id, name: `${t.name} ${i}` });
    }
    await db.insert(tables.places).values(placeRows);
    await db.insert(tables.placeTranslations).values(textRows);
  }
  await db.execute(sql`analyze`);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tables.places);
  figures.placesInDatabase = count?.n;
  figures.insertSeconds = round((performance.now() - started) / 1000);

  // 2. The API path: the app builds its snapshot from all of them, then nearby and search by inject.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    RATE_LIMIT_MAX: '100000000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'se-scale-')),
  });
  const buildStarted = performance.now();
  const app = await buildApp({ config, database: handle });
  await app.ready();
  figures.appStartWithSnapshotMs = Math.round(performance.now() - buildStarted);
  const ids = realPlaces.map((p) => p.id);
  /** Every other sample a synthetic place (its id names its model: synthetic j copies real place j mod n). */
  const pick = (i: number) => {
    const j = (i * 37) % SYNTHETIC;
    return i % 2 === 0 ? `${ids[j % ids.length]}-synthetic-${j}` : ids[i % ids.length];
  };
  const words = [
    'Matterhorn',
    'Genf',
    'Lake Geneva',
    'Zermatt',
    'Rigi',
    'Aletsch',
    'Lugano',
    'chocolat',
    'Wasserfall',
    'Bern',
  ];
  const inject = async (url: string) => {
    const res = await app.inject(url);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${url}`);
  };
  await inject(`/api/swiss/v2/places/${pick(0)}/nearby`); // warm-up
  figures.apiNearbyInMemory = await time(SAMPLES, (i) => inject(`/api/swiss/v2/places/${pick(i + 1)}/nearby?limit=10`));
  figures.apiSearchInMemory = await time(SAMPLES, (i) =>
    inject(`/api/swiss/v2/places?search=${encodeURIComponent(`${words[i % words.length]} ${i}`)}&per_page=20`),
  );
  figures.apiPlacePage = await time(SAMPLES, (i) => inject(`/api/swiss/places/${pick(i)}?lang=de`));
  await app.close();

  // 3. The same questions in SQL (what a database-backed implementation would run), with plans.
  const nearbySql = (id: string) => sql`
    select p.id, 6371 * 2 * asin(sqrt(power(sin(radians(p.lat - o.lat) / 2), 2)
      + cos(radians(o.lat)) * cos(radians(p.lat)) * power(sin(radians(p.lng - o.lng) / 2), 2))) as km
    from places p, places o where o.id = ${id} and p.id <> o.id order by km limit 10`;
  const searchSql = (q: string) => sql`
    select t.place_id from place_translations t where t.lang = 'en' and t.name ilike ${`%${q}%`}
    order by t.name limit 20`;
  figures.sqlNearby = await time(SAMPLES, (i) => db.execute(nearbySql(pick(i + 1) ?? '')));
  figures.sqlSearch = await time(SAMPLES, (i) => db.execute(searchSql(words[i % words.length] ?? '')));
  const plan = async (query: ReturnType<typeof sql>) => {
    const result = await db.execute(sql`explain (analyze, buffers) ${query}`);
    return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  };
  figures.planSqlNearby = await plan(nearbySql(pick(1) ?? ''));
  figures.planSqlSearch = await plan(searchSql('Matterhorn'));
} finally {
  await handle.close();
  await scratch.drop();
}
console.log(JSON.stringify(figures, null, 2));
