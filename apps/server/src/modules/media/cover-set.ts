import { CATEGORY_KEYS, type CategoryKey, type Place } from '@swiss/contract';
import { CATEGORY_DEFINITIONS } from '@swiss/content';
import { coverSvg } from './cover.js';

const COLORS = new Map(CATEGORY_DEFINITIONS.map((c) => [c.key, c.color]));

/** The generated cover of a place (GET /api/media/cover/{id}); from the English record, as every cover is. */
export function placeCoverSvg(place: Place): string {
  return coverSvg({
    id: place.id,
    title: place.local_title,
    categoryKey: place.category_key,
    color: COLORS.get(place.category_key) ?? '#1d4e89',
    elevation: place.elevation,
    caption: place.canton,
  });
}

/** The placeholder of a category (GET /api/media/placeholder/{key}), shown when an image fails. */
export function categoryPlaceholderSvg(key: CategoryKey): string {
  const definition = CATEGORY_DEFINITIONS.find((c) => c.key === key);
  return coverSvg({
    id: key,
    title: definition?.name.en ?? key,
    categoryKey: key,
    color: COLORS.get(key) ?? '#1d4e89',
    elevation: null,
    caption: '',
  });
}

/**
 * Every cover the offline catalog shows, for GET /api/media/covers: the covers of the places
 * without a photo (a photo replaces the cover everywhere) and every category's placeholder.
 */
export function coverSet(places: readonly Place[]): {
  covers: Record<string, string>;
  placeholders: Record<string, string>;
} {
  return {
    covers: Object.fromEntries(places.filter((p) => !p.photo).map((p) => [p.id, placeCoverSvg(p)])),
    placeholders: Object.fromEntries(CATEGORY_KEYS.map((key) => [key, categoryPlaceholderSvg(key)])),
  };
}
