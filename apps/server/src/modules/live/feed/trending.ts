import { LIVE, type FeedItem, type Language } from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import type { Database } from '@swiss/db';
import { placeViewsBetween, utcDay } from '../../analytics/index.js';
import type { CatalogSnapshot } from '../../catalog/index.js';
import { ANALYTICS_SOURCE, feedItem, ownProvenance, roundKm, truncate } from './feed-item.js';

/** Trending venues are the places viewed within this distance of the visitor. */
export const TRENDING_RADIUS_KM = 50;
/** The view counts are read again at most this often: one query a minute for every visitor together. */
const COUNTS_TTL_MS = 60_000;
const WEEK_DAYS = 7;

interface Counts {
  at: number;
  fetchedAt: Date;
  views: { placeId: string; views: number }[];
}

/**
 * The most viewed places near a position from our own anonymous analytics (place_view counters of
 * the last 7 days), labelled as popular in this app. The week's counts are held for a minute.
 */
export class TrendingVenues {
  private counts: Counts | undefined;
  private loading: Promise<Counts> | undefined;

  constructor(
    private readonly db: Database,
    private readonly catalog: () => CatalogSnapshot,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async weekCounts(): Promise<Counts> {
    const now = this.now();
    if (this.counts && now.getTime() - this.counts.at < COUNTS_TTL_MS) return this.counts;
    // One query for everyone asking while it runs.
    this.loading ??= (async () => {
      try {
        const from = utcDay(new Date(now.getTime() - (WEEK_DAYS - 1) * 86_400_000));
        const views = await placeViewsBetween(this.db, from, utcDay(now));
        this.counts = { at: now.getTime(), fetchedAt: now, views };
        return this.counts;
      } finally {
        this.loading = undefined;
      }
    })();
    return this.loading;
  }

  /** Up to limit places (cap 12) viewed this week within 50 km, most viewed first, then nearest. */
  async near(options: { lat: number; lng: number; limit: number; lang: Language }): Promise<FeedItem[]> {
    const { views, fetchedAt } = await this.weekCounts();
    const catalog = this.catalog();
    const found: { item: FeedItem; views: number; km: number }[] = [];
    for (const { placeId, views: count } of views) {
      const place = catalog.place(options.lang, placeId);
      if (!place || count <= 0) continue;
      const km = distanceKm({ lat: options.lat, lng: options.lng }, place.coordinates);
      if (km > TRENDING_RADIUS_KM) continue;
      found.push({
        views: count,
        km,
        item: feedItem({
          id: `trending:${place.id}`,
          kind: 'trending',
          title: place.title,
          // English, for clients that do not read `views`; the web says the count in the visitor's language.
          description: truncate(
            `Popular in this app: ${count} ${count === 1 ? 'view' : 'views'} this week`,
            LIVE.truncate.description,
          ),
          category: 'trending',
          location: place.region || place.canton,
          distance_km: roundKm(km),
          views: count,
          explorer_place_id: place.id,
          priority: 'normal',
          provenance: ownProvenance(ANALYTICS_SOURCE, fetchedAt, 'Swiss Explorer (anonymous view counts)'),
        }),
      });
    }
    found.sort((a, b) => b.views - a.views || a.km - b.km);
    return found.slice(0, Math.min(options.limit, LIVE.caps.venues)).map((f) => f.item);
  }
}
