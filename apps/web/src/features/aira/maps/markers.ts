import { AR_STORAGE_KEYS, mapMarkerSchema, mapMarkersSchema, type MapMarker } from '@swiss/contract';
import { defineDeviceStore } from '../../../lib/device-store';

/**
 * The visitor's map markers, kept on the device (spec §4: the list grows on Add Marker). Records this
 * version cannot read are dropped, not the list.
 */
export const markersStore = defineDeviceStore<MapMarker[]>({
  key: AR_STORAGE_KEYS.markers,
  schema: mapMarkersSchema,
  fallback: () => [],
  migrate: (stored) =>
    Array.isArray(stored)
      ? stored
          .flatMap((item) => {
            const parsed = mapMarkerSchema.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          })
          .slice(-MAX_MARKERS)
      : undefined,
});

/** mapMarkersSchema's cap: the oldest marker gives way to a new one beyond it. */
export const MAX_MARKERS = 200;

/** The next free number for "Marker {n}": one more than the list, skipping a label already taken. */
export function nextMarkerNumber(markers: readonly MapMarker[], labelFor: (n: number) => string): number {
  const taken = new Set(markers.map((marker) => marker.label));
  let n = markers.length + 1;
  while (taken.has(labelFor(n))) n += 1;
  return n;
}

function newId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Adds a marker at a point with the label "Marker {n}" (in the visitor's language); kept at once. */
export function addMarker(
  at: { lat: number; lng: number },
  labelFor: (n: number) => string,
  now: Date = new Date(),
): MapMarker {
  const current = markersStore.get();
  const marker: MapMarker = {
    id: newId(),
    lat: at.lat,
    lng: at.lng,
    label: labelFor(nextMarkerNumber(current, labelFor)).slice(0, 120),
    addedAt: now.toISOString(),
  };
  markersStore.set([...current, marker].slice(-MAX_MARKERS));
  return marker;
}

export function removeMarker(id: string): void {
  markersStore.update((markers) => markers.filter((marker) => marker.id !== id));
}
