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
    expect(clientConfigResponseSchema.parse(res.json()).map_tiles).toBeNull();
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
  });

  it('with MAP_TILES_URL, offers the template with its credit and admits only that origin for images', async () => {
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
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });
});
