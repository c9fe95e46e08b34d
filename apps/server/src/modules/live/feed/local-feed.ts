import { LIVE, type FeedItem, type Language } from '@swiss/contract';
import type { Database } from '@swiss/db';
import type { CatalogSnapshot } from '../../catalog/index.js';
import type { DiscoverSwissEvents } from './discover-swiss.js';
import { mergeEvents, nearbyEvents, nearbyMusic } from './events.js';
import { TrendingVenues } from './trending.js';
import { curatedSummaries, type WikipediaNearby } from './wikipedia.js';
import type { LocalFeed } from './whats-happening.js';

/** The whole dataset: the events section lists the nearest anywhere in the country. */
const ANYWHERE_KM = 1000;

/**
 * The feed sections from our own content (events, music, trending) and the nearby articles
 * (Wikipedia when configured and answering, else our places' summaries). Shared by the single
 * endpoints and the whats-happening aggregate.
 */
export class ContentFeed implements LocalFeed {
  readonly trendingVenues: TrendingVenues;

  constructor(
    private readonly catalog: () => CatalogSnapshot,
    db: Database,
    private readonly wikipedia: WikipediaNearby | undefined,
    private readonly now: () => Date = () => new Date(),
    /** An events provider by settings (EVENTS_PROVIDER); undefined: our dataset's events only. */
    private readonly eventsProvider?: Pick<DiscoverSwissEvents, 'nearby'>,
  ) {
    this.trendingVenues = new TrendingVenues(db, catalog, now);
  }

  /**
   * Our dataset's events and, when configured and answering, the provider's upcoming ones, merged
   * (deduplicated, nearest first, capped). A failing provider leaves ours as they are.
   */
  async eventsWithin(lat: number, lng: number, lang: Language, radiusKm: number, limit: number): Promise<FeedItem[]> {
    const now = this.now();
    const ours = nearbyEvents(this.catalog().all(lang), { lat, lng, radiusKm, limit, now });
    if (!this.eventsProvider) return ours;
    let theirs: FeedItem[] = [];
    try {
      theirs = await this.eventsProvider.nearby(lat, lng, lang, radiusKm, now);
    } catch {
      // A ProviderError (offline, 5xx, rate limited, garbage, no key): counted by the client; ours stand.
    }
    return mergeEvents(ours, theirs, limit);
  }

  events(lat: number, lng: number, lang: Language): Promise<FeedItem[]> {
    return this.eventsWithin(lat, lng, lang, ANYWHERE_KM, LIVE.caps.events);
  }

  eventsNearYou(lat: number, lng: number, lang: Language): Promise<FeedItem[]> {
    return this.eventsWithin(lat, lng, lang, LIVE.radii.eventsKm, LIVE.caps.eventsNearYou);
  }

  music(lat: number, lng: number, lang: Language): FeedItem[] {
    const places = this.catalog().all(lang);
    return nearbyMusic(places, { lat, lng, radiusKm: LIVE.radii.eventsKm, limit: LIVE.caps.music, now: this.now() });
  }

  trending(lat: number, lng: number, lang: Language, limit: number = LIVE.caps.venues): Promise<FeedItem[]> {
    return this.trendingVenues.near({ lat, lng, lang, limit });
  }

  /** Wikipedia's articles near the position; offline, failing or finding none: our places' summaries. */
  async wiki(lat: number, lng: number, lang: Language): Promise<FeedItem[]> {
    if (this.wikipedia) {
      try {
        const articles = await this.wikipedia.nearby(lat, lng, lang);
        if (articles.length > 0) return articles;
      } catch {
        // A ProviderError (offline, 5xx, rate limited, garbage): counted by the client; our summaries stand in.
      }
    }
    return curatedSummaries(this.catalog().all(lang), { lat, lng, limit: LIVE.caps.wiki, now: this.now() });
  }
}
