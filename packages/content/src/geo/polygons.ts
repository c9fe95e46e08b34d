/** Minimal planar geometry on WGS84 degrees: enough for "is this point in Switzerland/canton X". */
export type Ring = [number, number][]; // [lng, lat]
export type Polygon = Ring[]; // outer ring first, then holes
export type MultiPolygon = Polygon[];

function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function inPolygon(lng: number, lat: number, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  return !!outer && inRing(lng, lat, outer) && !holes.some((h) => inRing(lng, lat, h));
}

export function inMultiPolygon(lng: number, lat: number, multi: MultiPolygon): boolean {
  return multi.some((p) => inPolygon(lng, lat, p));
}

const KM_PER_DEG_LAT = 111.32;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Distance in km from a point to the nearest edge of a multipolygon (0 when inside). */
export function distanceToMultiPolygonKm(lng: number, lat: number, multi: MultiPolygon): number {
  if (inMultiPolygon(lng, lat, multi)) return 0;
  const kx = KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const polygon of multi) {
    for (const ring of polygon) {
      for (let i = 1; i < ring.length; i += 1) {
        const [x1, y1] = ring[i - 1] as [number, number];
        const [x2, y2] = ring[i] as [number, number];
        const ax = (x1 - lng) * kx;
        const ay = (y1 - lat) * KM_PER_DEG_LAT;
        const bx = (x2 - lng) * kx;
        const by = (y2 - lat) * KM_PER_DEG_LAT;
        const dx = bx - ax;
        const dy = by - ay;
        const t = dx === 0 && dy === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / (dx * dx + dy * dy)));
        best = Math.min(best, Math.hypot(ax + t * dx, ay + t * dy));
      }
    }
  }
  return best;
}
