import { LIVE, type FeedItem, type Language, type Provenance } from '@swiss/contract';
import { distanceKm } from '@swiss/content';
import { z } from 'zod';
import type { Config } from '../../../config/env.js';
import { providerBudget, providerChoices } from '../../../config/providers.js';
import { ProviderClient } from '../../../platform/providers/client.js';
import type { ClientBase, Provider, ProviderRegistry } from '../../../platform/providers/registry.js';
import { safeLink, toPlainText } from '../news/plain-text.js';
import { feedItem, roundKm, truncate } from './feed-item.js';

export const DISCOVER_SWISS_ATTRIBUTION = 'Events: discover.swiss';

/*
 * discover.swiss Infocenter API v2, "List Events" (GET {base}/events), as documented by the
 * generated client of unic/discoverswiss.infocenter (docs/Api/DefaultApi.md "listEvents",
 * docs/Model/DsEventsResponse.md, DsEvent.md, DsPlaceMember.md, DsGeoCoordinates.md; JSON names from
 * lib/Model/*.php attribute maps). Production base: https://api.discover.swiss/info/v2 (the test
 * subscription uses .../test/info/v2). The key goes in the `Ocp-Apim-Subscription-Key` header, the
 * language in `Accept-Language`; `top` sets the page size and `continuationToken` (from the answer's
 * `nextPageToken` while `hasNextPage`) the next page.
 *
 * The list endpoint has no geographic filter (distance ranking exists only in /search, which the
 * open subscription does not include), so the country's upcoming events are read a few pages deep,
 * cached for an hour and shared by every visitor, and filtered by distance here.
 *
 * Fields relied on: data[].name, startDate, endDate (ISO date-times), url, identifier/@id, and
 * location.geo.latitude/longitude with location.name or location.address.addressLocality. An event
 * without a position or a start date is left out (it cannot be placed or dated).
 */
const event = z.object({
  '@id': z.string().nullish(),
  identifier: z.string().nullish(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  disambiguatingDescription: z.string().nullish(),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  url: z.string().nullish(),
  location: z
    .object({
      name: z.string().nullish(),
      address: z.object({ addressLocality: z.string().nullish() }).nullish(),
      geo: z.object({ latitude: z.number().nullish(), longitude: z.number().nullish() }).nullish(),
    })
    .nullish(),
});
const eventsAnswer = z.object({
  hasNextPage: z.boolean().nullish(),
  nextPageToken: z.string().nullish(),
  data: z.array(event),
});
type UpstreamEvent = z.infer<typeof event>;

/** An event of the provider with what the feed needs, checked once when the page arrives. */
export interface ProviderEvent {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string | null;
  url: string | null;
  location: string | null;
  lat: number;
  lng: number;
}

/** The page size and how many pages are read: 600 upcoming events across the country per language. */
const PAGE_SIZE = 200;
const MAX_PAGES = 3;
/** Event listings change a few times a day: an hour fresh, the last list kept a day when unreachable. */
const CACHE = { ttlMs: 3600_000, staleMs: 24 * 3600_000, maxEntries: 4 * MAX_PAGES };

export interface DiscoverSwissOptions {
  baseUrl: string;
  apiKey: string | undefined;
  timeoutMs: number;
  config: Config;
  now?: (() => number) | undefined;
}

function isDate(text: string | null | undefined): text is string {
  return typeof text === 'string' && !Number.isNaN(Date.parse(text));
}

function checked(raw: UpstreamEvent): ProviderEvent[] {
  const geo = raw.location?.geo;
  const name = raw.name?.trim();
  if (!name || !isDate(raw.startDate) || geo?.latitude == null || geo.longitude == null) return [];
  return [
    {
      id: raw.identifier ?? raw['@id'] ?? `${name}:${raw.startDate}`,
      name: toPlainText(name),
      description: toPlainText(raw.disambiguatingDescription ?? raw.description ?? ''),
      startDate: raw.startDate,
      endDate: isDate(raw.endDate) ? raw.endDate : null,
      url: safeLink(raw.url),
      location: raw.location?.name ?? raw.location?.address?.addressLocality ?? null,
      lat: geo.latitude,
      lng: geo.longitude,
    },
  ];
}

/** discover.swiss's events (subscription key required), nearest first, as feed items with its credit. */
export class DiscoverSwissEvents implements Provider {
  readonly client: ProviderClient;

  constructor(base: ClientBase, options: DiscoverSwissOptions) {
    this.client = new ProviderClient({
      ...base,
      // Without a key every call would be refused: not configured.
      baseUrl: options.apiKey ? options.baseUrl : undefined,
      headers: options.apiKey ? { 'ocp-apim-subscription-key': options.apiKey } : {},
      timeoutMs: options.timeoutMs,
      attribution: DISCOVER_SWISS_ATTRIBUTION,
      licenceUrl: null,
      budget: providerBudget(options.config, 'events'),
      cache: CACHE,
      retry: { attempts: 1, baseDelayMs: 200 },
      ...(options.now ? { now: options.now } : {}),
    });
  }

  /** The country's listed events in the language, a few pages deep. Throws a ProviderError (first page). */
  async listed(lang: Language): Promise<{ events: ProviderEvent[]; provenance: Provenance }> {
    const events: ProviderEvent[] = [];
    let provenance: Provenance | undefined;
    let token: string | null | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const params = new URLSearchParams({ top: String(PAGE_SIZE) });
      if (token) params.set('continuationToken', token);
      let answer: { data: z.infer<typeof eventsAnswer>; provenance: Provenance };
      try {
        answer = await this.client.request({
          path: `/events?${params.toString()}`,
          headers: { 'accept-language': lang },
          read: 'json',
          schema: eventsAnswer,
          cacheKey: `${lang}:${page}`,
        });
      } catch (error) {
        // A later page failing keeps the pages read; the first failing is the provider failing.
        if (page === 0) throw error;
        break;
      }
      provenance ??= answer.provenance;
      events.push(...answer.data.data.flatMap(checked));
      if (!answer.data.hasNextPage || !answer.data.nextPageToken) break;
      token = answer.data.nextPageToken;
    }
    return { events, provenance: provenance as Provenance };
  }

  /** Upcoming or running events within radiusKm, nearest first then soonest. Throws a ProviderError. */
  async nearby(lat: number, lng: number, lang: Language, radiusKm: number, now: Date): Promise<FeedItem[]> {
    const { events, provenance } = await this.listed(lang);
    const today = now.getTime();
    return events
      .filter((e) => Date.parse(e.endDate ?? e.startDate) >= today)
      .map((e) => ({ e, km: distanceKm({ lat, lng }, { lat: e.lat, lng: e.lng }) }))
      .filter(({ km }) => km <= radiusKm)
      .sort((a, b) => a.km - b.km || a.e.startDate.localeCompare(b.e.startDate))
      .map(({ e, km }) =>
        feedItem({
          id: `event:discover-swiss:${e.id}`,
          kind: 'event',
          title: truncate(e.name, LIVE.truncate.title),
          description: truncate(e.description, LIVE.truncate.description),
          category: 'event',
          url: e.url,
          location: e.location,
          distance_km: roundKm(km),
          date: e.startDate,
          provenance,
        }),
      );
  }
}

/** The events provider the settings chose (EVENTS_PROVIDER), or undefined for off; listed by the registry. */
export function eventsProvider(
  config: Config,
  registry: ProviderRegistry,
  options: { now?: () => number } = {},
): DiscoverSwissEvents | undefined {
  return registry.choose('events', providerChoices(config).events, {
    'discover-swiss': (base) =>
      new DiscoverSwissEvents(base, {
        baseUrl: config.EVENTS_BASE_URL,
        apiKey: config.EVENTS_API_KEY,
        timeoutMs: config.EVENTS_TIMEOUT_MS,
        config,
        now: options.now,
      }),
  });
}
