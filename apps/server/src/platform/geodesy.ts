/** A position in WGS 84 degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG), metres: a sphere is within 0.5 % of the ellipsoid, plenty for "how far". */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance, metres (haversine: stable for the short distances asked here). */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Initial bearing from a to b, whole degrees clockwise from true north, 0-359 (what a compass or the
 * AR camera's heading compares with). The same point gives 0.
 */
export function bearingDeg(a: LatLng, b: LatLng): number {
  const lat1 = rad(a.lat);
  const lat2 = rad(b.lat);
  const dLng = rad(b.lng - a.lng);
  const y = Math.sin(dLng) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng);
  const degrees = (Math.atan2(y, x) * 180) / Math.PI;
  // Rounded first: 359.6 rounds to 360, which is north again.
  return (Math.round(degrees) + 360) % 360;
}
