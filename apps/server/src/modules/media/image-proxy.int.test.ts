import { errorEnvelopeSchema } from '@swiss/contract';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, startFakeProvider, type FakeProvider } from '../../test/fake-provider.js';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';

/** A real image server on 127.0.0.1 with the cases the proxy must handle. */
async function startImageServer(): Promise<FakeProvider> {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
  const images = await startFakeProvider();
  images.on('/photo.png', answer.bytes(photo, 'image/png'));
  images.on('/page.html', answer.text('<h1>not an image</h1>', 'text/html'));
  images.on('/drawing.svg', answer.text('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'));
  images.on('/huge.png', answer.bytes(Buffer.alloc(80_000), 'image/png'));
  images.on('/endless.png', (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }); // no length: the stream is cut at the limit
    const timer = setInterval(() => response.write(Buffer.alloc(16_000)), 5);
    response.on('close', () => clearInterval(timer));
  });
  images.on('/slow.png', answer.slow(1500, answer.bytes(photo, 'image/png')));
  images.on('/moved.png', { status: 302, headers: { location: '/photo.png' } });
  return images;
}

describe('image proxy', () => {
  let database: DatabaseHandle;
  let strict: FastifyInstance; // production settings: loopback refused
  let local: FastifyInstance; // test-only setting: may reach the image server on 127.0.0.1
  let images: FakeProvider;
  const img = (app: FastifyInstance, src: string, extra = '', accept = 'image/webp,*/*') =>
    app.inject({ url: `/api/media/img?src=${encodeURIComponent(src)}${extra}`, headers: { accept } });

  beforeAll(async () => {
    images = await startImageServer();
    database = await openTestDatabase('pglite');
    const env = {
      IMAGE_PROXY_ALLOWED_HOSTS: '127.0.0.1,10.1.2.3,example.org',
      IMAGE_PROXY_MAX_BYTES: '50000',
      IMAGE_PROXY_TIMEOUT_MS: '500',
      IMAGE_PROXY_ALLOWED_PORTS: `80,443,${new URL(images.origin).port}`,
    };
    strict = await buildTestApp(database, undefined, env);
    local = await buildTestApp(database, undefined, { ...env, IMAGE_PROXY_ALLOW_LOOPBACK: 'true' });
  });
  afterAll(async () => {
    await strict.close();
    await local.close();
    await database.close();
    await images.close();
  });

  const expectRefusal = async (
    response: Promise<{ statusCode: number; json: <T>() => T }>,
    status: number,
    code: string,
  ) => {
    const res = await response;
    expect(res.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(res.json()).code).toBe(code);
  };

  it('refuses loopback addresses with the production settings', async () => {
    await expectRefusal(img(strict, `${images.origin}/photo.png`), 403, 'FORBIDDEN');
    await expectRefusal(img(strict, 'http://[::1]/photo.png'), 403, 'FORBIDDEN');
  });

  it('refuses private ranges before connecting, even when the host is allow-listed', async () => {
    await expectRefusal(img(strict, 'http://10.1.2.3/photo.png'), 403, 'FORBIDDEN');
  });

  it('refuses hosts off the allow-list, other schemes and missing sources', async () => {
    await expectRefusal(img(strict, 'http://not-allowed.invalid/photo.png'), 403, 'FORBIDDEN');
    await expectRefusal(img(strict, 'file:///etc/passwd'), 400, 'BAD_REQUEST');
    const missing = await strict.inject('/api/media/img?w=100');
    expect(missing.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(missing.json()).details?.map((d) => d.field)).toContain('src');
  });

  it('resizes (to the next fixed width) and re-encodes to WebP, AVIF or JPEG by Accept, and caches on disk', async () => {
    const webp = await img(local, `${images.origin}/photo.png`, '&w=300');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const meta = await sharp(webp.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 213]);
    const avif = await img(local, `${images.origin}/photo.png`, '&w=300', 'image/avif,image/webp');
    expect(avif.headers['content-type']).toBe('image/avif');
    const jpeg = await img(local, `${images.origin}/photo.png`, '&w=300', 'image/*');
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg');
    const viaU = await local.inject({
      url: `/api/media/img?u=${encodeURIComponent(`${images.origin}/photo.png`)}&w=300`,
      headers: { accept: 'image/webp' },
    });
    expect(viaU.rawPayload.equals(webp.rawPayload)).toBe(true);
    const fetched = images.calls('/photo.png').length;
    const again = await img(local, `${images.origin}/photo.png`, '&w=300');
    expect(again.rawPayload.equals(webp.rawPayload)).toBe(true);
    expect(images.calls('/photo.png')).toHaveLength(fetched); // served from the disk cache
  });

  it('refuses what is not an image, too large, too slow or redirected', async () => {
    await expectRefusal(img(local, `${images.origin}/page.html`), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefusal(img(local, `${images.origin}/drawing.svg`), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefusal(img(local, `${images.origin}/huge.png`), 413, 'PAYLOAD_TOO_LARGE');
    await expectRefusal(img(local, `${images.origin}/endless.png`), 413, 'PAYLOAD_TOO_LARGE');
    await expectRefusal(img(local, `${images.origin}/slow.png`), 504, 'UPSTREAM_TIMEOUT');
    await expectRefusal(img(local, `${images.origin}/moved.png`), 502, 'UPSTREAM_ERROR');
    await expectRefusal(img(local, `${images.origin}/missing.png`), 502, 'UPSTREAM_ERROR');
  });

  it('answers a failed image with the category placeholder when k names a category', async () => {
    const res = await img(local, `${images.origin}/missing.png`, '&k=waterfalls');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['x-image-fallback']).toBe('category-placeholder');
  });
});
