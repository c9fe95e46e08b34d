import { SUSTAINABILITY } from '@swiss/contract';
import { describe, expect, it } from 'vitest';
import { loadPlaces } from './places.js';
import { RUBRIC, scoreBreakdown, sustainabilityScore } from './sustainability.js';

const criteria = {
  unesco_site: false,
  protected_area: false,
  transit_access: 'car' as const,
  seasonality_pressure: 'high' as const,
  public_transit_tip: { en: 'x', de: 'x', fr: 'x', it: 'x' },
  seasonality_note: { en: 'x', de: 'x', fr: 'x', it: 'x' },
  low_impact_activity: { en: 'x', de: 'x', fr: 'x', it: 'x' },
};

describe('sustainability score', () => {
  it('adds up the documented criteria', () => {
    expect(sustainabilityScore({ sustainability: criteria, bestSeasons: ['summer'] })).toBe(10);
    expect(
      sustainabilityScore({
        sustainability: {
          ...criteria,
          unesco_site: true,
          protected_area: true,
          transit_access: 'rail',
          seasonality_pressure: 'low',
        },
        bestSeasons: ['spring', 'summer', 'autumn', 'winter'],
      }),
    ).toBe(100);
    expect(
      sustainabilityScore({
        sustainability: { ...criteria, transit_access: 'bus_or_boat', seasonality_pressure: 'medium' },
        bestSeasons: ['summer', 'autumn'],
      }),
    ).toBe(10 + 25 + 10 + 5);
  });

  it('has a maximum of 100 and explains every part', () => {
    const { parts } = scoreBreakdown(criteria, ['summer']);
    expect(parts.reduce((sum, p) => sum + p.max, 0)).toBe(100);
    expect(Math.max(...Object.values(RUBRIC.transit))).toBe(30);
  });

  it('spreads the dataset across the scale, with some green leaders and sustainable badges', () => {
    const scores = loadPlaces().map((p) => sustainabilityScore(p));
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...scores)).toBeLessThanOrEqual(100);
    expect(scores.filter((s) => s > SUSTAINABILITY.greenLeaderAbove).length).toBeGreaterThan(10);
    expect(scores.filter((s) => s >= SUSTAINABILITY.sustainableBadgeAt).length).toBeGreaterThan(10);
    expect(scores.filter((s) => s < 60).length).toBeGreaterThan(10);
  });
});
