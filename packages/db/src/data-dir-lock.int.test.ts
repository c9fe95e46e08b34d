import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir, type LockOwner } from './data-dir-lock.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'se-lock-'));
  dirs.push(dir);
  return dir;
}

/** A data directory holding the migrated, seeded database of the test run (an empty one takes 15 s). */
function seededDir(): string {
  const dir = emptyDir();
  const untar = spawnSync('tar', ['-xzf', inject('pgliteSeedImage'), '-C', dir], { encoding: 'utf8' });
  expect(untar.status, untar.stderr).toBe(0);
  return dir;
}

/** The pid of a process that has ended: what a lock left by kill -9 names. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

function writeLock(dir: string, owner: Partial<LockOwner>): void {
  const full: LockOwner = {
    pid: 1,
    hostname: hostname(),
    startedAt: '2026-11-25T08:00:00.000Z',
    command: 'apps/server/dist/server.mjs',
    token: 'left-behind',
    ...owner,
  };
  writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify(full));
}

const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as LockOwner;

/** Another process that takes the lock and keeps it until killed; resolves once it holds it. */
async function holder(dir: string): Promise<ChildProcess> {
  const module = new URL('./data-dir-lock.ts', import.meta.url).pathname;
  const code = `const { lockDataDir } = await import(${JSON.stringify(module)}); lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('the data directory lock', () => {
  it('refuses a second holder at once, naming the first, and lets go on release', async () => {
    const dir = emptyDir();
    const first = lockDataDir(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by this very process (opened twice): pid ${process.pid}`);

    const child = await holder(emptyDir());
    const other = dirs.at(-1) ?? '';
    const refused = (() => {
      try {
        lockDataDir(other);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toMatch(
      new RegExp(
        `in use by another process: pid ${child.pid} \\(.*\\) on ${hostname()}, since 20\\d\\d-.*Stop that process first`,
      ),
    );

    first.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dir).release();
  });

  it('clears the lock of a process that has ended, or of a pid now used by another process', () => {
    const dir = emptyDir();
    writeLock(dir, { pid: deadPid() });
    const lock = lockDataDir(dir);
    expect(lockOf(dir).pid).toBe(process.pid);
    lock.release();

    // The parent of this process is alive, but not the process that started at that time.
    writeLock(dir, { pid: process.ppid, processStart: '1' });
    lockDataDir(dir).release();
  });

  it('never clears the lock of another machine (it cannot tell) and says how to', () => {
    const dir = emptyDir();
    writeLock(dir, { pid: deadPid(), hostname: 'other-host.example' });
    expect(() => lockDataDir(dir)).toThrow(
      `on other-host.example, since 2026-11-25T08:00:00.000Z. Only one process at a time may open the embedded database. Stop that process first. It runs on another machine`,
    );
    expect(lockOf(dir).hostname).toBe('other-host.example');
  });

  it('does not remove a lock that is no longer its own', () => {
    const dir = emptyDir();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: deadPid(), token: 'someone-else' });
    lock.release();
    expect(lockOf(dir).token).toBe('someone-else');
  });
});

describe('openDatabase on a data directory', () => {
  it('fails at once for a second opener, naming the holder, while the first keeps working', async () => {
    const dir = seededDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const started = performance.now();
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        `The data directory ${dir} is in use by this very process (opened twice): pid ${process.pid}`,
      );
      expect(performance.now() - started).toBeLessThan(1000);
      await first.ping();
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    // Released on close; and PGlite's own setting when durability is turned off (DATA_DIR_FSYNC=false).
    const again = await openDatabase({ dataDir: dir, durable: false });
    try {
      const settings = (await again.db.execute(sql`show fsync`)) as { rows: { fsync: string }[] };
      expect(settings.rows[0]?.fsync).toBe('off');
    } finally {
      await again.close();
    }
  });

  it('opens a directory whose holder was killed (kill -9), and is durable: fsync on', async () => {
    const dir = seededDir();
    const child = await holder(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`pid ${child.pid}`);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(lockOf(dir).pid).toBe(child.pid); // left behind

    const handle = await openDatabase({ dataDir: dir });
    try {
      expect(lockOf(dir).pid).toBe(process.pid);
      const settings = (await handle.db.execute(sql`show fsync`)) as { rows: { fsync: string }[] };
      expect(settings.rows[0]?.fsync).toBe('on');
    } finally {
      await handle.close();
    }
  });
});
