import { clientConfigResponseSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/test-app.js';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

// One database for both apps: the setting lives in the process, not in the database.
describe('client config', () => {
  const ctx = useTestApp('pglite');

  it('by default offers no map tiles and admits no other image origin', async () => {
    const res = await ctx.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    const body = clientConfigResponseSchema.parse(res.json());
    expect(body.map_tiles).toBeNull();
    expect(body.map_styles).toEqual({ street: null, satellite: null, terrain: null, world: null, traffic: null });
    expect(body.street_level).toBeNull();
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self'(;|$)/);
  });

  it('with MAP_TILES_URL, offers the template with its credit and admits only that origin for tiles', async () => {
    const app = await buildTestApp(ctx.database, undefined, { MAP_TILES_URL: OSM });
    const res = await app.inject('/api/config');
    await app.close();
    expect(clientConfigResponseSchema.parse(res.json()).map_tiles).toEqual({
      url: OSM,
      attribution: '© OpenStreetMap',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    // MapLibre fetches tiles: the origin is admitted for fetch() too.
    expect(csp).toMatch(/connect-src 'self' https:\/\/tile\.openstreetmap\.org(;|$)/);
    expect(clientConfigResponseSchema.parse(res.json()).map_styles.world?.url).toBe(OSM);
  });

  it('with MAP_BASEMAPS=swisstopo, offers swisstopo street, aerial and relief tiles and admits their origin', async () => {
    const app = await buildTestApp(ctx.database, undefined, { MAP_BASEMAPS: 'swisstopo' });
    const res = await app.inject('/api/config');
    await app.close();
    const styles = clientConfigResponseSchema.parse(res.json()).map_styles;
    expect(styles.street?.url).toContain('/ch.swisstopo.pixelkarte-farbe/default/current/3857/{z}/{x}/{y}.jpeg');
    expect(styles.satellite?.url).toContain('/ch.swisstopo.swissimage/');
    expect(styles.terrain).toMatchObject({ encoding: null, attribution: '© swisstopo' });
    expect(styles.terrain?.url).toContain('/ch.swisstopo.swissalti3d-reliefschattierung/');
    expect(styles.world).toBeNull();
    expect(styles.traffic).toBeNull();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/wmts\.geo\.admin\.ch/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/wmts\.geo\.admin\.ch(;|$)/);
  });

  it('offers traffic only with MAP_TRAFFIC_TILES_URL, credited to its host by default', async () => {
    const app = await buildTestApp(ctx.database, undefined, {
      MAP_TRAFFIC_TILES_URL: 'https://traffic.example.org/{z}/{x}/{y}.png',
    });
    const res = await app.inject('/api/config');
    await app.close();
    expect(clientConfigResponseSchema.parse(res.json()).map_styles.traffic).toEqual({
      url: 'https://traffic.example.org/{z}/{x}/{y}.png',
      attribution: 'traffic.example.org',
      attribution_url: null,
    });
  });

  it('offers a street-level viewer only with MAP_STREET_LEVEL_URL, and refuses a template without a position', async () => {
    const url = 'https://panoramax.example.org/#focus=map&map=18/{lat}/{lng}';
    const app = await buildTestApp(ctx.database, undefined, { MAP_STREET_LEVEL_URL: url });
    const res = await app.inject('/api/config');
    await app.close();
    expect(clientConfigResponseSchema.parse(res.json()).street_level).toEqual({
      url,
      attribution: 'Street-level imagery',
    });
    await expect(
      buildTestApp(ctx.database, undefined, { MAP_STREET_LEVEL_URL: 'https://panoramax.example.org/' }),
    ).rejects.toThrow(/MAP_STREET_LEVEL_URL/);
  });
});
