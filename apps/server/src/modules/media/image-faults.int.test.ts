import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, startFakeProvider, type FakeProvider } from '../../test/fake-provider.js';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';

/** The image proxy when its disk cache cannot be written and when the image host misbehaves. */
describe('image proxy faults', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let server: FakeProvider | undefined;
  let origin: string;

  beforeAll(async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    server = await startFakeProvider();
    server.on('/photo.png', answer.bytes(photo, 'image/png'));
    server.on('/boom.png', answer.status(500, 'boom'));
    server.on('/garbage.png', answer.bytes(Buffer.from('not a png at all'.repeat(40)), 'image/png'));
    origin = server.origin;
    // The cache directory cannot be made: a file stands where it should be (as on a full or read-only disk, writes fail).
    const cacheParent = mkdtempSync(join(tmpdir(), 'se-full-'));
    writeFileSync(join(cacheParent, 'media-cache'), 'in the way');
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, undefined, {
      IMAGE_CACHE_DIR: join(cacheParent, 'media-cache'),
      IMAGE_PROXY_ALLOWED_HOSTS: '127.0.0.1',
      IMAGE_PROXY_ALLOWED_PORTS: new URL(origin).port,
      IMAGE_PROXY_ALLOW_LOOPBACK: 'true',
      IMAGE_PROXY_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.close();
  });

  const img = (src: string, extra = '') =>
    app.inject({ url: `/api/media/img?src=${encodeURIComponent(src)}${extra}`, headers: { accept: 'image/webp' } });

  it('still answers with the image when the cache write fails, every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await img(`${origin}/photo.png`, '&w=200');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(300); // never enlarged past the original
    }
  });

  it('answers 502 for a host error, 415 for garbage sent as an image, and the placeholder when asked', async () => {
    expect((await img(`${origin}/boom.png`)).statusCode).toBe(502);
    expect((await img(`${origin}/garbage.png`)).statusCode).toBe(415);
    for (const bad of ['boom.png', 'garbage.png']) {
      const res = await img(`${origin}/${bad}`, '&k=waterfalls');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-image-fallback']).toBe('category-placeholder');
    }
  });
});
