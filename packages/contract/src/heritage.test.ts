import { describe, expect, it } from 'vitest';
import {
  heritageCounts,
  heritagePlaces,
  heritageQuerySchema,
  matchesHeritageFilter,
  type HeritagePlaceFacts,
} from './heritage.js';

const place = (
  id: string,
  type: HeritagePlaceFacts['type'],
  score: number,
  more: Partial<HeritagePlaceFacts['sustainability']> = {},
): HeritagePlaceFacts => ({
  id,
  type,
  sustainability: { unesco_site: false, sustainability_score: score, transit_access: 'rail', ...more },
});

describe('matchesHeritageFilter', () => {
  it('All keeps every place', () => {
    expect(matchesHeritageFilter(place('a', 'peak', 0), 'all')).toBe(true);
  });

  it('UNESCO Sites reads the unesco flag', () => {
    expect(matchesHeritageFilter(place('a', 'city', 50, { unesco_site: true }), 'unesco')).toBe(true);
    expect(matchesHeritageFilter(place('a', 'city', 50), 'unesco')).toBe(false);
  });

  it('Green Leaders are the places scoring above 75 (75 itself is not)', () => {
    expect(matchesHeritageFilter(place('a', 'lake', 76), 'green')).toBe(true);
    expect(matchesHeritageFilter(place('a', 'lake', 75), 'green')).toBe(false);
  });

  it('Traditional Crafts: dairies, chocolate makers, specialities, markets and craft museums', () => {
    for (const type of ['cheese_dairy', 'chocolate_factory', 'food_specialty', 'food_museum', 'market'] as const)
      expect(matchesHeritageFilter(place('a', type, 50), 'crafts'), type).toBe(true);
    expect(matchesHeritageFilter(place('musee-international-d-horlogerie', 'museum', 50), 'crafts')).toBe(true);
    expect(matchesHeritageFilter(place('kunstmuseum-basel', 'museum', 50), 'crafts')).toBe(false);
    expect(matchesHeritageFilter(place('a', 'peak', 50), 'crafts')).toBe(false);
  });

  it('Architecture: castles, abbeys, churches, monuments and historic towns, not a meadow', () => {
    for (const type of ['castle', 'monastery', 'church', 'heritage_site', 'city', 'town'] as const)
      expect(matchesHeritageFilter(place('a', type, 50), 'architecture'), type).toBe(true);
    expect(matchesHeritageFilter(place('ruetli', 'heritage_site', 50), 'architecture')).toBe(false);
    expect(matchesHeritageFilter(place('a', 'waterfall', 50), 'architecture')).toBe(false);
  });

  it('Transport: passes, places reached by mountain railway, railway heritage', () => {
    expect(matchesHeritageFilter(place('a', 'mountain_pass', 50, { transit_access: 'car' }), 'transport')).toBe(true);
    expect(matchesHeritageFilter(place('a', 'peak', 50, { transit_access: 'mountain_railway' }), 'transport')).toBe(
      true,
    );
    expect(matchesHeritageFilter(place('verkehrshaus-der-schweiz', 'museum', 50), 'transport')).toBe(true);
    expect(matchesHeritageFilter(place('a', 'peak', 50, { transit_access: 'hike' }), 'transport')).toBe(false);
  });
});

describe('heritagePlaces and heritageCounts', () => {
  const places = [
    place('a', 'castle', 80, { unesco_site: true }),
    place('b', 'market', 60),
    place('c', 'mountain_pass', 76),
  ];

  it('keeps the order of the list', () => {
    expect(heritagePlaces(places, 'green').map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('counts every chip', () => {
    expect(heritageCounts(places)).toEqual({ all: 3, unesco: 1, crafts: 1, green: 2, architecture: 1, transport: 1 });
  });
});

describe('heritageQuerySchema', () => {
  it('defaults to all in English and rejects an unknown filter', () => {
    expect(heritageQuerySchema.parse({})).toEqual({ filter: 'all', lang: 'en' });
    expect(heritageQuerySchema.safeParse({ filter: 'castles' }).success).toBe(false);
  });
});
