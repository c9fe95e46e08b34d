import { LIVE, type FeedItem, type Language, type Place } from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget, providerChoices } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider, ProviderRegistry } from '../../../platform/providers/registry.js';
import { feedItem, ownProvenance, OUR_SOURCE, roundKm, truncate } from './feed-item.js';

export const WIKIPEDIA_ATTRIBUTION = 'Wikipedia (CC BY-SA 4.0)';
const WIKIPEDIA_LICENCE = 'https://creativecommons.org/licenses/by-sa/4.0/';
/** GeoSearch radius (m, the API's maximum) and how many articles the feed shows (§9 wiki cap). */
const GEOSEARCH_RADIUS_M = 10_000;

/** action=query&list=geosearch&formatversion=2: the pages near a point, nearest first. */
const geosearchAnswer = z.object({
  query: z.object({
    geosearch: z.array(
      z.object({
        pageid: z.int(),
        title: z.string(),
        lat: z.number(),
        lon: z.number(),
        dist: z.number().nonnegative(),
      }),
    ),
  }),
});

/** action=query&prop=extracts&exintro&explaintext&formatversion=2: the pages' lead sections as text. */
const extractsAnswer = z.object({
  query: z.object({
    pages: z.array(z.object({ pageid: z.int().optional(), title: z.string(), extract: z.string().optional() })),
  }),
});

/** Cache keys share an answer within 0.01° (about 1 km): neighbours ask once a day. */
const cell = (value: number) => value.toFixed(2);

/**
 * Wikipedia's GeoSearch in the visitor's language (no key; the User-Agent with our contact, as
 * Wikimedia asks), then the articles' intros. One client for every language: the template puts the
 * language in the host, so the client's base is empty and each request names its full URL.
 */
export class WikipediaNearby implements Provider {
  readonly client: ProviderClient;

  constructor(
    base: ClientBase,
    private readonly options: { urlTemplate: string; timeoutMs: number; config: Config },
  ) {
    this.client = new ProviderClient({
      ...base,
      baseUrl: '',
      timeoutMs: options.timeoutMs,
      attribution: WIKIPEDIA_ATTRIBUTION,
      licenceUrl: WIKIPEDIA_LICENCE,
      budget: providerBudget(options.config, 'wikipedia'),
      cache: { ttlMs: 24 * 3600 * 1000, staleMs: 3600 * 1000, maxEntries: 5000 },
      retry: { attempts: 1, baseDelayMs: 200 },
    });
  }

  private api(lang: Language, params: Record<string, string>): string {
    const query = new URLSearchParams({ action: 'query', format: 'json', formatversion: '2', ...params });
    return `${this.options.urlTemplate.replaceAll('{lang}', lang)}?${query.toString()}`;
  }

  /** The article's page, on the same host as the API. */
  private pageUrl(lang: Language, title: string): string {
    const origin = new URL(this.options.urlTemplate.replaceAll('{lang}', lang)).origin;
    return `${origin}/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;
  }

  /** Up to 4 articles near a point with their intros, nearest first. Throws a ProviderError. */
  async nearby(lat: number, lng: number, lang: Language): Promise<FeedItem[]> {
    const key = `${lang}:${cell(lat)}:${cell(lng)}`;
    const found = await this.client.request({
      path: this.api(lang, {
        list: 'geosearch',
        gscoord: `${cell(lat)}|${cell(lng)}`,
        gsradius: String(GEOSEARCH_RADIUS_M),
        gslimit: String(LIVE.caps.wiki),
      }),
      read: 'json',
      schema: geosearchAnswer,
      cacheKey: `geo:${key}`,
    });
    const pages = found.data.query.geosearch.slice(0, LIVE.caps.wiki);
    if (pages.length === 0) return [];
    const extracts = await this.client.request({
      path: this.api(lang, {
        prop: 'extracts',
        exintro: '1',
        explaintext: '1',
        exlimit: String(pages.length),
        pageids: pages.map((p) => p.pageid).join('|'),
      }),
      read: 'json',
      schema: extractsAnswer,
      cacheKey: `extracts:${lang}:${pages.map((p) => p.pageid).join('|')}`,
    });
    const intro = new Map(extracts.data.query.pages.map((p) => [p.pageid ?? p.title, p.extract ?? '']));
    return pages.map((page) =>
      feedItem({
        id: `wiki:${lang}:${page.pageid}`,
        kind: 'wiki',
        title: truncate(page.title, LIVE.truncate.title),
        description: truncate((intro.get(page.pageid) ?? '').replace(/\s+/g, ' ').trim(), LIVE.truncate.description),
        category: 'wiki',
        url: this.pageUrl(lang, page.title),
        distance_km: roundKm(page.dist / 1000),
        provenance: {
          ...extracts.provenance,
          fetchedAt: found.provenance.fetchedAt,
          isStale: found.provenance.isStale,
        },
      }),
    );
  }
}

/** The nearby-articles capability: Wikipedia when WIKIPEDIA_PROVIDER says so, else none (our summaries). */
export function wikipediaProvider(config: Config, registry: ProviderRegistry): WikipediaNearby | undefined {
  return registry.choose('wikipedia', providerChoices(config).wikipedia, {
    wikipedia: (base) =>
      new WikipediaNearby(base, {
        urlTemplate: config.WIKIPEDIA_URL_TEMPLATE,
        timeoutMs: config.WIKIPEDIA_TIMEOUT_MS,
        config,
      }),
  });
}

/** Offline or failing: our curated places' summaries near the position (within 50 km), nearest first. */
export function curatedSummaries(
  places: readonly Place[],
  options: { lat: number; lng: number; limit: number; now: Date },
): FeedItem[] {
  return places
    .map((place) => ({ place, km: distanceKm({ lat: options.lat, lng: options.lng }, place.coordinates) }))
    .filter(({ km }) => km <= LIVE.radii.eventsKm)
    .sort((a, b) => a.km - b.km || a.place.id.localeCompare(b.place.id))
    .slice(0, options.limit)
    .map(({ place, km }) =>
      feedItem({
        id: `wiki:place:${place.id}`,
        kind: 'wiki',
        title: truncate(place.title, LIVE.truncate.title),
        description: truncate(place.summary || place.short_description, LIVE.truncate.description),
        category: 'wiki',
        location: place.region || null,
        distance_km: roundKm(km),
        explorer_place_id: place.id,
        provenance: ownProvenance(OUR_SOURCE, options.now),
      }),
    );
}
