import {
  PAGING,
  PLACEHOLDER_TITLE,
  v2PlacesResponseSchema,
  v2PlacesUrl,
  type CategoryKey,
  type Language,
  type Place,
} from '@swiss/contract';
import { getJson } from '../../../lib/api-client';

export interface CategoryPlaces {
  places: Place[];
  /** What the server says the category holds. */
  total: number;
}

/**
 * All places of a category, by the spec's paging rule: pages of 50 while a page comes back full,
 * the total is not reached and the page number is under 10. Placeholder titles are dropped, except
 * in mountains_glaciers, which keeps all entries.
 */
export async function loadCategoryPlaces(
  key: CategoryKey,
  lang: Language,
  signal?: AbortSignal,
): Promise<CategoryPlaces> {
  const places: Place[] = [];
  let total = 0;
  for (let page = 1; page <= PAGING.v2MaxPages; page += 1) {
    const response = await getJson(v2PlacesUrl(key, page, lang), v2PlacesResponseSchema, { signal });
    places.push(...response.places);
    total = response.total;
    if (response.places.length < PAGING.v2PageSize || places.length >= total) break;
  }
  const kept = key === 'mountains_glaciers' ? places : places.filter((p) => !PLACEHOLDER_TITLE.test(p.title));
  return { places: kept, total };
}
