import { LIVE, type FeedItem, type FeedSection, type Language, type Provenance } from '@swiss/contract';
import type { Config } from '../../../config/env.js';
import { providerChoices } from '../../../config/providers.js';
import type { ProviderResult } from '../../../platform/providers/client.js';
import type { ProviderRegistry } from '../../../platform/providers/registry.js';
import type { LiveSources } from '../live-sources.js';
import { notConfigured, unavailableFrom } from '../markets/unavailable.js';
import type { Headline, ParsedFeed } from './feed-parser.js';
import { MastodonTimeline, hashtagOf, type MastodonStatus } from './mastodon.js';
import { isoTime, safeLink, toPlainText, truncate } from './plain-text.js';
import { RssNews, type NewsFeed } from './rss-news.js';
import { feedItem } from '../feed/feed-item.js';

export interface NewsSources {
  /** Headlines of the feeds of `lang` (else all feeds), newest first, at most `limit` (default: the feed section's 5). */
  news(lat: number, lng: number, lang: Language, limit?: number): Promise<FeedSection>;
  social: LiveSources['social'];
}

export interface NewsSourceOptions {
  /** The name of the town at a position (the gazetteer's nearest locality), or null outside its area. */
  cityAt: (lat: number, lng: number) => string | null;
  /** The providers' clock (tests move it to age the cache). */
  now?: () => number;
}

/** The feeds to read for a language: those tagged with it and the untagged ones; all when none match. */
export function feedsFor(feeds: readonly NewsFeed[], lang: Language): NewsFeed[] {
  const chosen = feeds.filter((feed) => feed.lang === lang || feed.lang === null);
  return chosen.length > 0 ? chosen : [...feeds];
}

function newsItem(headline: Headline, feed: ParsedFeed, provenance: Provenance): FeedItem {
  return feedItem({
    id: `news:${truncate(headline.id, 200)}`,
    kind: 'news',
    title: truncate(headline.title, LIVE.truncate.title),
    description: truncate(headline.description, LIVE.truncate.description),
    category: 'news',
    url: headline.url,
    timestamp: headline.publishedAt,
    location: null,
    // The channel's own name is the credit a headline carries.
    provenance: { ...provenance, attribution: feed.title || provenance.attribution },
  });
}

function socialItem(status: MastodonStatus, city: string, provenance: Provenance): FeedItem | null {
  // Content warnings and sensitive posts are not for a public feed card; only public posts are shown.
  if (status.sensitive || (status.spoiler_text ?? '') !== '') return null;
  if (status.visibility !== undefined && status.visibility !== 'public') return null;
  const text = toPlainText(status.content);
  if (text === '') return null;
  const author = toPlainText(status.account.display_name ?? '') || `@${status.account.acct}`;
  return feedItem({
    id: `social:${status.id}`,
    kind: 'social',
    title: truncate(author, LIVE.truncate.title),
    description: truncate(text, LIVE.truncate.description),
    category: 'social',
    url: safeLink(status.url ?? status.uri),
    timestamp: isoTime(status.created_at),
    location: city,
    provenance,
  });
}

const newestFirst = (a: FeedItem, b: FeedItem) => (b.timestamp ?? '').localeCompare(a.timestamp ?? '');

/**
 * News (RSS/Atom feeds) and social (a Mastodon hashtag timeline) as the settings choose them. Never
 * throws: a failing feed is skipped, and with none answering the section is unavailable (the feed
 * then shows STATIC_HEADLINES). A feed past its ten minutes is still served, flagged stale, while one
 * refresh runs. Social is only ever real posts: with no instance configured it says so.
 */
export function createNewsSources(config: Config, registry: ProviderRegistry, options: NewsSourceOptions): NewsSources {
  const choices = providerChoices(config);
  const rss = registry.choose('news', choices.news, {
    rss: (base) => new RssNews(base, { timeoutMs: config.NEWS_TIMEOUT_MS, config, now: options.now }),
  });
  const mastodonUrl = config.MASTODON_URL;
  const mastodon = registry.choose('social', mastodonUrl ? choices.social : 'off', {
    mastodon: (base) =>
      new MastodonTimeline(base, {
        baseUrl: mastodonUrl ?? '',
        timeoutMs: config.SOCIAL_TIMEOUT_MS,
        config,
        now: options.now,
      }),
  });

  return {
    async news(_lat, _lng, lang, limit = LIVE.caps.news) {
      const feeds = feedsFor(config.NEWS_FEEDS, lang);
      if (!rss || feeds.length === 0) return notConfigured('news');
      const answers = await Promise.allSettled(feeds.map((feed) => rss.feed(feed.url)));
      const read = answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : []));
      if (read.length === 0) {
        const failure = answers.find((answer) => answer.status === 'rejected');
        return unavailableFrom(failure?.status === 'rejected' ? failure.reason : undefined, 'news');
      }
      const seen = new Set<string>();
      const items = read
        .flatMap(({ data, provenance }: ProviderResult<ParsedFeed>) =>
          data.headlines.map((headline) => newsItem(headline, data, provenance)),
        )
        .sort(newestFirst)
        .filter((item) => {
          const key = item.url ?? item.title.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, Math.max(0, limit));
      return { status: 'ok', items };
    },

    async social(lat, lng) {
      if (!mastodon) return notConfigured('social');
      const city = options.cityAt(lat, lng);
      const tag = city ? `${config.MASTODON_TAG_PREFIX}${hashtagOf(city)}` : '';
      // Outside the gazetteer's area there is no city to ask about: no posts, not an error.
      if (!city || tag === '') return { status: 'ok', items: [] };
      try {
        const { data, provenance } = await mastodon.tagged(tag);
        const attributed = { ...provenance, attribution: `Public posts tagged #${tag} on ${mastodon.host}` };
        const items = data
          .flatMap((status) => socialItem(status, city, attributed) ?? [])
          .sort(newestFirst)
          .slice(0, LIVE.caps.social);
        return { status: 'ok', items };
      } catch (error) {
        return unavailableFrom(error, 'social');
      }
    },
  };
}
