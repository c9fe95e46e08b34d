import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { errorEnvelopeSchema } from '@swiss/contract';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { answer, startFakeProvider } from '../../test/fake-provider.js';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';

/** A real image server on 127.0.0.1 with what a hostile or careless image host sends. */
async function startImageServer() {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8102e' } })
    .png()
    .toBuffer();
  // 40 megapixels in about 130 KB: 120 MB once decoded.
  const giant = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  // Noise does not compress: a few KB a small WebP, so a small cache cap is reached quickly.
  const noise = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><rect width="4000" height="4000" fill="red"/></svg>',
  );
  const images = await startFakeProvider();
  images.on('/photo.png', answer.bytes(photo, 'image/png'));
  images.on('/noise.png', answer.bytes(noise, 'image/png'));
  images.on('/giant.png', answer.bytes(giant, 'image/png'));
  images.on('/drawing.png', answer.bytes(svg, 'image/png')); // an SVG that says it is a PNG
  images.on('/slow.png', answer.slow(400, answer.bytes(photo, 'image/png')));
  const hits = (path: string) => images.calls(path).length;
  return { images, origin: images.origin, port: Number(new URL(images.origin).port), hits, giantBytes: giant.length };
}

/** A port on 127.0.0.1 nobody listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function filesIn(dir: string): { count: number; bytes: number } {
  const names = readdirSync(dir);
  return { count: names.length, bytes: names.reduce((sum, name) => sum + statSync(join(dir, name)).size, 0) };
}

describe('image proxy under a hostile visitor', () => {
  let database: DatabaseHandle;
  let images: Awaited<ReturnType<typeof startImageServer>>;
  let deadPort: number;
  const apps: FastifyInstance[] = [];
  const cacheDirs = { main: '', small: '' };
  let main: FastifyInstance;
  let busy: FastifyInstance;
  let defaultPorts: FastifyInstance;
  let smallCache: FastifyInstance;

  const img = (app: FastifyInstance, src: string, extra = '') =>
    app.inject({ url: `/api/media/img?src=${encodeURIComponent(src)}${extra}`, headers: { accept: 'image/webp' } });
  const envelope = (res: { json: () => unknown }) => errorEnvelopeSchema.parse(res.json());

  beforeAll(async () => {
    images = await startImageServer();
    deadPort = await closedPort();
    database = await openTestDatabase('pglite');
    cacheDirs.main = mkdtempSync(join(tmpdir(), 'se-img-main-'));
    cacheDirs.small = mkdtempSync(join(tmpdir(), 'se-img-small-'));
    const base = {
      IMAGE_PROXY_ALLOWED_HOSTS: '127.0.0.1,64:ff9b::7f00:1,::127.0.0.1,2002:7f00:1::1',
      IMAGE_PROXY_ALLOW_LOOPBACK: 'true',
      IMAGE_PROXY_ALLOWED_PORTS: `80,443,${images.port},${deadPort}`,
      IMAGE_PROXY_TIMEOUT_MS: '3000',
    };
    const build = async (env: Record<string, string>) => {
      const app = await buildTestApp(database, undefined, { ...base, ...env });
      apps.push(app);
      return app;
    };
    main = await build({ IMAGE_CACHE_DIR: cacheDirs.main });
    busy = await build({ IMAGE_PROXY_CONCURRENCY: '1', IMAGE_PROXY_QUEUE: '2' });
    defaultPorts = await build({ IMAGE_PROXY_ALLOWED_PORTS: '80,443' });
    smallCache = await build({ IMAGE_CACHE_DIR: cacheDirs.small, IMAGE_CACHE_MAX_BYTES: '12000' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await images?.images.close();
  });

  it('refuses an image whose header declares too many pixels, from the header, without decoding it', async () => {
    expect(images.giantBytes).toBeLessThan(200_000);
    const res = await img(main, `${images.origin}/giant.png`);
    expect(res.statusCode).toBe(413);
    expect(envelope(res)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(envelope(res).message).toMatch(/8000 x 5000.*25 megapixels/);
    // A category placeholder may stand in, as for any image that cannot be shown.
    const withPlaceholder = await img(main, `${images.origin}/giant.png`, '&k=waterfalls');
    expect(withPlaceholder.headers['x-image-fallback']).toBe('category-placeholder');
  });

  it('decides the format from the bytes: an SVG sent as image/png is refused, not rendered', async () => {
    const res = await img(main, `${images.origin}/drawing.png`);
    expect(res.statusCode).toBe(415);
    expect(envelope(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 503 with Retry-After beyond its queue, stays responsive, and serves again afterwards', async () => {
    const flood = Array.from({ length: 12 }, (_, i) => img(busy, `${images.origin}/slow.png?n=${i}`));
    const health = await busy.inject('/healthz');
    expect(health.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    const statuses = answers.map((r) => r.statusCode).sort();
    // One at work and two waiting get the image; the other nine are told to come back.
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(9).fill(503)]);
    for (const refused of answers.filter((r) => r.statusCode === 503)) {
      expect(refused.headers['retry-after']).toBe('5');
      expect(envelope(refused).code).toBe('SERVICE_UNAVAILABLE');
    }
    expect((await img(busy, `${images.origin}/slow.png?n=after`)).statusCode).toBe(200);
  });

  it('keys its cache on the source, a fixed width and the format only: junk query strings share one file', async () => {
    const before = images.hits('/photo.png');
    const variants = ['&w=300', '&w=301&junk=1', '&w=319&x=y&v=2', '&w=320', '&w=305&utm_source=spam'];
    const bodies = [];
    for (const extra of variants) {
      const res = await img(main, `${images.origin}/photo.png`, extra);
      expect(res.statusCode).toBe(200);
      bodies.push(res.rawPayload);
    }
    // The same source spelled another way (an upper-case scheme) is the same image too.
    const res = await img(main, `${images.origin.replace('http', 'HTTP')}/photo.png`, '&w=310');
    expect(res.rawPayload.equals(bodies[0] as Buffer)).toBe(true);
    expect(images.hits('/photo.png')).toBe(before + 1);
    expect(filesIn(cacheDirs.main).count).toBe(1);
  });

  it('keeps its disk cache under the byte cap, dropping the least recently used image', async () => {
    const sizes: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await img(smallCache, `${images.origin}/noise.png?n=${i}`, '&w=160');
      expect(res.statusCode).toBe(200);
      sizes.push(res.rawPayload.length);
      expect(filesIn(cacheDirs.small).bytes).toBeLessThanOrEqual(12000);
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(2 * 12000); // the cap really bit
    const hits = images.hits('/noise.png');
    await img(smallCache, `${images.origin}/noise.png?n=5`, '&w=160'); // the newest: still cached
    expect(images.hits('/noise.png')).toBe(hits);
    await img(smallCache, `${images.origin}/noise.png?n=0`, '&w=160'); // the oldest: evicted, fetched again
    expect(images.hits('/noise.png')).toBe(hits + 1);
  });

  it('fetches only from the web ports unless configured otherwise', async () => {
    const before = images.hits('/photo.png');
    const res = await img(defaultPorts, `${images.origin}/photo.png?port-test`);
    expect(res.statusCode).toBe(403);
    expect(envelope(res).code).toBe('FORBIDDEN');
    expect(images.hits('/photo.png')).toBe(before); // never connected
  });

  it('says "could not be fetched" and nothing of the inside network when a connection fails', async () => {
    const res = await img(main, `http://127.0.0.1:${deadPort}/photo.png`);
    expect(res.statusCode).toBe(502);
    const { message } = envelope(res);
    expect(message).toBe('The image could not be fetched.');
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/);
    expect(res.body).not.toContain(String(deadPort));
  });

  it('refuses IPv6 addresses that carry an IPv4 address (NAT64, IPv4-compatible, 6to4)', async () => {
    for (const host of ['[64:ff9b::7f00:1]', '[::127.0.0.1]', '[2002:7f00:1::1]']) {
      const res = await img(main, `http://${host}/photo.png`);
      expect(res.statusCode, host).toBe(403);
      expect(envelope(res).code).toBe('FORBIDDEN');
    }
  });

  it("keeps anonymous visitors' proxy failures out of the admin's recent errors", async () => {
    await img(busy, `http://127.0.0.1:${deadPort}/photo.png`); // 502
    await img(busy, `${images.origin}/giant.png`); // 413
    await Promise.all(Array.from({ length: 6 }, (_, i) => img(busy, `${images.origin}/slow.png?r=${i}`))); // some 503
    expect(busy.recentErrors.list().filter((e) => e.route === '/api/media/img')).toEqual([]);
  });

  it('keeps its cache outside the data directory by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/swiss/data' });
    expect(relative('/srv/swiss/data', config.IMAGE_CACHE_DIR).startsWith('..')).toBe(true);
    expect(config.IMAGE_PROXY_ALLOWED_PORTS).toEqual([80, 443]);
  });
});
