import type { FeedItem, FeedSection, Provenance, Unavailable } from '@swiss/contract';

/** Our own content (curated places, their festivals): the source every content-based item names. */
export const OUR_SOURCE = 'swiss-explorer';
export const OUR_ATTRIBUTION = 'Swiss Explorer';
/** The app's own anonymous view counts (trending venues). */
export const ANALYTICS_SOURCE = 'swiss-explorer-analytics';

/** Provenance of what we serve from our own data: never a sample, never stale (it is read from memory). */
export function ownProvenance(source: string, fetchedAt: Date, attribution = OUR_ATTRIBUTION): Provenance {
  return { source, attribution, licenceUrl: null, fetchedAt: fetchedAt.toISOString(), isSample: false, isStale: false };
}

type Required = Pick<FeedItem, 'id' | 'kind' | 'title' | 'description' | 'category' | 'provenance'>;

/** A feed item with every kind-specific field null unless given (the contract wants them all present). */
export function feedItem(fields: Required & Partial<FeedItem>): FeedItem {
  return {
    url: null,
    timestamp: null,
    priority: 'normal',
    location: null,
    distance_km: null,
    date: null,
    price: null,
    temp: null,
    condition: null,
    rate: null,
    change: null,
    explorer_place_id: null,
    ...fields,
  };
}

export const okSection = (items: FeedItem[]): FeedSection => ({ status: 'ok', items });

export function unavailable(capability: string, reason: Unavailable['reason']): Unavailable {
  return { status: 'unavailable', reason, capability };
}

export function isUnavailable<T extends object>(value: T | Unavailable): value is Unavailable {
  return 'status' in value && value.status === 'unavailable';
}

/** Cut a text to max characters on a word boundary where one is near, with an ellipsis (spec §9 truncation). */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Distance rounded to 0.1 km, as the other nearby lists give it. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10;
