import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Re-encoded images on disk, by source, width and format, so each is fetched and resized once. */
export class ImageCache {
  constructor(private readonly dir: string) {}

  private path(key: string): string {
    return join(this.dir, createHash('sha256').update(key).digest('hex'));
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(key));
    } catch {
      return undefined;
    }
  }

  async set(key: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = this.path(key);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target); // readers never see half a file
  }
}
