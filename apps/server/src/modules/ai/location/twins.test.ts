import { describe, expect, it } from 'vitest';
import { withoutTwins } from './facts.js';
import { testPoi } from './test-pois.js';

const waterfall = (name: string, lat: number, curated: boolean, distance: number) =>
  testPoi({ name, category: 'attractions', types: ['waterfall'], distance, lat, lng: 7.91, explorer_place_id: curated ? 'staubbachfall' : null }); // prettier-ignore

describe('withoutTwins: one entry per place', () => {
  it('keeps our curated place, not the map entry of the same waterfall 200 m away', () => {
    const places = [waterfall('Staubbachfall', 46.5955, false, 0.8), waterfall('Staubbach Falls', 46.5937, true, 1.0)];
    expect(withoutTwins(places).map((p) => p.name)).toEqual(['Staubbach Falls']);
  });

  it('keeps two map entries whose names start alike, and a namesake far away', () => {
    const hotels = [
      testPoi({ name: 'Hotel Bellevue', category: 'hotels', types: ['hotel'], distance: 0.1 }),
      testPoi({ name: 'Hotel Belvedere', category: 'hotels', types: ['hotel'], distance: 0.2 }),
    ];
    expect(withoutTwins(hotels)).toHaveLength(2);
    const far = [waterfall('Staubbachfall', 46.5955, false, 0.8), waterfall('Staubbach Falls', 46.7, true, 12)];
    expect(withoutTwins(far)).toHaveLength(2);
  });
});
