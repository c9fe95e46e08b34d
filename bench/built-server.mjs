// The built server as the benchmarks start it, and how they load it and its static files.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const SERVER = 'apps/server/dist/server.mjs';
const WEB = 'apps/server/dist/web';
/** What Chromium sends, so the server answers as it answers the app. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function requireBuild() {
  if (!existsSync(SERVER)) {
    console.error('Build first: npm run build');
    process.exit(1);
  }
}

/** A port the OS says is free. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** One port and data directory, for servers started one after another; `remove()` at the end. */
export async function builtServer(prefix) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), prefix));

  /**
   * Starts the server; `ready` resolves with the milliseconds until /healthz answered. The rate
   * limits are lifted unless `overrides` says otherwise (a null value drops a variable: its default).
   */
  function start(overrides = {}) {
    const started = performance.now();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      AI_RATE_LIMIT_MAX: '100000000',
      ...overrides,
    };
    for (const [name, value] of Object.entries(env)) if (value === null || value === undefined) delete env[name];
    const child = spawn('node', [SERVER], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const ready = (async () => {
      for (;;) {
        try {
          if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const stop = async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    };
    return { ready, stop };
  }

  /**
   * Fetches each endpoint (it must answer status success) and writes its body under /bench/ with
   * .br and .gz beside it, as the build precompresses the app's assets, so "static" is served the way
   * the app's own files are. The static plugin sees them after the next start.
   */
  async function writeStaticCopies(endpoints) {
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
  }

  function remove() {
    rmSync(join(WEB, 'bench'), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, start, writeStaticCopies, remove };
}

/**
 * autocannon 9 appends every response body to a string (PipelinedRequestsQueue.addBody); for a
 * compressed body that UTF-8 decoding cost the client three times the server's CPU on two cores, so
 * a large answer measured autocannon, not the server. Bodies are checked once before the runs
 * (writeStaticCopies); status codes and bytes are still counted.
 */
function skipBodyDecoding(client) {
  client.pipelinedRequests.addBody = () => {};
}

/** autocannon on one URL; the figures the benchmarks report. */
export function load(url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        setupClient: skipBodyDecoding,
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              reqPerSec: Math.round(r.requests.average),
              p50Ms: r.latency.p50,
              p99Ms: r.latency.p99,
              errors: r.errors + r.non2xx + r.timeouts,
              kbPerAnswer: Math.round(r.throughput.average / r.requests.average / 102.4) / 10,
            }),
    );
  });
}
