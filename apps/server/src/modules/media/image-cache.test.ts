import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImageCache } from './image-cache.js';

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);
const fileCount = (dir: string) => readdirSync(dir).length;

describe('ImageCache', () => {
  it('drops the least recently used files past its byte cap; a read counts as a use', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'se-cache-unit-'));
    const cache = new ImageCache(dir, 300);
    await cache.set('a', bytes(100));
    await cache.set('b', bytes(100));
    await cache.set('c', bytes(100));
    expect(await cache.get('a')).toBeDefined(); // a is now the most recently used
    await cache.set('d', bytes(100));
    expect(cache.size).toBe(300);
    expect(fileCount(dir)).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(await cache.get(key), key).toBeDefined();
  });

  it('never stores a file larger than the whole cap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'se-cache-unit-'));
    const cache = new ImageCache(dir, 100);
    await cache.set('big', bytes(101));
    expect(await cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('rebuilds its order from the files at start, trims to the cap and clears stale temporary files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'se-cache-unit-'));
    const first = new ImageCache(dir, 1000);
    for (const key of ['old', 'mid', 'new']) await first.set(key, bytes(100));
    const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
    const names = readdirSync(dir);
    const nameOf = (key: string) => createHash('sha256').update(key).digest('hex');
    expect(names.sort()).toEqual(['old', 'mid', 'new'].map(nameOf).sort());
    utimesSync(join(dir, nameOf('old')), hours(3), hours(3));
    utimesSync(join(dir, nameOf('mid')), hours(2), hours(2));
    utimesSync(join(dir, nameOf('new')), hours(1), hours(1));
    const stale = `${nameOf('x')}.999.tmp`;
    writeFileSync(join(dir, stale), 'half');
    utimesSync(join(dir, stale), hours(1), hours(1));
    writeFileSync(join(dir, 'not-ours.txt'), 'leave me');

    const restarted = new ImageCache(dir, 200);
    expect(await restarted.get('new')).toBeDefined();
    expect(restarted.size).toBe(200);
    expect(readdirSync(dir).sort()).toEqual([nameOf('mid'), nameOf('new'), 'not-ours.txt'].sort());
  });
});
