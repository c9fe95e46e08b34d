import { clientConfigResponseSchema } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const OSM = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

describe('client config without a tile server (the offline default)', () => {
  const ctx = useTestApp('pglite');

  it('offers no map tiles and admits no other image origin', async () => {
    const res = await ctx.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(clientConfigResponseSchema.parse(res.json()).map_tiles).toBeNull();
    const imgSrc = /img-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(imgSrc?.split(' ').sort()).toEqual(["'self'", 'blob:', 'data:']);
  });
});

describe('client config with MAP_TILES_URL', () => {
  const ctx = useTestApp('pglite', { env: { MAP_TILES_URL: OSM } });

  it('offers the template with its attribution and admits only that origin for images', async () => {
    const res = await ctx.app.inject('/api/config');
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
