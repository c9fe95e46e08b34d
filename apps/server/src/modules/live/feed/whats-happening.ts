import {
  LIVE,
  WHATS_HAPPENING_SECTIONS,
  type FeedItem,
  type FeedSection,
  type Language,
  type WhatsHappeningResponse,
  type WhatsHappeningSection,
} from '@swiss/contract';
import type { LiveSources } from '../live-sources.js';
import { okSection, unavailable } from './feed-item.js';
import { environmentalSection, marketSection, weatherSection } from './live-sections.js';
import { composeTicker } from './ticker.js';

export type WhatsHappeningData = WhatsHappeningResponse['data'];

/** The sections that come from our own content and analytics (no outside provider but the articles). */
export interface LocalFeed {
  /** The dataset's events, nearest first (cap 8), anywhere. */
  events(lat: number, lng: number, lang: Language): Promise<FeedItem[]>;
  /** The dataset's events within 50 km (cap 10), with the events provider's when one is configured. */
  eventsNearYou(lat: number, lng: number, lang: Language): Promise<FeedItem[]>;
  music(lat: number, lng: number, lang: Language): FeedItem[];
  trending(lat: number, lng: number, lang: Language): Promise<FeedItem[]>;
  wiki(lat: number, lng: number, lang: Language): Promise<FeedItem[]>;
}

export interface WhatsHappeningOptions {
  /** How long an area's answer is served again (rounded to 0.01°). */
  ttlMs: number;
  /** A source slower than this is left out of this answer ('unavailable'); it keeps filling its cache. */
  sourceDeadlineMs: number;
  /** Most areas held; the oldest goes first. */
  maxEntries?: number;
  now?: () => Date;
  staticHeadlines: (now: Date) => FeedItem[];
}

/** A source's section within the deadline, or why not: a throw or a late answer skips that source only. */
async function withDeadline(
  capability: string,
  deadlineMs: number,
  run: () => Promise<FeedSection>,
): Promise<FeedSection> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<FeedSection>((resolve) => {
    timer = setTimeout(() => resolve(unavailable(capability, 'provider_error')), deadlineMs);
  });
  try {
    return await Promise.race([run().catch(() => unavailable(capability, 'provider_error')), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/whats-happening: every feed section from its source in parallel, each within its
 * deadline, and the ticker composed per §9. The answer is held per area (0.01°, about 1 km) and
 * language for ttlMs, and concurrent askers of one area share one aggregation: a thousand
 * visitors refreshing every 10 s cost one aggregation per area per TTL, and the sources below
 * answer from their own caches.
 */
export class WhatsHappening {
  /** Each area's response body: one object for everyone it serves (the route serializes it once). */
  private readonly answers = new Map<string, { at: number; body: WhatsHappeningResponse }>();
  private readonly running = new Map<string, Promise<WhatsHappeningResponse>>();
  private readonly now: () => Date;

  constructor(
    private readonly sources: LiveSources,
    private readonly local: LocalFeed,
    private readonly options: WhatsHappeningOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  get(lat: number, lng: number, lang: Language): Promise<WhatsHappeningResponse> {
    const rlat = Math.round(lat * 100) / 100;
    const rlng = Math.round(lng * 100) / 100;
    const key = `${lang}:${rlat.toFixed(2)}:${rlng.toFixed(2)}`;
    const held = this.answers.get(key);
    if (held && this.now().getTime() - held.at < this.options.ttlMs) return Promise.resolve(held.body);
    const running = this.running.get(key);
    if (running) return running;
    const fresh = this.aggregate(rlat, rlng, lang)
      .then((data) => {
        const body = { status: 'success' as const, data };
        this.keep(key, body);
        return body;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, fresh);
    return fresh;
  }

  private keep(key: string, body: WhatsHappeningResponse): void {
    this.answers.delete(key);
    if (this.answers.size >= (this.options.maxEntries ?? 5000)) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, { at: this.now().getTime(), body });
  }

  private async aggregate(lat: number, lng: number, lang: Language): Promise<WhatsHappeningData> {
    const { sources, local } = this;
    const deadline = this.options.sourceDeadlineMs;
    const fill: Record<WhatsHappeningSection, () => Promise<FeedSection>> = {
      localHeadlines: async () => capItems(await sources.news(lat, lng, lang), LIVE.caps.news),
      socialBuzz: async () => capItems(await sources.social(lat, lng), LIVE.caps.social),
      localMusic: async () => okSection(local.music(lat, lng, lang)),
      marketUpdates: async () => {
        const [currency, crypto] = await Promise.all([sources.currency(), sources.crypto()]);
        return marketSection(currency, crypto);
      },
      weather: async () => weatherSection(await sources.weatherNow(lat, lng)),
      events: async () => okSection(await local.events(lat, lng, lang)),
      eventsNearYou: async () => okSection(await local.eventsNearYou(lat, lng, lang)),
      trendingVenues: async () => okSection(await local.trending(lat, lng, lang)),
      environmental: async () => {
        const [carbon, air] = await Promise.all([sources.carbon(lat, lng), sources.airQuality(lat, lng)]);
        return environmentalSection(carbon, air);
      },
      wiki: async () => okSection(await local.wiki(lat, lng, lang)),
    };
    const filled = await Promise.all(
      WHATS_HAPPENING_SECTIONS.map(
        async (name) => [name, await withDeadline(CAPABILITY[name], deadline, fill[name])] as const,
      ),
    );
    const sections = Object.fromEntries(filled) as Record<WhatsHappeningSection, FeedSection>;
    const generatedAt = this.now();
    const { ticker, tickerIsStatic } = composeTicker(sections, () => this.options.staticHeadlines(generatedAt));
    return { sections, ticker, tickerIsStatic, generatedAt: generatedAt.toISOString() };
  }
}

/** The capability each section names when it is unavailable (the panel says what it needs). */
const CAPABILITY: Record<WhatsHappeningSection, string> = {
  localHeadlines: 'news',
  socialBuzz: 'social',
  localMusic: 'music',
  marketUpdates: 'markets',
  weather: 'weather',
  events: 'events',
  eventsNearYou: 'events',
  trendingVenues: 'trending',
  environmental: 'environment',
  wiki: 'wikipedia',
};

function capItems(section: FeedSection, cap: number): FeedSection {
  return section.status === 'ok' ? okSection(section.items.slice(0, cap)) : section;
}
