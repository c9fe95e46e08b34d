import { AIRA_STORAGE_KEYS, airaPlaceSchema, type AiraPlace } from '@swiss/contract';
import * as z from 'zod/mini';
import { defineDeviceStore } from '../../../lib/device-store';

/**
 * A favorite: the place as it was saved plus when (spec §3 Favorite). Older records may carry the
 * identifiers the first app used (google_place_id, id).
 */
export const favoriteSchema = z.extend(airaPlaceSchema, {
  addedToFavorites: z.string(),
  google_place_id: z.optional(z.string()),
  id: z.optional(z.string()),
});
export type Favorite = z.infer<typeof favoriteSchema>;

type Identified = Pick<Favorite, 'place_id'> & Partial<Pick<Favorite, 'google_place_id' | 'id'>>;

/** Spec §3: a favorite is identified by google_place_id, else place_id, else id. */
export function favoriteKey(place: Identified): string {
  return place.google_place_id ?? place.place_id ?? place.id ?? '';
}

/** Spec §6: the list under 'aira_favorites'; records this version cannot read are dropped, not the list. */
export const favoritesStore = defineDeviceStore<Favorite[]>({
  key: AIRA_STORAGE_KEYS.favorites,
  schema: z.array(favoriteSchema),
  fallback: () => [],
  migrate: (stored) =>
    Array.isArray(stored)
      ? stored.flatMap((item) => {
          const parsed = favoriteSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        })
      : undefined,
});

export function isFavorite(favorites: readonly Favorite[], place: Identified): boolean {
  const key = favoriteKey(place);
  return favorites.some((favorite) => favoriteKey(favorite) === key);
}

/** Spec §4: toggling removes a place already present, otherwise adds it with a timestamp; kept at once. */
export function toggleFavorite(place: AiraPlace | Favorite, now: Date = new Date()): void {
  favoritesStore.update((favorites) => {
    const key = favoriteKey(place);
    if (favorites.some((favorite) => favoriteKey(favorite) === key))
      return favorites.filter((favorite) => favoriteKey(favorite) !== key);
    return [...favorites, { ...place, addedToFavorites: now.toISOString() }];
  });
}
