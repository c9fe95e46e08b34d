import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const NAME = /^[0-9a-f]{64}$/;
/** Our own half-written files (`<name>.<pid>.tmp`); nothing else in the directory is ever touched. */
const TEMPORARY = /^[0-9a-f]{64}\.\d+\.tmp$/;
/** A temporary file older than this belongs to a run that stopped mid-write (another instance may be writing a newer one). */
const STALE_TEMPORARY_MS = 60_000;

/**
 * Re-encoded images on disk, by source, width and format, so each is fetched and resized once.
 * The directory holds at most `maxBytes`: past that the least recently used files go. The order
 * lives in memory (a Map keeps insertion order; a hit moves its file to the end) and is rebuilt
 * from the files' times at start, so a restart forgets nothing and a full disk cannot happen here.
 */
export class ImageCache {
  /** File name -> size, least recently used first. */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private loaded: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  /** Bytes held now (for tests and the log). */
  get size(): number {
    return this.total;
  }

  async get(key: string): Promise<Buffer | undefined> {
    await this.load();
    const name = this.name(key);
    try {
      const data = await readFile(join(this.dir, name));
      this.remember(name, data.length);
      // The file's time carries the order over a restart; losing one touch costs nothing.
      const now = new Date();
      utimes(join(this.dir, name), now, now).catch(() => undefined);
      return data;
    } catch {
      this.forget(name);
      return undefined;
    }
  }

  async set(key: string, data: Buffer): Promise<void> {
    if (data.length > this.maxBytes) return;
    await this.load();
    await mkdir(this.dir, { recursive: true });
    const name = this.name(key);
    const target = join(this.dir, name);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target); // readers never see half a file
    this.remember(name, data.length);
    await this.evict();
  }

  private name(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }

  private remember(name: string, size: number): void {
    this.forget(name);
    this.entries.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.entries.get(name);
    if (size === undefined) return;
    this.entries.delete(name);
    this.total -= size;
  }

  private async evict(): Promise<void> {
    while (this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
      await unlink(join(this.dir, oldest)).catch(() => undefined);
    }
  }

  /** Reads what an earlier run left, oldest use first, and trims it to the cap. */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      let names: string[];
      try {
        names = await readdir(this.dir);
      } catch {
        return; // no directory yet: nothing cached
      }
      const found: { name: string; size: number; used: number }[] = [];
      for (const name of names) {
        const path = join(this.dir, name);
        const info = await stat(path).catch(() => undefined);
        if (!info?.isFile()) continue;
        if (TEMPORARY.test(name) && Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) {
          await unlink(path).catch(() => undefined);
          continue;
        }
        if (!NAME.test(name)) continue;
        found.push({ name, size: info.size, used: info.mtimeMs });
      }
      found.sort((a, b) => a.used - b.used);
      for (const file of found) this.remember(file.name, file.size);
      await this.evict();
    })();
    return this.loaded;
  }
}
