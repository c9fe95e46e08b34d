import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('the installable app: service worker and web manifest', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'se-web-pwa-'));
  const worker = 'self.addEventListener("fetch", () => {});';
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Swiss Explorer</title><div id="root"></div>');
  writeFileSync(join(webDir, 'sw.js'), worker);
  writeFileSync(join(webDir, 'sw.js.br'), brotliCompressSync(worker)); // as the server build writes it
  writeFileSync(join(webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Swiss Explorer', start_url: '/' }));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-123.js'), 'export {};');
  const context = useTestApp('pglite', { webDistDir: () => webDir });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('serves /sw.js as JavaScript with no-cache, also precompressed', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await context.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    }
  });

  it('serves the manifest as application/manifest+json with no-cache', async () => {
    const res = await context.app.inject('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({ name: 'Swiss Explorer' });
  });

  it('keeps hashed assets immutable and allows our own worker and manifest in the CSP', async () => {
    const res = await context.app.inject('/assets/app-123.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
  });
});

describe('place and category pages start their largest element with the HTML', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'se-web-hints-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Swiss Explorer</title><div id="root"></div>');
  const context = useTestApp('pglite', { webDistDir: () => webDir });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('sends a preload hint for the cover the place page renders', async () => {
    const res = await context.app.inject('/place/matterhorn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.link).toBe('</api/media/cover/matterhorn>; rel=preload; as=image; fetchpriority=high');
  });

  it("sends a preload hint for a category's first page of places, as the category page fetches it", async () => {
    const res = await context.app.inject('/category/big_lakes');
    expect(res.headers.link).toBe(
      '</api/swiss/v2/places?type=big_lakes&per_page=50&page=1&lang=en>; rel=preload; as=fetch; crossorigin',
    );
    // The hinted URL is one the API answers.
    expect(
      (await context.app.inject('/api/swiss/v2/places?type=big_lakes&per_page=50&page=1&lang=en')).statusCode,
    ).toBe(200);
  });

  it('sends no hint for other pages or for a place the catalog does not hold', async () => {
    for (const url of ['/', '/category/nowhere', '/place/no-such-place', '/place/matterhorn/extra']) {
      const res = await context.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.link, url).toBeUndefined();
    }
  });
});
