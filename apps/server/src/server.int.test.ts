import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyticsAcceptedSchema } from '@swiss/contract';
import { describe, expect, inject, it } from 'vitest';
import { within } from './test/instances.js';
import { openSocket, readOneResponse } from './test/raw-http.js';

const script = new URL('./server.ts', import.meta.url).pathname;
const BODY = JSON.stringify({ events: [{ type: 'page_view', screen: 'home', lang: 'en' }] });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect({ host: '127.0.0.1', port });
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

// The process's signal handling and exit code do not depend on the database kind: PGlite is enough,
// started from the seeded image the test run made (an empty one takes 20 s and more to set up).
describe('the server process on SIGTERM', () => {
  it('drains: refuses new connections, finishes the request in flight, exits 0 well within SHUTDOWN_TIMEOUT_MS', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'se-shutdown-'));
    const untar = spawnSync('tar', ['-xzf', inject('pgliteSeedImage'), '-C', dataDir], { encoding: 'utf8' });
    expect(untar.status, untar.stderr).toBe(0);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        SHUTDOWN_TIMEOUT_MS: '8000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await within(90_000, async () => log.includes('Swiss Explorer is listening'));

      // A request in flight: headers sent, half the body still on the way.
      const inFlight = await openSocket(port);
      const response = readOneResponse(inFlight, 5000);
      inFlight.write(
        `POST /api/analytics/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY.slice(0, 10)}`,
      );
      await within(5000, async () => log.includes('"url":"/api/analytics/events"'));

      child.kill('SIGTERM');
      await within(5000, async () => log.includes('shutting down'));
      await within(2000, () => refused(port));

      const finishedAt = performance.now();
      inFlight.write(BODY.slice(10));
      const done = await response;
      expect(done.status).toBe(202);
      expect(analyticsAcceptedSchema.parse(JSON.parse(done.body)).accepted).toBe(1);

      const code = await exited;
      expect(code, log).toBe(0);
      // Not held up by the finished request's keep-alive socket (72 s) nor cut by the 8 s timeout.
      expect(performance.now() - finishedAt).toBeLessThan(4000);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
