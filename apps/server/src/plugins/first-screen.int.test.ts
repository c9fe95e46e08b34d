import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURE_FLAGS, TOTAL_DESTINATIONS } from '@swiss/contract';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../../web/src/features/explorer/locales/en.json' with { type: 'json' };
import { setFlag } from '../modules/flags/flags.repository.js';
import { useTestApp } from '../test/test-app.js';

// The shape of the built index.html: the app's scripts marked by the web build, the loader in #root.
const INDEX = [
  '<!doctype html><html lang="en"><head><title>Swiss Explorer</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/main-2.js" data-app-start>',
  '</head><body><div id="root"><div class="app-loader" role="status"></div></div></body></html>',
].join('');

describe("the home page's first screen comes with the HTML", () => {
  const webDir = mkdtempSync(join(tmpdir(), 'se-web-first-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  const context = useTestApp('pglite', { webDistDir: () => webDir });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));

  it('holds the heading and introduction the app renders, before the loader, in English', async () => {
    const res = await context.app.inject('/');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<h1 class="hero__title">${en.home.heading}</h1>`);
    expect(html).toContain(`${TOTAL_DESTINATIONS} destinations in 11 categories`);
    expect(html.indexOf('class="layout first-screen"')).toBeLessThan(html.indexOf('class="app-loader"'));
    // The app's scripts are asked for by the entry after the first paint; the entry stays as it is.
    expect(html).not.toContain('/assets/main-2.js');
    expect(html).toContain('src="/assets/index-1.js"');
  });

  it('allows its one inline script by hash and no other inline script', async () => {
    const res = await context.app.inject('/');
    const script = /<script>(.*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script).toContain('first-screen-off');
    const hash = createHash('sha256').update(script).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/unsafe-inline/);
  });

  it("holds a category's heading and description, and a place's picture, title and summary", async () => {
    const category = (await context.app.inject('/category/big_lakes')).body;
    expect(category).toContain('<span aria-hidden="true">🌊 </span>Big Lakes</h1>');
    expect(category).toContain('<p>The largest Swiss lakes, with boat trips, shore towns and promenades.</p>');
    const place = (await context.app.inject('/place/matterhorn')).body;
    expect(place).toContain(
      '<img class="place-hero__image place-hero__image--cover" src="/api/media/cover/matterhorn" width="640" height="360" alt="">',
    );
    expect(place).toContain('<h1 class="place__title">Matterhorn</h1>');
    // The summary strip as the app renders it: only what the data says (the Matterhorn has no travel time).
    expect(place).toContain(
      '<h2 class="visually-hidden">At a glance</h2><dl class="place-glance"><div class="place-glance__item"><dt>Canton</dt><dd>Valais</dd></div>' +
        '<div class="place-glance__item"><dt>Elevation</dt><dd>4478 m</dd></div>' +
        '<div class="place-glance__item"><dt>Best season</dt><dd>Summer, autumn, winter</dd></div>' +
        '<div class="place-glance__item"><dt>Time needed</dt><dd>Full day</dd></div>' +
        '<div class="place-glance__item"><dt>Access</dt><dd>Alpine, mountain guide needed</dd></div>',
    );
    expect(place).toContain(
      '<a class="back-link" href="/category/mountains_glaciers">← Back to Mountains &#38; Glaciers</a>',
    );
  });

  it('is left out on other pages, unknown places and categories, and with the older explorer', async () => {
    for (const url of ['/quiz', '/category/nowhere', '/place/no-such-place', '/place/matterhorn/extra']) {
      expect((await context.app.inject(url)).body).toBe(INDEX);
    }
    // A path that cannot be decoded is bad input: the error envelope, not a page.
    const broken = await context.app.inject('/place/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    await setFlag(context.app.database.db, FEATURE_FLAGS.explorerV2, false);
    try {
      for (const url of ['/', '/category/big_lakes', '/place/matterhorn']) {
        expect((await context.app.inject(url)).body).toBe(INDEX);
      }
    } finally {
      await setFlag(context.app.database.db, FEATURE_FLAGS.explorerV2, true);
    }
    expect((await context.app.inject('/')).body).toContain('first-screen');
  });
});
