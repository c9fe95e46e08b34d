import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type DatabaseHandle } from '@swiss/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';
import { CantonLocator } from './canton-locator.js';
import { importOsmExtract, POIS_CHANGED_CHANNEL } from './osm-import.js';
import { OsmFileError } from './pbf-reader.js';

const tag = (k: string, v: string) => `<tag k="${k}" v="${v}"/>`;
const node = (id: number, lat: number, lon: number, ...tags: string[]) =>
  `<node id="${id}" lat="${lat}" lon="${lon}" version="1">${tags.join('')}</node>`;

/** A small extract: POIs of every shape, an unnamed one and two beyond the border. */
function fixture(restaurantName: string, withPharmacy: boolean): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<osm version="0.6" generator="osm-import.int.test">
  ${node(1, 47.3717, 8.5398, tag('amenity', 'restaurant'), tag('name', restaurantName), tag('opening_hours', 'Mo-Su 11:30-23:00'), tag('cuisine', 'swiss'), tag('contact:website', 'https://example.org/zk'), tag('addr:street', 'Bahnhofstrasse'), tag('addr:housenumber', '28a'), tag('addr:postcode', '8001'), tag('addr:city', 'Zürich'))}
  ${node(2, 47.372, 8.541, tag('amenity', 'restaurant'))}
  ${withPharmacy ? node(3, 46.9489, 7.4391, tag('amenity', 'pharmacy'), tag('name', 'Apotheke am Bahnhof'), tag('wheelchair', 'yes'), tag('phone', '+41 31 000 00 00')) : ''}
  ${node(4, 47.0502, 8.3093, tag('highway', 'bus_stop'), tag('public_transport', 'platform'), tag('name', 'Luzern, Bahnhof'))}
  ${node(5, 46.686, 7.862)}
  ${node(6, 46.686, 7.864)}
  ${node(7, 46.688, 7.864)}
  ${node(8, 46.688, 7.862)}
  ${node(9, 45.4642, 9.19, tag('amenity', 'restaurant'), tag('name', 'Trattoria Milano'))}
  ${node(10, 47.4988, 8.7237, tag('amenity', 'fuel'), tag('brand', 'Migrol'))}
  ${node(11, 47.378, 8.539)}
  ${node(12, 47.378, 8.541)}
  ${node(13, 47.38, 8.541)}
  ${node(14, 47.38, 8.539)}
  ${node(15, 47.6156, 7.6617, tag('shop', 'supermarket'), tag('name', 'Lörrach Markt'))}
  <way id="100" version="1"><nd ref="5"/><nd ref="6"/><nd ref="7"/><nd ref="8"/><nd ref="5"/>${tag('building', 'hotel')}${tag('tourism', 'hotel')}${tag('name', 'Hotel Victoria')}${tag('stars', '5')}</way>
  <way id="200" version="1"><nd ref="11"/><nd ref="12"/><nd ref="13"/><nd ref="14"/><nd ref="11"/></way>
  <relation id="300" version="1"><member type="way" ref="200" role="outer"/>${tag('type', 'multipolygon')}${tag('tourism', 'museum')}${tag('name', 'Landesmuseum')}</relation>
</osm>
`;
}

/** Debian's osmium-tool turns the XML into .osm.pbf; CI installs it (.ci/run), so it must be there. */
function toPbf(dir: string, name: string, xml: string): string {
  const source = join(dir, `${name}.osm`);
  const target = join(dir, `${name}.osm.pbf`);
  writeFileSync(source, xml);
  try {
    execFileSync('osmium', ['cat', source, '-o', target, '--overwrite'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      `osmium-tool is needed to build the test's .osm.pbf (apt-get install osmium-tool): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return target;
}

interface Row {
  id: string;
  dataset: string;
  source: string;
  name: string;
  category: string;
  subcategory: string;
  lat: number;
  lng: number;
  canton: string | null;
  address: string | null;
  locality: string | null;
  opening_hours: string | null;
  website: string | null;
  phone: string | null;
  wheelchair: string | null;
  cuisine: string | null;
  stars: string | null;
  brand: string | null;
}

const dir = mkdtempSync(join(tmpdir(), 'poi-import-'));
let first: string;
let second: string;
let truncated: string;
let garbage: string;

beforeAll(() => {
  first = toPbf(dir, 'first', fixture('Zeughauskeller', true));
  second = toPbf(dir, 'second', fixture('Zeughauskeller am Paradeplatz', false));
  const bytes = readFileSync(first);
  truncated = join(dir, 'truncated.osm.pbf');
  writeFileSync(truncated, bytes.subarray(0, bytes.length - 40));
  garbage = join(dir, 'garbage.osm.pbf');
  writeFileSync(garbage, 'this is not a protobuf file at all');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(TEST_DATABASE_KINDS)('OSM POI import on %s', (kind) => {
  let database: DatabaseHandle;
  const notifications: string[] = [];
  let stopListening: () => Promise<void>;

  const rows = async (): Promise<Row[]> => {
    const result = await database.db.execute(
      sql`select * from pois where dataset = 'osm-import' or id in ('osm:node/999', 'didok:8503000') order by id`,
    );
    return (result as { rows: Row[] }).rows;
  };
  const byId = async () => new Map((await rows()).map((row) => [row.id, row]));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`
      insert into pois (id, dataset, source, name, category, subcategory, lat, lng, canton)
      values ('osm:node/999', 'starter', 'osm', 'Old starter café', 'restaurants', 'cafe', 47.37, 8.54, 'ZH'),
             ('didok:8503000', 'starter', 'didok', 'Zürich HB', 'transport', 'station', 47.378, 8.54, 'ZH')
      on conflict (id) do nothing`);
    stopListening = await database.listen(POIS_CHANGED_CHANNEL, (payload) => notifications.push(payload));
  });

  afterAll(async () => {
    await stopListening();
    await database.close();
  });

  it('maps the extract to POI rows, keeps the didok starter rows and notifies', async () => {
    const report = await importOsmExtract(database.db, first);
    const found = await byId();
    expect([...found.keys()]).toEqual([
      'didok:8503000',
      'osm:node/1',
      'osm:node/10',
      'osm:node/3',
      'osm:node/4',
      'osm:relation/300',
      'osm:way/100',
    ]);
    expect(found.get('osm:node/1')).toMatchObject({
      dataset: 'osm-import',
      source: 'osm',
      name: 'Zeughauskeller',
      category: 'restaurants',
      subcategory: 'restaurant',
      canton: 'ZH',
      opening_hours: 'Mo-Su 11:30-23:00',
      cuisine: 'swiss',
      website: 'https://example.org/zk',
      address: 'Bahnhofstrasse 28a, 8001 Zürich',
      locality: 'Zürich',
    });
    expect(found.get('osm:node/3')).toMatchObject({
      category: 'healthcare',
      subcategory: 'pharmacy',
      canton: 'BE',
      wheelchair: 'yes',
      phone: '+41 31 000 00 00',
    });
    expect(found.get('osm:node/4')).toMatchObject({ category: 'transport', subcategory: 'bus_stop', canton: 'LU' });
    // Unnamed fuel stations go by their brand.
    expect(found.get('osm:node/10')).toMatchObject({ name: 'Migrol', brand: 'Migrol', category: 'gas_stations' });
    const hotel = found.get('osm:way/100');
    expect(hotel).toMatchObject({
      name: 'Hotel Victoria',
      category: 'hotels',
      subcategory: 'hotel',
      stars: '5',
      canton: 'BE',
    });
    expect(hotel?.lat).toBeCloseTo(46.687, 6);
    expect(hotel?.lng).toBeCloseTo(7.863, 6);
    const museum = found.get('osm:relation/300');
    expect(museum).toMatchObject({ name: 'Landesmuseum', category: 'attractions', subcategory: 'museum' });
    expect(museum?.lat).toBeCloseTo(47.379, 6);
    expect(museum?.lng).toBeCloseTo(8.54, 6);
    expect(report).toMatchObject({ inserted: 6, outside: 2, withoutGeometry: 0 });
    expect(report.byCategory).toEqual({
      attractions: 1,
      gas_stations: 1,
      healthcare: 1,
      hotels: 1,
      restaurants: 1,
      transport: 1,
    });
    await expect.poll(() => notifications.length, { timeout: 5000 }).toBe(1);
  });

  it('replaces the previous import on a second run, without duplicates', async () => {
    const report = await importOsmExtract(database.db, second);
    const found = await byId();
    expect(found.has('osm:node/3')).toBe(false);
    expect(found.get('osm:node/1')?.name).toBe('Zeughauskeller am Paradeplatz');
    expect(found.size).toBe(6);
    expect(report).toMatchObject({ inserted: 5, removed: 6 });
    await expect.poll(() => notifications.length, { timeout: 5000 }).toBe(2);
  });

  it('changes nothing when the file is missing, not a PBF or truncated', async () => {
    const before = await rows();
    await expect(importOsmExtract(database.db, join(dir, 'missing.osm.pbf'))).rejects.toThrow(/no such file/);
    await expect(importOsmExtract(database.db, garbage)).rejects.toThrow(/not an OpenStreetMap \.osm\.pbf file/);
    const error = await importOsmExtract(database.db, truncated).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OsmFileError);
    expect((error as Error).message).toMatch(/not a valid \.osm\.pbf file or is truncated/);
    expect(await rows()).toEqual(before);
    expect(notifications).toHaveLength(2);
  });

  it('rolls back when the import fails after the old rows were deleted and new ones inserted', async () => {
    const before = await rows();
    let located = 0;
    class FailingLocator extends CantonLocator {
      override locate(lat: number, lng: number): string | null {
        located += 1;
        if (located === 3) throw new Error('disk full');
        return super.locate(lat, lng);
      }
    }
    // One row per INSERT: two are in the table (and the old ones deleted) when the third fails.
    await expect(importOsmExtract(database.db, first, { batchSize: 1, locator: new FailingLocator() })).rejects.toThrow(
      'disk full',
    );
    expect(located).toBe(3);
    expect(await rows()).toEqual(before);
    expect(notifications).toHaveLength(2);
  });
});

describe('npm run poi:import', () => {
  it('exits with a clear message for a missing file, before opening the database', () => {
    const cli = fileURLToPath(new URL('../../poi-import.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, join(dir, 'missing.osm.pbf')], {
      encoding: 'utf8',
      // No database reachable: the file check must come first.
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/poi:import: .*missing\.osm\.pbf: no such file\. Nothing was changed\./);
  });
});
