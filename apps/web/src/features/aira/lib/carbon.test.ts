import { describe, expect, it } from 'vitest';
import { co2Amount, nearestTrips, tripCarbon } from './carbon';
import { placeFixture } from './place-fixture';

describe('carbon (spec §9: car 0.21, transit 0.089, walking and cycling 0 kg CO2 per km)', () => {
  it('computes a 10 km trip', () => {
    const trip = tripCarbon(placeFixture({ distance: 10 }));
    expect(trip).toMatchObject({ km: 10, car: 2.1, transit: 0.89, walking: 0, cycling: 0, savedByTransit: 1.21 });
  });

  it('takes the nearest five places with a known distance', () => {
    const places = [7, 999, 1, 3, 0.5, 12, 2, 4].map((distance, i) => placeFixture({ place_id: `p${i}`, distance }));
    expect(nearestTrips(places).map((trip) => trip.km)).toEqual([0.5, 1, 2, 3, 4]);
    expect(nearestTrips([])).toEqual([]);
  });

  it('says grams under 1 kg and kilograms above, never "0 kg" for a short trip', () => {
    // 80 m by car: 0.0168 kg.
    expect(co2Amount(tripCarbon(placeFixture({ distance: 0.08 })).car)).toEqual({ unit: 'g', value: 17 });
    expect(co2Amount(0)).toEqual({ unit: 'g', value: 0 });
    expect(co2Amount(0.9994)).toEqual({ unit: 'g', value: 999 });
    expect(co2Amount(0.9996)).toEqual({ unit: 'kg', value: 1 });
    expect(co2Amount(2.1)).toEqual({ unit: 'kg', value: 2.1 });
    expect(co2Amount(1.234)).toEqual({ unit: 'kg', value: 1.23 });
  });
});
