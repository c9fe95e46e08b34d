import { STORAGE_KEYS } from '@swiss/contract';
import { DEFAULT_TRIP_DURATION, moveItem, type TripPlanItem } from '@swiss/content/trip-plan';
import * as z from 'zod/mini';
import { defineDeviceStore, useDeviceStore } from './device-store';

/** A trip plan item (spec: id, name, type, duration; default duration 2-3h). */
export type TripItem = TripPlanItem;

export const DEFAULT_DURATION = DEFAULT_TRIP_DURATION;

// Loose: fields a newer version adds to an item survive an older tab's rewrite.
const itemSchema = z.looseObject({ id: z.string(), name: z.string(), type: z.string(), duration: z.string() });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Items saved before type and duration were kept (or with them broken) get the defaults; nameless ones drop. */
function migrateItems(stored: unknown): TripItem[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  return stored
    .filter((i): i is Record<string, unknown> => isRecord(i) && typeof i.id === 'string' && typeof i.name === 'string')
    .map((i) => ({
      ...i,
      id: i.id as string,
      name: i.name as string,
      type: typeof i.type === 'string' ? i.type : '',
      duration: typeof i.duration === 'string' ? i.duration : DEFAULT_DURATION,
    }));
}

const store = defineDeviceStore<TripItem[]>({
  key: STORAGE_KEYS.trip,
  schema: z.array(itemSchema),
  fallback: [],
  migrate: migrateItems,
});

/** The trip plan kept on the device; every view that uses it re-renders on change (also from another tab). */
export const trip = {
  items: (): TripItem[] => store.get(),
  has: (id: string): boolean => store.get().some((i) => i.id === id),
  add: (item: Omit<TripItem, 'duration'> & { duration?: string }): void => {
    if (trip.has(item.id)) return;
    store.update((items) => [...items, { ...item, duration: item.duration ?? DEFAULT_DURATION }]);
  },
  remove: (id: string): void => store.update((items) => items.filter((i) => i.id !== id)),
  /** Moves an item up (-1) or down (+1). */
  move: (id: string, delta: number): void =>
    store.update((items) =>
      moveItem(
        items,
        items.findIndex((i) => i.id === id),
        delta,
      ),
    ),
  setDuration: (id: string, duration: string): void =>
    store.update((items) => items.map((i) => (i.id === id ? { ...i, duration } : i))),
  /** Replaces the whole plan (an imported share link). */
  replace: (next: TripItem[]): void => store.set(next),
  subscribe: store.subscribe,
};

export function useTrip(): TripItem[] {
  return useDeviceStore(store);
}
