import type { FeedItem } from '@swiss/contract';

/** A feed item for tests, with an SRF News credit. */
export function feedItem(id: string, overrides: Partial<FeedItem> = {}): FeedItem {
  return {
    id,
    kind: 'news',
    title: `Headline ${id}`,
    description: '',
    category: 'news',
    url: null,
    timestamp: '2026-11-26T10:00:00Z',
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
    provenance: {
      source: 'rss',
      attribution: 'SRF News',
      licenceUrl: null,
      fetchedAt: '2026-11-26T13:05:00Z',
      isSample: false,
      isStale: false,
    },
    ...overrides,
  };
}
