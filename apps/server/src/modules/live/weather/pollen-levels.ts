/**
 * Pollen grains/m³ -> the spec's level 1-5 (§9: moderate at 3, high at 4 and above).
 *
 * Bands: the American Academy of Allergy, Asthma & Immunology (AAAAI) National Allergy Bureau's
 * pollen-count levels per plant group, as quoted e.g. by the Canton (Ohio) City Public Health lab
 * (cantonhealth.org/lab/?pg=255):
 *   trees   low 1-14,  moderate 15-89,  high 90-1499,  very high >= 1500
 *   grasses low 1-4,   moderate 5-19,   high 20-199,   very high >= 200
 *   weeds   low 1-9,   moderate 10-49,  high 50-499,   very high >= 500
 * Our level 1 is "none" (under 1 grain/m³); levels 2-5 are AAAAI's low, moderate, high, very high.
 * Open-Meteo's kinds belong to the groups: alder, birch and olive are trees; grass is grasses;
 * mugwort and ragweed are weeds.
 */
type Group = 'trees' | 'grasses' | 'weeds';

/** The lower bound of AAAAI's moderate, high and very high bands per group (grains/m³). */
const BANDS: Record<Group, readonly [number, number, number]> = {
  trees: [15, 90, 1500],
  grasses: [5, 20, 200],
  weeds: [10, 50, 500],
};

/** Open-Meteo's air-quality variables, by our kind name. */
export const POLLEN_KINDS = {
  alder: { variable: 'alder_pollen', group: 'trees' },
  birch: { variable: 'birch_pollen', group: 'trees' },
  grass: { variable: 'grass_pollen', group: 'grasses' },
  mugwort: { variable: 'mugwort_pollen', group: 'weeds' },
  olive: { variable: 'olive_pollen', group: 'trees' },
  ragweed: { variable: 'ragweed_pollen', group: 'weeds' },
} as const satisfies Record<string, { variable: string; group: Group }>;

export type PollenKind = keyof typeof POLLEN_KINDS;

export function pollenLevel(kind: PollenKind, grainsPerM3: number): 1 | 2 | 3 | 4 | 5 {
  if (grainsPerM3 < 1) return 1;
  const [moderate, high, veryHigh] = BANDS[POLLEN_KINDS[kind].group];
  if (grainsPerM3 >= veryHigh) return 5;
  if (grainsPerM3 >= high) return 4;
  if (grainsPerM3 >= moderate) return 3;
  return 2;
}
