import type { Place } from '@swiss/contract';

/** MySwitzerland's search page: it always exists, unlike a destination page guessed from a title. */
const TOURISM_PORTAL_SEARCH = 'https://www.myswitzerland.com/en-ch/search/';

/**
 * Where "Official Source" leads: the place's official_url when the data has one, else the tourism portal's
 * search for the title. Never a page URL built from the title or id, which may not exist (issue 17).
 */
export function officialSourceUrl(place: Pick<Place, 'official_url' | 'title'>): string {
  if (place.official_url) return place.official_url;
  return `${TOURISM_PORTAL_SEARCH}?q=${encodeURIComponent(place.title)}`;
}
