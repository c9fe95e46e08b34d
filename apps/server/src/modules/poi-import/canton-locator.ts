import { swissBoundaries, type MultiPolygon } from '@swiss/content/outlines';

/** Switzerland's bounding box with a margin: anything outside is border spill of the extract. */
export const SWISS_BBOX = { minLat: 45.8, maxLat: 47.85, minLng: 5.9, maxLng: 10.55 } as const;

const ROW_DEG = 0.01; // ~1.1 km bands of latitude
// The outlines are generalized: a point this close outside one (~150 m) still counts as inside it.
const TOLERANCE_LAT = 0.0014;
const TOLERANCE_LNG = 0.002;

/**
 * Which canton a point lies in, for hundreds of thousands of points: the canton rings' edges are
 * sorted into bands of latitude, so the even-odd ray test of a point walks only the few hundred
 * edges of its band instead of the 46,000 of all the outlines.
 */
export class CantonLocator {
  private readonly codes: string[];
  /** Per band: flat [x1, y1, x2, y2, cantonIndex] quintuples. */
  private readonly bands: Float64Array[];
  private readonly parity: Uint8Array;

  constructor(cantons: ReadonlyMap<string, MultiPolygon> = swissBoundaries().cantons) {
    this.codes = [...cantons.keys()];
    this.parity = new Uint8Array(this.codes.length);
    const bandCount = Math.ceil((SWISS_BBOX.maxLat - SWISS_BBOX.minLat) / ROW_DEG);
    const lists: number[][] = Array.from({ length: bandCount }, () => []);
    this.codes.forEach((code, index) => {
      for (const polygon of cantons.get(code) ?? []) {
        for (const ring of polygon) {
          for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
            const [x1, y1] = ring[j] as [number, number];
            const [x2, y2] = ring[i] as [number, number];
            const from = this.band(Math.min(y1, y2));
            const to = this.band(Math.max(y1, y2));
            for (let b = Math.max(0, from); b <= Math.min(bandCount - 1, to); b += 1)
              lists[b]?.push(x1, y1, x2, y2, index);
          }
        }
      }
    });
    this.bands = lists.map((list) => Float64Array.from(list));
  }

  private band(lat: number): number {
    return Math.floor((lat - SWISS_BBOX.minLat) / ROW_DEG);
  }

  private exact(lat: number, lng: number): string | null {
    const edges = this.bands[this.band(lat)];
    if (!edges) return null;
    this.parity.fill(0);
    for (let k = 0; k < edges.length; k += 5) {
      const x1 = edges[k] as number;
      const y1 = edges[k + 1] as number;
      const x2 = edges[k + 2] as number;
      const y2 = edges[k + 3] as number;
      if (y1 > lat !== y2 > lat && lng < ((x2 - x1) * (lat - y1)) / (y2 - y1) + x1) {
        const index = edges[k + 4] as number;
        this.parity[index] = (this.parity[index] as number) ^ 1;
      }
    }
    const found = this.parity.indexOf(1);
    return found < 0 ? null : (this.codes[found] ?? null);
  }

  /** The canton's code (e.g. 'ZH'), or null outside Switzerland (beyond the ~150 m tolerance). */
  locate(lat: number, lng: number): string | null {
    if (lat < SWISS_BBOX.minLat || lat > SWISS_BBOX.maxLat || lng < SWISS_BBOX.minLng || lng > SWISS_BBOX.maxLng)
      return null;
    return (
      this.exact(lat, lng) ??
      this.exact(lat + TOLERANCE_LAT, lng) ??
      this.exact(lat - TOLERANCE_LAT, lng) ??
      this.exact(lat, lng + TOLERANCE_LNG) ??
      this.exact(lat, lng - TOLERANCE_LNG)
    );
  }
}
