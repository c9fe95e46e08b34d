/**
 * Coordinates of the nodes the wanted ways and relations refer to, in typed arrays: 24 bytes per
 * node (id, lat, lng as float64; OSM ids pass 2^32, float64 holds them exactly) instead of a Map of
 * objects (~100 bytes each). A Swiss extract's POI outlines refer to about a million nodes: ~24 MB.
 */
export class NodeIdList {
  private values = new Float64Array(1024);
  private length = 0;

  add(id: number): void {
    if (this.length === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = id;
    this.length += 1;
  }

  /** Sorted, without duplicates. */
  toSortedUnique(): Float64Array {
    const sorted = this.values.subarray(0, this.length).sort();
    let write = 0;
    for (let read = 0; read < sorted.length; read += 1) {
      if (write === 0 || sorted[read] !== sorted[write - 1]) {
        sorted[write] = sorted[read] as number;
        write += 1;
      }
    }
    return sorted.slice(0, write);
  }
}

export class NodeCoordinates {
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;

  constructor(private readonly ids: Float64Array) {
    this.lat = new Float64Array(ids.length).fill(Number.NaN);
    this.lng = new Float64Array(ids.length).fill(Number.NaN);
  }

  get size(): number {
    return this.ids.length;
  }

  private indexOf(id: number): number {
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const value = this.ids[middle] as number;
      if (value === id) return middle;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** Keeps the node's position if a wanted way or relation refers to it. */
  offer(id: number, lat: number, lng: number): void {
    const index = this.indexOf(id);
    if (index < 0) return;
    this.lat[index] = lat;
    this.lng[index] = lng;
  }

  /**
   * The mean of the referenced nodes' positions (a closed ring's repeated first node counted once),
   * or undefined when none is in the file (an extract cuts ways at its border).
   */
  centroid(refs: readonly number[]): { lat: number; lng: number } | undefined {
    const count = refs.length > 1 && refs[0] === refs[refs.length - 1] ? refs.length - 1 : refs.length;
    let sumLat = 0;
    let sumLng = 0;
    let found = 0;
    for (let i = 0; i < count; i += 1) {
      const index = this.indexOf(refs[i] as number);
      if (index < 0) continue;
      const lat = this.lat[index] as number;
      if (Number.isNaN(lat)) continue;
      sumLat += lat;
      sumLng += this.lng[index] as number;
      found += 1;
    }
    return found === 0 ? undefined : { lat: sumLat / found, lng: sumLng / found };
  }
}
