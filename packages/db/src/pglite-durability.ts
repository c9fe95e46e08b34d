import { spawnSync } from 'node:child_process';
import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * What PGlite 0.5.16 does on a Node data directory, read from its code:
 * - it starts PostgreSQL with `-F`, i.e. fsync=off;
 * - its file system (Emscripten's NODEFS) has no fsync operation, so even with fsync=on PostgreSQL's
 *   fsync() reaches no disk (fdatasync, the default wal_sync_method on Linux, is a no-op too);
 * - `relaxedDurability` only changes whether a query waits for the browser stores (IndexedDB,
 *   OPFS) to be written; on Node that step does nothing.
 * Every write still goes to the operating system at once, so a crash of the process (kill -9) loses
 * no committed transaction; a crash of the machine or a power cut can lose the last ones and leave
 * torn pages. The durable mode below closes that gap: fsync=on, WAL flushed by fsync(), and NODEFS
 * given an fsync that calls the real one. Cost measured in docs/perf.md.
 */

type PostgresModule = Parameters<NodeFS['init']>[1];
type EmscriptenStream = { nfd: number };
type NodeFsOps = {
  stream_ops: { fsync?: (stream: EmscriptenStream) => number };
  tryFSOperation: (operation: () => void) => void;
};

/** NodeFS whose fsync() is the operating system's (errors become PostgreSQL I/O errors). */
class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: PostgresModule): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(pg, options);
    const giveFsync = (mod: unknown) => {
      const nodefs = (mod as { NODEFS: NodeFsOps }).NODEFS;
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFsync] } };
  }
}

/** The options that make a PGlite on `dataDir` durable (or PGlite's own behaviour when not). */
export function pgliteFileOptions(dataDir: string, durable: boolean): { fs: NodeFS; startParams?: string[] } {
  if (!durable) return { fs: new NodeFS(dataDir) };
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [
      ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
      '-c',
      'fsync=on',
      '-c',
      'wal_sync_method=fsync',
    ],
  };
}

/**
 * A new data directory is copied in by PGlite behind PostgreSQL's back (initdb runs apart), so
 * PostgreSQL never fsyncs those files: flush them once. `sync -f` is one syncfs() call (~0.1 s);
 * where it is missing, every file and directory is fsynced (~3 s for the ~1000 files).
 */
export function flushNewDataDir(dataDir: string): void {
  if (spawnSync('sync', ['-f', dataDir], { stdio: 'ignore' }).status === 0) return;
  const flush = (path: string) => {
    const fd = openSync(path, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.isFile()) flush(join(dir, entry.name));
    }
    flush(dir);
  };
  walk(dataDir);
}
