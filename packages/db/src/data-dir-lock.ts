import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/*
 * One process at a time on an embedded (PGlite) data directory. PGlite runs PostgreSQL in single-user
 * mode inside the process and has no lock of its own: a second process (another server, or
 * `admin:create` while the server runs) opened the same files silently, and each overwrote the
 * other's pages: lost accounts, lost updates, a corrupt index. The lock file lives in the data
 * directory and says who holds it; a lock whose holder is gone (kill -9, power cut) is cleared.
 */

export const LOCK_FILE_NAME = 'swiss-explorer.lock';

/** What the lock file holds: enough to name the holder and to tell whether it is still running. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** Linux: the kernel's boot id; another value means the machine rebooted since (the holder is gone). */
  bootId?: string | undefined;
  /** Linux: when the holder process started (clock ticks since boot), to see through a reused pid. */
  processStart?: string | undefined;
  startedAt: string;
  command: string;
  /** Random, per acquisition: which lock file is whose, when clearing or releasing. */
  token: string;
}

/** Thrown when another process holds the data directory. `message` says who and what to do. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly lockFile: string,
    readonly owner: LockOwner | undefined,
  ) {
    super(describeLocked(dataDir, lockFile, owner));
  }
}

function describeLocked(dataDir: string, lockFile: string, owner: LockOwner | undefined): string {
  const self = owner?.pid === process.pid && owner.hostname === hostname();
  const intro = `The data directory ${dataDir} is in use by ${self ? 'this very process (opened twice)' : 'another process'}`;
  const rule = 'Only one process at a time may open the embedded database.';
  if (!owner)
    return `${intro} (its lock file ${lockFile} cannot be read). ${rule} If no other process uses it, delete that file.`;
  const who = `pid ${owner.pid} (${owner.command}) on ${owner.hostname}, since ${owner.startedAt}`;
  const elsewhere =
    owner.hostname === hostname()
      ? ''
      : ` It runs on another machine, so whether it still runs cannot be checked from here: if it does not, delete ${lockFile}.`;
  return `${intro}: ${who}. ${rule} Stop that process first.${elsewhere}`;
}

function readOptional(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

const bootId = (): string | undefined => readOptional('/proc/sys/kernel/random/boot_id');

/** Field 22 of /proc/<pid>/stat (the comm field in parentheses may hold spaces: count after it). */
function processStart(pid: number): string | undefined {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Held by this process: the same process opening the directory twice is refused too. */
const heldHere = new Map<string, string>();

/**
 * Whether the holder is certainly gone. Only on the same machine (same host name, and the same boot
 * when the kernel tells): there the pid says it, unless the pid was reused (start time differs) or is
 * this very process in a former life (a container's pid 1 after a restart). Elsewhere: never.
 */
function isStale(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false;
  const boot = bootId();
  if (owner.bootId && boot && owner.bootId !== boot) return true;
  if (owner.pid === process.pid) return ![...heldHere.values()].includes(owner.token);
  if (!isAlive(owner.pid)) return true;
  const start = processStart(owner.pid);
  return Boolean(owner.processStart && start && owner.processStart !== start);
}

function parseOwner(text: string | undefined): LockOwner | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return typeof value.pid === 'number' && typeof value.hostname === 'string' && typeof value.token === 'string'
      ? (value as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

function commandLine(): string {
  const line = process.argv
    .slice(1)
    .map((part) => part.replace(/^.*\/(apps|packages|node_modules)\//, '$1/'))
    .join(' ');
  return line.length > 160 ? `${line.slice(0, 157)}...` : line || 'node';
}

export interface DataDirLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours (idempotent, synchronous: safe in an exit handler). */
  release(): void;
}

/**
 * Takes the data directory (which must exist) for this process, or throws DataDirLockedError at once.
 * The lock file appears complete and atomically: written under a unique name, then hard-linked to its
 * name, which fails when a lock is there. A stale lock is first renamed to a unique name, so that of
 * two processes clearing the same stale lock only one removes it, and removed only if the renamed file
 * is the very one judged stale (else it was a fresh lock taken meanwhile and is put back).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  const token = randomBytes(12).toString('hex');
  const owner: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    bootId: bootId(),
    processStart: processStart(process.pid),
    startedAt: new Date().toISOString(),
    command: commandLine(),
    token,
  };
  const draft = `${lockFile}.${process.pid}.${token}`;
  writeFileSync(draft, `${JSON.stringify(owner)}\n`, { mode: 0o644 });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = parseOwner(readOptional(lockFile));
      // An unreadable lock (written by hand, or a different program) is never cleared automatically.
      if (!holder || !isStale(holder) || attempt >= 3) throw new DataDirLockedError(dataDir, lockFile, holder);
      clearStale(lockFile, holder);
    }
  } finally {
    unlinkSync(draft);
  }
  heldHere.set(lockFile, token);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    heldHere.delete(lockFile);
    if (parseOwner(readOptional(lockFile))?.token === token) unlinkSync(lockFile);
  };
  // A process that ends without closing the database (an uncaught error, process.exit) lets go too;
  // after kill -9 or a power cut the next start finds the holder gone.
  process.on('exit', release);
  return { lockFile, release };
}

function clearStale(lockFile: string, stale: LockOwner): void {
  const aside = `${lockFile}.stale.${process.pid}.${randomBytes(6).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // another process cleared it first
    throw error;
  }
  if (parseOwner(readOptional(aside))?.token !== stale.token) {
    // A fresh lock, taken after we read the stale one: give it back. That fails only if a third
    // process took the name in these microseconds, with a stale lock and three starts at once.
    try {
      linkSync(aside, lockFile);
    } catch {
      // the third process holds it now; ours is refused on the next attempt
    }
  }
  unlinkSync(aside);
}
