// The whole test suite, as the README's one command: static checks, build, unit and integration
// tests (PGlite, and PostgreSQL when one is reachable), then the browser tests in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const reports = mkdtempSync(join(tmpdir(), 'se-test-'));
let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** n distinct free ports: all are held open until each is known, so none is handed out twice. */
async function freePorts(n) {
  const servers = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A step in the background, its output held back and printed whole when it ends (no interleaving). */
function backgroundStep(name, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n=== ${name} (in parallel)`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

// ESLint (typed rules) and tsc are single-threaded: on two cores the lint runs beside the others.
const lint = backgroundStep('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
let ok = step('format', 'npx', ['prettier', '--check', '.']);
ok = step('typecheck', 'npm', ['run', 'typecheck', '--silent']) && ok;
ok = step('build', 'npm', ['run', 'build', '--silent']) && ok;
if (existsSync('../shared/data/geo'))
  ok = step('content geodata check', 'npm', ['run', 'content:verify', '--silent']) && ok;
else console.log('\ncontent geodata check: skipped, ../shared/data/geo is not beside the repository');
// The lockfile against the advisory snapshot in security/ (no network; `npm audit` cannot be asked here).
ok = step('offline dependency audit', 'npm', ['run', 'audit:offline', '--silent']) && ok;
ok = (await lint) && ok;

let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl && (await reachable(LOCAL_POSTGRES))) databaseUrl = LOCAL_POSTGRES;
if (databaseUrl) console.log(`\nPostgreSQL suite: on (${new URL(databaseUrl).host})`);
else console.log('\nPostgreSQL suite: SKIPPED, no server at 127.0.0.1:5432 and no TEST_DATABASE_URL');

// The OSM import test builds its .osm.pbf fixture with Debian's osmium-tool.
ok = step('osmium', 'node', ['scripts/ensure-debian-package.mjs', '/usr/bin/osmium=osmium-tool']) && ok;
const vitestReport = join(reports, 'vitest.json');
ok =
  step(
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {},
  ) && ok;
try {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
} catch {
  failed += 1;
}

ok = step('chromium', 'node', ['scripts/ensure-chromium.mjs']) && ok;
const playwrightReport = join(reports, 'playwright.json');
// The app server, the fake providers' ports, and the second server of the 'rates' project with its fake
// Frankfurter, and the third server of the 'voice' project with its fake speech providers
// (apps/web/e2e/playwright.config.ts): each on a port free now, not a fixed offset.
// espeak-ng speaks the question the voice spec's fake microphone plays (apps/web/e2e/voice-setup.ts).
ok = step('espeak-ng', 'node', ['scripts/ensure-debian-package.mjs', '/usr/bin/espeak-ng=espeak-ng']) && ok;
const [appPort, commonsPort, livePort, ratesServerPort, ratesPort, voiceServerPort, voicePort] = await freePorts(7);
ok =
  step(
    'browser tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts', '--reporter=list,json'],
    {
      E2E_PORT: String(appPort),
      E2E_COMMONS_PORT: String(commonsPort),
      E2E_LIVE_PORT: String(livePort),
      E2E_RATES_SERVER_PORT: String(ratesServerPort),
      E2E_RATES_PORT: String(ratesPort),
      E2E_VOICE_SERVER_PORT: String(voiceServerPort),
      E2E_VOICE_PORT: String(voicePort),
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  ) && ok;
try {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} catch {
  failed += 1;
}

rmSync(reports, { recursive: true, force: true });
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
