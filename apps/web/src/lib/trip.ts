import { STORAGE_KEYS } from '@swiss/contract';
import { DEFAULT_TRIP_DURATION, moveItem, type TripPlanItem } from '@swiss/content/trip-plan';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/** A trip plan item (spec: id, name, type, duration; default duration 2-3h). */
export type TripItem = TripPlanItem;

export const DEFAULT_DURATION = DEFAULT_TRIP_DURATION;
const listeners = new Set<() => void>();
let items: TripItem[] = readItems();

function readItems(): TripItem[] {
  const stored = storage.getJson<unknown>(STORAGE_KEYS.trip);
  if (!Array.isArray(stored)) return [];
  return stored
    .filter(
      (i): i is TripItem =>
        typeof i === 'object' &&
        i !== null &&
        typeof (i as TripItem).id === 'string' &&
        typeof (i as TripItem).name === 'string',
    )
    .map((i) => ({
      ...i,
      type: typeof i.type === 'string' ? i.type : '',
      duration: typeof i.duration === 'string' ? i.duration : DEFAULT_DURATION,
    }));
}

function write(next: TripItem[]): void {
  items = next;
  storage.setJson(STORAGE_KEYS.trip, next);
  for (const listener of listeners) listener();
}

/** The trip plan kept on the device; every view that uses it re-renders on change. */
export const trip = {
  items: (): TripItem[] => items,
  has: (id: string): boolean => items.some((i) => i.id === id),
  add: (item: Omit<TripItem, 'duration'> & { duration?: string }): void => {
    if (items.some((i) => i.id === item.id)) return;
    write([...items, { ...item, duration: item.duration ?? DEFAULT_DURATION }]);
  },
  remove: (id: string): void => write(items.filter((i) => i.id !== id)),
  /** Moves an item up (-1) or down (+1). */
  move: (id: string, delta: number): void =>
    write(
      moveItem(
        items,
        items.findIndex((i) => i.id === id),
        delta,
      ),
    ),
  setDuration: (id: string, duration: string): void => write(items.map((i) => (i.id === id ? { ...i, duration } : i))),
  /** Replaces the whole plan (an imported share link). */
  replace: (next: TripItem[]): void => write(next),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab changed the plan: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.trip) return;
    items = readItems();
    for (const listener of listeners) listener();
  });
}

export function useTrip(): TripItem[] {
  return useSyncExternalStore(trip.subscribe, trip.items, trip.items);
}
