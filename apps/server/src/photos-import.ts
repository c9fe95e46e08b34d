// `npm run photos:import [-- --place <id>] [--radius <metres>] [--per-place <n>]`: finds candidate
// photos for places on Wikimedia Commons (files near the coordinates, and the image of the place's
// Wikidata item), keeps freely licensed ones (CC0, CC BY, CC BY-SA, public domain) with their author,
// licence and attribution, and stores them as pending for an admin to accept or reject in the
// dashboard (Photo candidates). Nothing is shown to visitors until an admin accepts a candidate.
// Needs internet access to the Commons and Wikidata APIs (COMMONS_API_URL, WIKIDATA_API_URL); set
// PROVIDER_CONTACT, which Wikimedia's User-Agent policy asks for. With PGlite, run it while the
// server is stopped (the embedded database has a single owner).
import { parseArgs } from 'node:util';
import { DataDirLockedError, openDatabase, seedCatalog } from '@swiss/db';
import { loadConfig } from './config/env.js';
import { photosProvider } from './modules/media/commons/commons-provider.js';
import { importPhotoCandidates } from './modules/media/commons/photo-candidates.js';
import { ProviderRegistry } from './platform/providers/registry.js';
import { APP_VERSION } from './version.js';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const USAGE = 'Usage: npm run photos:import [-- --place <id> ...] [--radius <metres>] [--per-place <n>]';

function positive(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    fail(`${USAGE}\n"${value}" is not a number from 1 to ${max}.`);
  return number;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      place: { type: 'string', multiple: true },
      radius: { type: 'string' },
      'per-place': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const config = loadConfig();
  const registry = new ProviderRegistry({ version: APP_VERSION, contact: config.PROVIDER_CONTACT });
  const commons = photosProvider(config, registry);
  if (!commons) fail('photos:import: PHOTOS_PROVIDER is off, so Wikimedia Commons is not asked.');
  if (!config.PROVIDER_CONTACT)
    process.stderr.write(
      'Note: set PROVIDER_CONTACT (a URL or e-mail address): Wikimedia asks for one in the User-Agent.\n',
    );
  const handle = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    durable: config.DATA_DIR_FSYNC,
  });
  try {
    await handle.migrate();
    // As the server does at start: a fresh database gets the catalogue (an admin's edits are kept).
    await seedCatalog(handle.db);
    const report = await importPhotoCandidates(handle.db, commons, {
      placeIds: values.place,
      radiusM: positive(values.radius, 1000, 10_000),
      perPlace: positive(values['per-place'], 6, 50),
      log: (line) => process.stdout.write(`${line}\n`),
    });
    if (values.place && report.places < values.place.length)
      process.stderr.write('Some --place ids are not in the catalogue.\n');
    process.stdout.write(
      `${report.added} new candidate(s) for ${report.places} place(s); ${report.skipped} file(s) skipped ` +
        `(not free, not a photo or too small); ${report.failed.length} place(s) failed.\n` +
        'Review them in the dashboard: Admin > Photo candidates.\n',
    );
    if (report.failed.length > 0 && report.failed.length === report.places) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError)
    fail(`photos:import cannot run now. ${error.message}\nStop the server, run photos:import, then start it again.`);
  fail(`photos:import failed: ${error instanceof Error ? error.message : String(error)}`);
});
