import type { NearbyPlace, PlaceSource } from '@swiss/contract';
import { aiInsightSetSchema } from '@swiss/contract';
import { buildInsightSet, loadPlaces } from '@swiss/content';
import { describe, expect, it } from 'vitest';
import { evaluationPlace } from './evaluation/evaluate.js';

const source = (id: string): PlaceSource => {
  const found = loadPlaces().find((p) => p.id === id);
  if (!found) throw new Error(id);
  return found;
};
const near = (id: string, km: number): NearbyPlace => ({
  id,
  title: id,
  category_key: 'big_lakes',
  type: 'big_lake',
  distance_km: km,
  lat: 47.5,
  lng: 9.5,
});

describe('buildInsightSet', () => {
  it('fills sections from the place data only, and leaves the ones our data lacks empty', () => {
    const set = aiInsightSetSchema.parse(buildInsightSet(evaluationPlace(source('bodensee'), 'en'), [], 'en'));
    // The one place whose texts name nothing to photograph.
    expect(buildInsightSet(evaluationPlace(source('glarner-schabziger'), 'en'), [], 'en').photoSpots).toEqual([]);
    expect(set.nearbyPlaces).toEqual([]);
    expect(set.eventsSeasonality.map((e) => e.event)).toEqual(['Best seasons']);
    expect(set.quickFacts[0]).toEqual({ icon: '⛰️', label: 'Elevation', value: '395 m' });
  });

  it('takes photo spots, station and neighbours from the data, with no times or reasons made up', () => {
    const place = evaluationPlace(source('rheinfall'), 'en');
    const set = buildInsightSet(place, [near('a', 2), near('b', 12), near('c', 40)], 'en');
    expect(set.photoSpots[0]).toEqual({ spot: 'Schloss Laufen viewing platforms', time: '', why: '' });
    expect(set.gettingThere.startsWith('Nearest station: Neuhausen Rheinfall')).toBe(true);
    const [loop, family, budget] = set.miniItineraries;
    expect(loop?.activities.at(-1)).toBe('Continue to a (2 km away).');
    expect(family?.activities.at(-1)).toBe('Stop for a photo: Schloss Laufen viewing platforms.');
    expect(budget?.activities.slice(-2)).toEqual(['Continue to a (2 km away).', 'Continue to b (12 km away).']);
    expect(set.nearbyPlaces.map((n) => n.distance_km)).toEqual([2, 12, 40]);
  });

  it('gives a chocolate maker chocolate to taste, in the requested language', () => {
    const set = buildInsightSet(evaluationPlace(source('maison-cailler'), 'it'), [], 'it');
    expect(set.foodAndDrinks.map((f) => f.item).join(' ')).toMatch(/cioccolat/i);
    expect(set.miniItineraries[0]?.name).toBe('Giro di 3 ore');
  });
});
