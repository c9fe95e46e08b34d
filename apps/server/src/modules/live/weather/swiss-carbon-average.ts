import { inMultiPolygon, swissBoundaries } from '@swiss/content/geo';
import type { CarbonData } from '../live-sources.js';

/**
 * The carbon intensity of electricity consumed in Switzerland over a whole year: 98 gCO2eq/kWh
 * (98 kg per MWh) in 2018, imports included, from the University of Geneva's (UNIGE) consumption-mix
 * study as reported by Le News on 23 December 2022
 * (https://lenews.ch/2022/12/23/new-platform-shows-switzerlands-true-electricity-emissions).
 * Shown only for Swiss positions without a live value, and labelled as an annual average. The
 * production mix (about 33 g/kWh) would understate what a Swiss plug draws, so it is not used.
 */
export const SWISS_ANNUAL_AVERAGE = {
  gramsPerKwh: 98,
  year: 2018,
  source: 'University of Geneva (UNIGE), Swiss consumption mix 2018, via Le News 2022-12-23',
  url: 'https://lenews.ch/2022/12/23/new-platform-shows-switzerlands-true-electricity-emissions',
  publishedAt: '2022-12-23T00:00:00.000Z',
} as const;

/** Inside Switzerland's (generalized) outline. */
export function inSwitzerland(lat: number, lng: number): boolean {
  return inMultiPolygon(lng, lat, swissBoundaries().country);
}

/** The documented average for a Swiss position; null elsewhere (no invented figure for other grids). */
export function swissAverageCarbon(lat: number, lng: number): CarbonData | null {
  if (!inSwitzerland(lat, lng)) return null;
  return {
    zone: 'CH',
    carbonIntensity: SWISS_ANNUAL_AVERAGE.gramsPerKwh,
    fossilFuelPercentage: null,
    isAverage: true,
    year: SWISS_ANNUAL_AVERAGE.year,
    provenance: {
      source: 'swiss-annual-average',
      attribution: `Annual average ${SWISS_ANNUAL_AVERAGE.year}: ${SWISS_ANNUAL_AVERAGE.source}`,
      licenceUrl: SWISS_ANNUAL_AVERAGE.url,
      // When the figure was published: it is a documented value, not a live answer.
      fetchedAt: SWISS_ANNUAL_AVERAGE.publishedAt,
      isSample: false,
      isStale: false,
    },
  };
}
