// Catalog reads under 100 concurrent connections (autocannon), next to the same bytes served as
// static files by the same server, precompressed as the build precompresses the app's assets (the limit). Run after `npm run build`: npm run bench:load
//   CONNECTIONS (default 100), SECONDS per endpoint (default 8).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const SERVER = 'apps/server/dist/server.mjs';
const WEB = 'apps/server/dist/web';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 8);
if (!existsSync(SERVER)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const PORT = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'se-load-'));

function startServer() {
  const child = spawn('node', [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return { child, ready };
}
async function stop(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
// What Chromium sends, so the server answers as it answers the app.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/**
 * autocannon 9 appends every response body to a string (PipelinedRequestsQueue.addBody); for a
 * compressed body that UTF-8 decoding cost the client three times the server's CPU on two cores, so
 * the 50-place page measured autocannon, not the server. Bodies are not checked here (status codes
 * and bytes still are; each body is fetched and checked once before the run), so the client skips it.
 */
function skipBodyDecoding(client) {
  client.pipelinedRequests.addBody = () => {};
}
function load(path, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${base}${path}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        setupClient: skipBodyDecoding,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const endpoints = {
  categories: '/api/swiss/v2/categories?lang=en',
  placesPage: '/api/swiss/v2/places?type=mountains_glaciers&per_page=50&page=1',
  search: '/api/swiss/v2/places?search=Matterhorn&per_page=20',
  placePage: '/api/swiss/places/matterhorn?lang=de',
  nearby: '/api/swiss/v2/places/matterhorn/nearby',
};
const figures = { connections: CONNECTIONS, secondsEach: SECONDS };
let s = startServer();
await s.ready;
mkdirSync(join(WEB, 'bench'), { recursive: true });
for (const [name, path] of Object.entries(endpoints)) {
  const res = await fetch(`${base}${path}`);
  const body = await res.text();
  if (!res.ok || JSON.parse(body).status !== 'success') throw new Error(`${res.status} ${path}`);
  const file = join(WEB, 'bench', `${name}.json`);
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
await stop(s.child);
s = startServer(); // restart so the static plugin sees the files
await s.ready;
try {
  for (const [name, path] of Object.entries(endpoints)) {
    const row = {};
    for (const [label, url] of [
      ['static', `/bench/${name}.json`],
      ['api', path],
    ]) {
      await load(url, 2); // warm-up
      const r = await load(url, SECONDS);
      row[label] = {
        reqPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors + r.non2xx + r.timeouts,
        kbPerAnswer: Math.round(r.throughput.average / r.requests.average / 102.4) / 10,
      };
    }
    figures[name] = row;
  }
} finally {
  await stop(s.child);
  rmSync(join(WEB, 'bench'), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(figures, null, 2));
