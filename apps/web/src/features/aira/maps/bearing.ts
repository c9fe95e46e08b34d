/** The eight compass points, clockwise from north; their words are in the locale files (aira.maps.compass). */
export const COMPASS_POINTS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** 0-359 degrees clockwise from north -> the nearest of the eight points (45° each, north = 337.5-22.5). */
export function compassPoint(bearingDeg: number): CompassPoint {
  const normalised = ((bearingDeg % 360) + 360) % 360;
  return COMPASS_POINTS[Math.round(normalised / 45) % 8] ?? 'n';
}

/** A straight-line distance for people: metres under 1 km (to 10 m), one decimal above. */
export function formatMetres(metres: number, locale: string): string {
  if (metres < 1000) {
    const rounded = metres < 100 ? Math.round(metres) : Math.round(metres / 10) * 10;
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(rounded)} m`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(metres / 1000)} km`;
}
