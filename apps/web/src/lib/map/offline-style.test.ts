import type { MapStyles } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { attributionHtml, buildMapStyle, sourcesFor } from './offline-style';

const square = (x: number, y: number, size: number): [number, number][] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const OUTLINE = {
  // The country, a hole in it (an enclave) and a piece apart (an exclave).
  country: [square(6, 46, 4), square(7, 46.5, 0.1), square(11, 46, 0.2)],
  lakes: [square(6.5, 46.3, 0.3)],
  attribution: '© FSO, swisstopo (swiss-maps)',
};
const CANTONS = { borders: [square(7, 46.2, 1)], attribution: '© FSO, swisstopo (swiss-maps)' };
const tiles = (host: string) => ({
  url: `https://${host}/{z}/{x}/{y}.png`,
  attribution: `© ${host}`,
  attribution_url: null,
});
const NONE: MapStyles = { street: null, satellite: null, terrain: null, world: null, traffic: null };
const ALL: MapStyles = {
  street: tiles('street.example'),
  satellite: tiles('sat.example'),
  terrain: { ...tiles('relief.example'), encoding: null },
  world: tiles('osm.example'),
  traffic: null,
};

describe('the offline style', () => {
  it('draws background, Switzerland, its lakes and canton borders from the bundled data, with no URL at all', () => {
    const style = buildMapStyle({ outline: OUTLINE, cantons: CANTONS });
    expect(style.layers.map((l) => l.id)).toEqual([
      'background',
      'switzerland',
      'lakes',
      'cantons',
      'switzerland-border',
    ]);
    expect(Object.values(style.sources).every((s) => s.type === 'geojson')).toBe(true);
    // No glyphs or sprite: nothing to fetch (labels and markers are HTML).
    expect(JSON.stringify(style)).not.toMatch(/https?:/);
    expect(style.sources.switzerland).toMatchObject({ attribution: '© FSO, swisstopo (swiss-maps)' });
  });

  it('keeps an enclave a hole and an exclave its own polygon (even-odd, as the SVG map draws them)', () => {
    const source = JSON.parse(JSON.stringify(buildMapStyle({ outline: OUTLINE }).sources.switzerland)) as {
      data: { geometry: { type: string; coordinates: unknown[][] } };
    };
    expect(source.data.geometry.type).toBe('MultiPolygon');
    const coordinates = source.data.geometry.coordinates;
    expect(coordinates).toHaveLength(2);
    expect(coordinates[0]).toHaveLength(2); // the country and its hole
  });

  it('is drawn without canton borders when they did not load', () => {
    expect(buildMapStyle({ outline: OUTLINE, cantons: null }).layers.map((l) => l.id)).not.toContain('cantons');
  });

  it('draws context points (our POIs around) as a vector layer on top, and none when there are none', () => {
    const style = buildMapStyle({ outline: OUTLINE, points: [{ lat: 46.95, lng: 7.44 }] });
    expect(style.layers.at(-1)?.id).toBe('points');
    const source = JSON.parse(JSON.stringify(style.sources.points)) as {
      data: { features: { geometry: { coordinates: number[] } }[] };
    };
    expect(source.data.features.map((f) => f.geometry.coordinates)).toEqual([[7.44, 46.95]]);
    expect(buildMapStyle({ outline: OUTLINE }).layers.map((l) => l.id)).not.toContain('points');
  });

  it('a deployment without online sources, or a device offline, gets the offline style alone', () => {
    const ids = (online: MapStyles | null) => buildMapStyle({ outline: OUTLINE, online }).layers.map((l) => l.id);
    expect(ids(NONE)).toEqual(ids(null));
  });
});

describe('online sources over the offline style', () => {
  it('puts tiles over the land and under the borders, so a failing source leaves the offline map showing', () => {
    const ids = buildMapStyle({ outline: OUTLINE, cantons: CANTONS, online: ALL }).layers.map((l) => l.id);
    expect(ids).toEqual(['background', 'switzerland', 'lakes', 'world', 'street', 'cantons', 'switzerland-border']);
  });

  it('bounds the Swiss sources to Switzerland and leaves the world source unbounded, each with its credit', () => {
    const { sources } = buildMapStyle({ outline: OUTLINE, online: ALL, mode: 'satellite' });
    expect(sources.satellite).toMatchObject({
      type: 'raster',
      tiles: [ALL.satellite?.url],
      attribution: '© sat.example',
    });
    expect(sources.satellite).toHaveProperty('bounds');
    expect(sources.world).not.toHaveProperty('bounds');
    expect(sources.street).toBeUndefined();
  });

  it("'3d' draws the relief over the street map; a terrain-RGB source raises the map", () => {
    const relief = buildMapStyle({ outline: OUTLINE, online: ALL, mode: '3d' });
    expect(relief.layers.map((l) => l.id)).toContain('terrain');
    expect(relief.sources.terrain).toMatchObject({ type: 'raster' });
    expect(relief.terrain).toBeUndefined();
    const dem = buildMapStyle({
      outline: OUTLINE,
      online: { ...ALL, terrain: { ...tiles('dem.example'), encoding: 'terrarium' } },
      mode: '3d',
    });
    expect(dem.sources.terrain).toMatchObject({ type: 'raster-dem', encoding: 'terrarium' });
    expect(dem.terrain).toEqual({ source: 'terrain', exaggeration: 1.2 });
  });

  it('a mode whose source is missing falls back to the street map', () => {
    expect(sourcesFor(ALL, 'traffic')).toEqual(['world', 'street']);
    expect(sourcesFor({ ...NONE, street: ALL.street }, 'satellite')).toEqual(['street']);
    expect(sourcesFor(NONE, '3d')).toEqual([]);
  });

  it('escapes the credit text and keeps only http(s) links', () => {
    expect(attributionHtml({ attribution: '<b>x</b>', attribution_url: 'javascript:alert(1)' })).toBe(
      '&lt;b&gt;x&lt;/b&gt;',
    );
    expect(attributionHtml({ attribution: '© swisstopo', attribution_url: 'https://www.swisstopo.admin.ch' })).toBe(
      '<a href="https://www.swisstopo.admin.ch" target="_blank" rel="noopener noreferrer">© swisstopo</a>',
    );
  });
});
