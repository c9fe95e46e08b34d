import type { AiraPlace } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { placeFixture } from '../lib/place-fixture';
import {
  aheadKey,
  bearingDeg,
  clockHour,
  dedupeByName,
  distanceM,
  effectiveFilter,
  filterPlaces,
  filterSupport,
  offScreenSide,
  placesAhead,
  relativeBearing,
  screenX,
  screenY,
  STACK_GAP_PCT,
  stackCards,
} from './ar-geometry';

const here = { lat: 47.0502, lng: 8.3093 }; // Lucerne
const north = { lat: 47.06, lng: 8.3093 };
const east = { lat: 47.0502, lng: 8.33 };

describe('bearing and distance', () => {
  it('gives 0 to the north and about 90 to the east', () => {
    expect(bearingDeg(here, north)).toBeCloseTo(0, 5);
    expect(bearingDeg(here, east)).toBeCloseTo(90, 0);
    expect(bearingDeg(north, here)).toBeCloseTo(180, 5);
  });
  it('measures metres on the spec earth', () => {
    expect(distanceM(here, north)).toBeGreaterThan(1080);
    expect(distanceM(here, north)).toBeLessThan(1100);
  });
  it('keeps relative bearings in (-180, 180]', () => {
    expect(relativeBearing(10, 350)).toBe(20);
    expect(relativeBearing(350, 10)).toBe(-20);
    expect(relativeBearing(180, 0)).toBe(180);
  });
});

describe('screen position', () => {
  it('puts a place dead ahead at 50 %', () => {
    expect(screenX(0, 0)).toBe(50);
    expect(screenX(123, 123)).toBe(50);
  });
  it('clamps a place due east at heading 0 to the right edge, and centres it at heading 90', () => {
    expect(screenX(90, 0)).toBe(85);
    expect(offScreenSide(90, 0)).toBe('right');
    expect(screenX(90, 90)).toBe(50);
    expect(offScreenSide(90, 90)).toBeNull();
    expect(screenX(270, 0)).toBe(15);
    expect(offScreenSide(270, 0)).toBe('left');
  });
  it('moves a place within the field of view in proportion', () => {
    expect(screenX(15, 0)).toBe(75);
    expect(screenX(345, 0)).toBe(25);
  });
  it('places near places low and far ones high, within 20-50 %', () => {
    expect(screenY(0, 2000)).toBe(50);
    expect(screenY(2000, 2000)).toBe(20);
    expect(screenY(9000, 2000)).toBe(20);
    expect(screenY(1000, 2000)).toBe(35);
  });
});

describe('dedupe and filters', () => {
  const place = (over: Partial<AiraPlace>): AiraPlace => placeFixture(over);
  it('drops a place of the same name within 0.001 degrees, not a farther one', () => {
    const a = place({ place_id: 'a', name: 'Chapel Bridge', lat: 47.0516, lng: 8.3076 });
    const b = place({ place_id: 'b', name: 'chapel bridge ', lat: 47.0521, lng: 8.3071 });
    const c = place({ place_id: 'c', name: 'Chapel Bridge', lat: 47.06, lng: 8.3076 });
    const d = place({ place_id: 'd', name: 'Water Tower', lat: 47.0516, lng: 8.3076 });
    expect(dedupeByName([a, b, c, d]).map((p) => p.place_id)).toEqual(['a', 'c', 'd']);
  });
  it('filters by distance, rating and price for real', () => {
    const near = place({ place_id: 'near', distance: 0.3, rating: 4.6, price_level: 2 });
    const mid = place({ place_id: 'mid', distance: 1.5, rating: 4.1, price_level: 3 });
    const far = place({ place_id: 'far', distance: 6, rating: null, price_level: null });
    const all = [near, mid, far];
    const ids = (list: AiraPlace[]) => list.map((p) => p.place_id);
    expect(ids(filterPlaces(all, { maxDistanceM: 2000, rating: 'all', price: 'all' }))).toEqual(['near', 'mid']);
    expect(ids(filterPlaces(all, { maxDistanceM: 10000, rating: '4.5', price: 'all' }))).toEqual(['near']);
    expect(ids(filterPlaces(all, { maxDistanceM: 10000, rating: '4', price: 'all' }))).toEqual(['near', 'mid']);
    expect(ids(filterPlaces(all, { maxDistanceM: 10000, rating: 'all', price: '3' }))).toEqual(['mid']);
  });
  it('turns off a rating or price filter the data cannot answer', () => {
    const osm = [place({ rating: null, price_level: null })];
    const support = filterSupport(osm);
    expect(support).toEqual({ rating: false, price: false });
    const filter = effectiveFilter({ maxDistanceM: 5000, rating: '4.5', price: '2' }, support);
    expect(filter).toEqual({ maxDistanceM: 5000, rating: 'all', price: 'all' });
    expect(filterPlaces(osm, filter)).toHaveLength(1);
    expect(filterSupport([...osm, place({ rating: 4 })])).toEqual({ rating: true, price: false });
  });
});

describe('clock positions for the ear', () => {
  it('names the hour of a relative bearing', () => {
    expect(clockHour(0)).toBe(12);
    expect(clockHour(60)).toBe(2);
    expect(clockHour(90)).toBe(3);
    expect(clockHour(-90)).toBe(9);
    expect(clockHour(180)).toBe(6);
    expect(clockHour(-14)).toBe(12);
    expect(clockHour(-16)).toBe(11);
  });
  it('lists the places ahead nearest first and keys them by clock hour', () => {
    const places = [
      placeFixture({ place_id: 'n', name: 'North', lat: 47.06, lng: 8.3093 }),
      placeFixture({ place_id: 'e', name: 'East', lat: 47.0502, lng: 8.33 }),
      placeFixture({ place_id: 's', name: 'South', lat: 47.04, lng: 8.3093 }),
    ];
    const facingNorth = placesAhead(places, here, 0);
    expect(facingNorth.map((p) => [p.name, p.hour])).toEqual([['North', 12]]);
    const facingEast = placesAhead(places, here, 60);
    expect(facingEast.map((p) => [p.name, p.hour])).toEqual([
      ['North', 10],
      ['East', 1],
    ]);
    expect(aheadKey(facingEast)).toBe('n@10|e@1');
    // A few degrees more do not change what is said.
    expect(aheadKey(placesAhead(places, here, 58))).toBe(aheadKey(facingEast));
  });
});

describe('stackCards', () => {
  it('puts cards in the same direction in one column, farthest first, anchored inside the clamps', () => {
    const stacks = stackCards([
      { id: 'a', x: 85, y: 50 },
      { id: 'b', x: 85, y: 30 },
      { id: 'c', x: 15, y: 45 },
      { id: 'd', x: 80, y: 10 },
    ]);
    expect(stacks.map((stack) => stack.cards.map((card) => card.id))).toEqual([['c'], ['d', 'b', 'a']]);
    expect(stacks[1]).toMatchObject({ x: 80, y: 20 }); // y 10 is clamped to the band's top (20 %)
  });
  it('keeps columns at least a card width apart', () => {
    const xs = [15, 20, 40, 47, 50, 60, 79, 85];
    const stacks = stackCards(xs.map((x) => ({ x, y: 35 })));
    for (let i = 1; i < stacks.length; i += 1)
      expect((stacks[i]?.x ?? 0) - (stacks[i - 1]?.x ?? 0)).toBeGreaterThanOrEqual(STACK_GAP_PCT);
    expect(stacks.flatMap((stack) => stack.cards)).toHaveLength(xs.length);
  });
});
