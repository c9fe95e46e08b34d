import type { AiraCategoryId } from '@swiss/contract';
import { useSyncExternalStore } from 'react';

/**
 * The category the home's places list shows (its category cards), shared with the header's
 * modals: the Maps modal's Nearby asks for the same category. A search keeps the last category.
 */
let active: AiraCategoryId = 'all';
const listeners = new Set<() => void>();

export function setActiveCategory(category: AiraCategoryId): void {
  if (category === active) return;
  active = category;
  for (const listener of listeners) listener();
}

export function getActiveCategory(): AiraCategoryId {
  return active;
}

export function useActiveCategory(): AiraCategoryId {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getActiveCategory,
    getActiveCategory,
  );
}
