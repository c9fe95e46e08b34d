// `npm run poi:import -- FILE.osm.pbf`: replaces the OpenStreetMap part of the POI store with the
// restaurants, hotels, sights, shops, health services, banks, fuel stations and public-transport
// stops of an OSM extract (e.g. Geofabrik's switzerland-latest.osm.pbf, downloaded by the operator),
// in one transaction; the running servers rebuild their POI index on the `pois_changed`
// notification. The data is © OpenStreetMap contributors, under the ODbL. Offline: no network.
// With PGlite, run it while the server is stopped (the embedded database has a single owner).
// Time and memory for the Swiss extract: see importOsmExtract (modules/poi-import/osm-import.ts).
import { parseArgs } from 'node:util';
import { DataDirLockedError, openDatabase, seedCatalog } from '@swiss/db';
import { loadConfig } from './config/env.js';
import { importOsmExtract } from './modules/poi-import/osm-import.js';
import { checkPbfFile, OsmFileError } from './modules/poi-import/pbf-reader.js';

const USAGE = 'Usage: npm run poi:import -- FILE.osm.pbf';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) fail(`${USAGE}\nGive exactly one .osm.pbf file.`);
  // Before the database is opened: a wrong path must not wait for (or lock) the database.
  await checkPbfFile(file);
  const config = loadConfig();
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    durable: config.DATA_DIR_FSYNC,
    // One DELETE of a previous import's few hundred thousand rows may take longer than a request's budget.
    queryTimeoutMs: 300_000,
  });
  try {
    await handle.migrate();
    // As the server does at start: a fresh database gets the catalogue (an admin's edits are kept).
    await seedCatalog(handle.db);
    const started = Date.now();
    const report = await importOsmExtract(handle.db, file, { log: (line) => process.stdout.write(`${line}\n`) });
    const categories = Object.entries(report.byCategory)
      .map(([category, n]) => `${category} ${n}`)
      .join(', ');
    process.stdout.write(
      `Imported ${report.inserted} POI(s) in ${Math.round((Date.now() - started) / 1000)} s (${categories || 'none'}); ` +
        `replaced ${report.removed} earlier OSM row(s); ${report.outside} outside Switzerland and ` +
        `${report.withoutGeometry} without nodes in the file left out.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError)
    fail(`poi:import cannot run now. ${error.message}\nStop the server, run poi:import, then start it again.`);
  if (error instanceof OsmFileError) fail(`poi:import: ${error.message}. Nothing was changed.`);
  fail(`poi:import failed: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`);
});
