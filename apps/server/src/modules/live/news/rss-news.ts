import type { Config } from '../../../config/env.js';
import { providerBudget } from '../../../config/providers.js';
import { ProviderClient, type ProviderResult } from '../../../platform/providers/client.js';
import type { BodySchema } from '../../../platform/providers/exchange.js';
import type { ClientBase, Provider } from '../../../platform/providers/registry.js';
import { parseFeed, type ParsedFeed } from './feed-parser.js';

/** A feed of NEWS_FEEDS: its URL and, when the list says, its language. */
export interface NewsFeed {
  lang: string | null;
  url: string;
}

/** A body that is an RSS or Atom feed, parsed; anything else is an invalid answer. */
const feedBody: BodySchema<ParsedFeed> = {
  safeParse(input) {
    const feed = typeof input === 'string' ? parseFeed(input) : null;
    return feed ? { success: true, data: feed } : { success: false };
  },
};

export interface RssNewsOptions {
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

/** Ten minutes fresh; a feed that stops answering is shown (flagged stale) for a day: "cached headlines". */
const CACHE = { ttlMs: 10 * 60_000, staleMs: 24 * 3600_000, maxEntries: 64 };

/**
 * The RSS/Atom feeds of NEWS_FEEDS through one platform client. The feeds live on several hosts, so
 * the client has an empty base URL and each request names its feed's whole URL (which the settings
 * checked to be http(s)); the cache, budget and breaker are shared by all feeds.
 */
export class RssNews implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, options: RssNewsOptions) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: '',
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
      timeoutMs: options.timeoutMs,
      // Each headline names its feed (the channel's title); see news-sources.ts.
      attribution: 'RSS/Atom feed',
      licenceUrl: null,
      budget: providerBudget(options.config, 'news'),
      cache: CACHE,
      retry: { attempts: 1, baseDelayMs: 200 },
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** One feed's headlines. Throws a ProviderError. */
  feed(url: string): Promise<ProviderResult<ParsedFeed>> {
    return this.client.request({ path: url, read: 'text', schema: feedBody, cacheKey: url });
  }
}
