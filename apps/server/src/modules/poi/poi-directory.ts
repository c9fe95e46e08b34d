import { AIRA_CATEGORY_IDS, POI_SOURCES, type PoiSource } from '@swiss/contract';
import { poiVersion, sql, type Database } from '@swiss/db';
import type { PoiCategory } from './place-types.js';
import { PoiIndex, type PoiRecord } from './poi-index.js';
import { VersionedRebuild } from '../../platform/versioned-rebuild.js';

const CATEGORIES = new Set<string>(AIRA_CATEGORY_IDS.filter((c) => c !== 'all'));
const SOURCES = new Set<string>(POI_SOURCES);

type Row = [
  id: string,
  dataset: string,
  source: string,
  name: string,
  category: string,
  subcategory: string,
  lat: number,
  lng: number,
  canton: string | null,
  address: string | null,
  locality: string | null,
  openingHours: string | null,
  website: string | null,
  wheelchair: string | null,
  explorerPlaceId: string | null,
];

/**
 * Every POI row, as the index holds it; rows of an unknown category or source are left out. One
 * JSON value rather than a row set: several times faster to hand over (PGlite above all) for the
 * 100 000+ rows an OSM import brings.
 */
async function loadRecords(db: Database): Promise<PoiRecord[]> {
  const result: unknown = await db.execute(sql`
    select coalesce(json_agg(json_build_array(id, dataset, source, name, category, subcategory, lat, lng, canton,
      address, locality, opening_hours, website, wheelchair, explorer_place_id)), '[]') as rows
    from pois`);
  const [first] = (result as { rows: { rows: Row[] | string }[] }).rows;
  const rows = typeof first?.rows === 'string' ? (JSON.parse(first.rows) as Row[]) : (first?.rows ?? []);
  const records: PoiRecord[] = [];
  for (const [id, dataset, source, name, category, subcategory, lat, lng, ...rest] of rows) {
    if (!CATEGORIES.has(category) || !SOURCES.has(source)) continue;
    const [canton, address, locality, openingHours, website, wheelchair, explorerPlaceId] = rest;
    records.push({
      id,
      dataset,
      source: source as PoiSource,
      name,
      category: category as PoiCategory,
      subcategory,
      lat,
      lng,
      canton,
      address,
      locality,
      openingHours,
      website,
      wheelchair,
      explorerPlaceId,
    });
  }
  return records;
}

/**
 * The POIs held in memory, rebuilt from the database at start and when the store changed (the
 * catalog snapshot's pattern: rebuilds queued, never interleaved; a version check skips a
 * rebuild when nothing moved). Queries read the current index and never touch the database.
 */
export class PoiDirectory {
  private current = new PoiIndex([]);
  /** Rebuilt when the store's version moves, one rebuild at a time. */
  private readonly rebuild = new VersionedRebuild(
    () => poiVersion(this.db),
    async () => {
      this.current = new PoiIndex(await loadRecords(this.db));
    },
  );

  constructor(private readonly db: Database) {}

  get index(): PoiIndex {
    return this.current;
  }

  /** Rebuild from the database now. */
  refresh(): Promise<void> {
    return this.rebuild.refresh();
  }

  /** Rebuild only when the store's version moved since the last build; true when it did. */
  refreshIfChanged(): Promise<boolean> {
    return this.rebuild.refreshIfChanged();
  }
}
