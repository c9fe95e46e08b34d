import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCK_FILE_NAME } from '@swiss/db';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { within } from './test/instances.js';

const server = new URL('./server.ts', import.meta.url).pathname;
const adminCreate = new URL('./admin-create.ts', import.meta.url).pathname;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const running: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Runs a script of this app as its own process on `dataDir`, as `npm start` / `npm run admin:create` do. */
function run(script: string, dataDir: string, args: string[] = []): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The exit code, or 'running' if the process is still up after `ms` (a second server used to just start). */
const exitCode = (r: Run, ms = 60_000) =>
  Promise.race([r.exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), ms))]);

const listening = (r: Run) => within(90_000, async () => r.output().includes('Swiss Explorer is listening'));

// PGlite has no lock of its own: a second process on the same directory used to be accepted
// silently and the two overwrote each other's pages (lost accounts, lost updates, corrupt indexes).
describe('one process at a time on an embedded data directory', () => {
  it('a second server and admin:create exit at once naming the holder; after kill -9 of the holder a new server starts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'se-datadir-'));
    dirs.push(dataDir);
    const untar = spawnSync('tar', ['-xzf', inject('pgliteSeedImage'), '-C', dataDir], { encoding: 'utf8' });
    expect(untar.status, untar.stderr).toBe(0);

    const first = run(server, dataDir);
    await listening(first);
    const holder = `is in use by another process: pid ${first.child.pid} (`;

    const second = run(server, dataDir);
    const admin = run(adminCreate, dataDir, ['--email', 'late@example.org', '--generate-password']);
    expect(await exitCode(second), second.output()).toBe(1);
    expect(second.output()).toContain(`Swiss Explorer cannot start: The data directory ${dataDir} ${holder}`);
    expect(second.output()).toContain('Stop that process first.');
    expect(second.output()).not.toContain('Swiss Explorer is listening');

    expect(await exitCode(admin), admin.output()).toBe(1);
    expect(admin.output()).toContain(`admin:create cannot run now. The data directory ${dataDir} ${holder}`);
    expect(admin.output()).toContain('If that is the server: stop it, run admin:create again, then start the server.');
    expect(admin.output()).not.toContain('is ready');

    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toContain(`"pid":${first.child.pid}`);

    const third = run(server, dataDir);
    await listening(third);
    third.child.kill('SIGTERM');
    expect(await third.exited, third.output()).toBe(0);
    expect(() => readFileSync(join(dataDir, LOCK_FILE_NAME))).toThrow(/ENOENT/);
  }, 240_000);
});
