import { AIRA, type AiraPlace } from '@swiss/contract';

/** The CO2 of one trip to a place, kg, by mode (spec §9 per-km factors). */
export interface TripCarbon {
  place: AiraPlace;
  km: number;
  car: number;
  transit: number;
  walking: number;
  cycling: number;
  /** What going by public transport instead of by car saves, kg. */
  savedByTransit: number;
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

export function tripCarbon(place: AiraPlace): TripCarbon {
  const km = place.distance;
  const factor = AIRA.carbonKgPerKm;
  const car = round(km * factor.car);
  const transit = round(km * factor.transit);
  return {
    place,
    km,
    car,
    transit,
    walking: round(km * factor.walking),
    cycling: round(km * factor.cycling),
    savedByTransit: round(car - transit),
  };
}

/** The Environmental Impact section: the nearest places with a known distance (999 km means unknown). */
export function nearestTrips(places: readonly AiraPlace[], count = 5): TripCarbon[] {
  return places
    .filter((place) => place.distance < AIRA.unknownDistanceKm)
    .slice()
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map(tripCarbon);
}

/**
 * A CO2 amount in the unit a visitor reads at a glance: grams under 1 kg (a walk across a square
 * is some grams, not "0 kg"), else kilograms to two decimals.
 */
export function co2Amount(kg: number): { unit: 'g' | 'kg'; value: number } {
  const grams = Math.round(kg * 1000);
  if (grams < 1000) return { unit: 'g', value: grams };
  return { unit: 'kg', value: Math.round(kg * 100) / 100 };
}
