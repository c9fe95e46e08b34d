import type { PlaceSource } from '@swiss/contract';

type Criteria = Pick<
  PlaceSource['sustainability'],
  'unesco_site' | 'protected_area' | 'transit_access' | 'seasonality_pressure'
>;

/**
 * The sustainability score (0-100) is computed from documented criteria, never typed in. The
 * rubric is shown to users (RUBRIC) and explained in packages/content/README.md.
 */
export const RUBRIC = {
  lowImpactActivity: 10, // a documented low-impact way to enjoy the place (every place has one)
  transit: { rail: 30, bus_or_boat: 25, mountain_railway: 20, hike: 15, car: 0 },
  protectedArea: 20,
  unesco: 10,
  seasonalityPressure: { low: 20, medium: 10, high: 0 },
  yearRound: { 1: 0, 2: 5, 3: 10, 4: 10 } as Record<number, number>, // seasons worth visiting spread the crowds
} as const;

export interface ScoreBreakdown {
  score: number;
  parts: { criterion: keyof typeof RUBRIC; points: number; max: number }[];
}

export function scoreBreakdown(criteria: Criteria, bestSeasons: readonly string[]): ScoreBreakdown {
  const parts: ScoreBreakdown['parts'] = [
    { criterion: 'lowImpactActivity', points: RUBRIC.lowImpactActivity, max: 10 },
    { criterion: 'transit', points: RUBRIC.transit[criteria.transit_access], max: 30 },
    { criterion: 'protectedArea', points: criteria.protected_area ? RUBRIC.protectedArea : 0, max: 20 },
    { criterion: 'unesco', points: criteria.unesco_site ? RUBRIC.unesco : 0, max: 10 },
    { criterion: 'seasonalityPressure', points: RUBRIC.seasonalityPressure[criteria.seasonality_pressure], max: 20 },
    { criterion: 'yearRound', points: RUBRIC.yearRound[new Set(bestSeasons).size] ?? 0, max: 10 },
  ];
  return { score: parts.reduce((sum, p) => sum + p.points, 0), parts };
}

export function sustainabilityScore(place: Pick<PlaceSource, 'sustainability' | 'bestSeasons'>): number {
  return scoreBreakdown(place.sustainability, place.bestSeasons).score;
}
