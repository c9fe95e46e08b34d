import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { seedState } from './schema.js';

/** Bump when the mapping below changes, so existing databases are re-seeded once. */
const POI_SEED_VERSION = 1;
const STATE_KEY = 'pois-starter';
/** The notification channel of POI writes (the seed here, `npm run poi:import`). */
export const POI_CHANNEL = 'pois_changed';

/** The starter files (packages/content/data/poi) and the AIRA category each one feeds. */
export const STARTER_POI_CATEGORIES = {
  restaurants_cafes: 'restaurants',
  hotels: 'hotels',
  attractions: 'attractions',
  shopping: 'shopping',
  healthcare: 'healthcare',
  finance: 'finance',
  fuel: 'gas_stations',
  transport: 'transport',
} as const;
type StarterFile = keyof typeof STARTER_POI_CATEGORIES;

/** One record of a starter file (see packages/content/data/poi/README in the shared data). */
interface StarterRecord {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  lat: number;
  lng: number;
  canton?: string;
  address?: string;
  locality?: string;
  opening_hours?: string;
  website?: string;
  phone?: string;
  wheelchair?: string;
  cuisine?: string;
  stars?: string;
  brand?: string;
  source: string;
}

/** The starter data folder: beside the bundled server (dist/poi) or in the content package. */
export function poiDataFolder(): string {
  const candidates = [new URL('./poi/', import.meta.url), new URL('../../content/data/poi/', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}transport.json`)) return path;
  }
  throw new Error('POI starter data folder not found');
}

function readStarterFiles(): Map<StarterFile, Buffer> {
  const folder = poiDataFolder();
  const files = new Map<StarterFile, Buffer>();
  for (const name of Object.keys(STARTER_POI_CATEGORIES) as StarterFile[]) {
    files.set(name, readFileSync(`${folder}${name}.json`));
  }
  return files;
}

function starterHash(files: Map<StarterFile, Buffer>, osmImported: boolean): string {
  const hash = createHash('sha256').update(JSON.stringify({ POI_SEED_VERSION, STARTER_POI_CATEGORIES, osmImported }));
  for (const [name, bytes] of files) hash.update(name).update(bytes);
  return hash.digest('hex');
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function starterRows(files: Map<StarterFile, Buffer>, skipOsm: boolean) {
  const rows = new Map<string, Record<string, string | number | null>>();
  for (const [name, bytes] of files) {
    for (const r of JSON.parse(bytes.toString('utf8')) as StarterRecord[]) {
      if (skipOsm && r.source === 'osm') continue;
      rows.set(r.id, {
        id: r.id,
        source: r.source,
        name: r.name,
        category: STARTER_POI_CATEGORIES[name],
        subcategory: r.subcategory,
        lat: r.lat,
        lng: r.lng,
        canton: text(r.canton),
        address: text(r.address),
        locality: text(r.locality),
        opening_hours: text(r.opening_hours),
        website: text(r.website),
        phone: text(r.phone),
        wheelchair: text(r.wheelchair),
        cuisine: text(r.cuisine),
        stars: text(r.stars),
        brand: text(r.brand),
      });
    }
  }
  return [...rows.values()];
}

const COLUMNS = [
  'source', 'name', 'category', 'subcategory', 'lat', 'lng', 'canton', 'address', 'locality', 'opening_hours',
  'website', 'phone', 'wheelchair', 'cuisine', 'stars', 'brand', 'explorer_place_id',
] as const; // prettier-ignore
const RECORD_TYPES = `id text, source text, name text, category text, subcategory text, lat double precision,
  lng double precision, canton text, address text, locality text, opening_hours text, website text, phone text,
  wheelchair text, cuisine text, stars text, brand text, explorer_place_id text`;
const list = (prefix: string) => sql.raw(COLUMNS.map((c) => `${prefix}${c}`).join(', '));
/** Rows are written only when a value changed, so an unchanged re-seed moves no `updated_at`. */
const changedSet = sql.raw(
  `${COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()
   where (${COLUMNS.map((c) => `pois.${c}`).join(', ')}) is distinct from (${COLUMNS.map((c) => `excluded.${c}`).join(', ')})`,
);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Pick<Database, 'execute'>;

/** The rows of a raw statement: both drivers answer `{ rows }` (their result types differ). */
async function rowsOf<T extends Record<string, unknown>>(exec: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await exec.execute<T>(query);
  return (result as { rows: T[] }).rows;
}

/** Upsert rows of one dataset in a few statements: the JSON is expanded by the database itself. */
async function upsertRows(tx: Transaction, dataset: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const batch = JSON.stringify(rows.slice(i, i + 5000));
    await tx.execute(sql`
      insert into pois (id, dataset, ${list('')})
      select r.id, ${dataset}, ${list('r.')} from jsonb_to_recordset(${batch}::jsonb) as r(${sql.raw(RECORD_TYPES)})
      on conflict (id) do update set ${changedSet} and pois.dataset = ${dataset}`);
  }
}

/**
 * The starter set: written when its files (or whether an OSM import exists) changed since the last
 * seed, by content hash, so a restart only reads and hashes the files. When `npm run poi:import`
 * has filled dataset 'osm-import', the starter's own OSM records are left out (the import replaced
 * them). Safe with several instances starting at once (an advisory lock, the hash re-read inside).
 */
async function seedStarter(db: Database, options: { force?: boolean }): Promise<boolean> {
  const files = readStarterFiles();
  const hashOf = async (exec: Database | Transaction) => {
    const imported = await rowsOf(exec, sql`select 1 as found from pois where dataset = 'osm-import' limit 1`);
    const osmImported = imported.length > 0;
    return { osmImported, hash: starterHash(files, osmImported) };
  };
  const current = async (exec: Database | Transaction) =>
    (await exec.select().from(seedState).where(eq(seedState.key, STATE_KEY)))[0]?.contentHash;
  const first = await hashOf(db);
  if (!options.force && (await current(db)) === first.hash) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pois-seed'))`);
    const { osmImported, hash } = await hashOf(tx);
    if (!options.force && (await current(tx)) === hash) return false;
    const rows = starterRows(files, osmImported);
    const ids = rows.map((r) => String(r.id));
    await tx.execute(
      sql`delete from pois where dataset = 'starter'
        and id not in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
    );
    await upsertRows(tx, 'starter', rows);
    await tx
      .insert(seedState)
      .values({ key: STATE_KEY, contentHash: hash })
      .onConflictDoUpdate({ target: seedState.key, set: { contentHash: hash, appliedAt: sql`now()` } });
    return true;
  });
}

/**
 * The catalog's places as POIs (dataset and source 'curated', category attractions, the explorer
 * category as subcategory, the region as locality): one statement each way, writing only what
 * changed, so it runs on every start.
 */
async function syncCurated(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const upserted = await rowsOf(
      tx,
      sql`
      insert into pois (id, dataset, ${list('')})
      select 'curated:' || p.id, 'curated', 'curated', coalesce(t.name, p.title), 'attractions', p.category_key,
        p.lat, p.lng, p.canton, null, p.region, null, p.official_url, null, null, null, null, null, p.id
      from places p left join place_translations t on t.place_id = p.id and t.lang = 'en'
      on conflict (id) do update set ${changedSet} and pois.dataset = 'curated'
      returning pois.id`,
    );
    const removed = await rowsOf(
      tx,
      sql`
      delete from pois where dataset = 'curated'
        and not exists (select 1 from places p where p.id = pois.explorer_place_id)
      returning pois.id`,
    );
    return upserted.length + removed.length > 0;
  });
}

/**
 * Seed the POIs: the starter set (by content hash) and the catalog's places. Returns true when
 * anything was written (the caller then sends NOTIFY pois_changed for the other instances).
 */
export async function seedPois(db: Database, options: { force?: boolean } = {}): Promise<boolean> {
  const starter = await seedStarter(db, options);
  const curated = await syncCurated(db);
  return starter || curated;
}

/** What the in-memory POI index was built from: it moves with every insert, update and delete. */
export async function poiVersion(db: Database): Promise<string> {
  const [row] = await rowsOf<{ n: number | string; latest: string | Date | null }>(
    db,
    sql`select count(*) as n, max(updated_at) as latest from pois`,
  );
  const latest = row?.latest instanceof Date ? row.latest.toISOString() : String(row?.latest ?? '');
  return `${String(row?.n ?? 0)}:${latest}`;
}
