import {
  errorEnvelopeSchema,
  eventsQuerySchema,
  feedSectionResponseSchema,
  LIVE,
  positionQuerySchema,
  trendingQuerySchema,
  whatsHappeningQuerySchema,
  whatsHappeningResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../../platform/plugin-graph.js';
import type { LiveSources } from '../live-sources.js';
import { okSection } from './feed-item.js';
import { ContentFeed } from './local-feed.js';
import { SharedJson } from './precomputed.js';
import { STATIC_HEADLINES } from '../news/index.js';
import { WhatsHappening } from './whats-happening.js';
import type { WikipediaNearby } from './wikipedia.js';
import type { DiscoverSwissEvents } from './discover-swiss.js';

export interface FeedRoutesOptions {
  /** The provider-backed services (weather, markets, news, social): app.ts builds them, tests pass fakes. */
  sources: LiveSources;
  /** Nearby articles; undefined (off): our places' summaries. */
  wikipedia: WikipediaNearby | undefined;
  /** An events provider by settings (discover.swiss); undefined (off): our dataset's events only. */
  events?: DiscoverSwissEvents | undefined;
  /** Requests per minute per address: the answers come from memory and caches. */
  rateLimitMax: number;
  /** How long an area's whats-happening answer is reused (default 5 s, half the feed's 10 s refresh). */
  whatsHappeningTtlMs?: number;
  /** A source slower than this is skipped in whats-happening (default 1.5 s: the answer stays under 2 s). */
  sourceDeadlineMs?: number;
}

/**
 * The live feed: GET /api/events/nearby, /api/places/trending, /api/geonames/nearby,
 * /api/local-music and the /api/whats-happening aggregate with its ticker.
 */
const routes: FastifyPluginAsyncZod<FeedRoutesOptions> = async (app, options) => {
  const feed = new ContentFeed(() => app.catalog, app.database.db, options.wikipedia, undefined, options.events);
  const whatsHappening = new WhatsHappening(options.sources, feed, {
    ttlMs: options.whatsHappeningTtlMs ?? 5_000,
    sourceDeadlineMs: options.sourceDeadlineMs ?? 1_500,
    // No live news: the spec's six static headlines (the news module's, labelled as static).
    staticHeadlines: () => [...STATIC_HEADLINES],
  });
  const shared = new SharedJson();
  const config = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
  const response = { 200: feedSectionResponseSchema, 400: errorEnvelopeSchema };
  const tags = ['aira'];

  app.get(
    '/api/events/nearby',
    {
      config,
      schema: {
        summary:
          'Festivals and seasonal events of our places, and an events provider’s when configured, near a position (radius in km), nearest first',
        tags,
        querystring: eventsQuerySchema,
        response,
      },
    },
    async (request) => {
      const { lat, lng, radius, lang = 'en' } = request.query;
      const items = await feed.eventsWithin(lat, lng, lang, radius, LIVE.caps.eventsNearYou);
      return { status: 'success' as const, data: okSection(items) };
    },
  );

  app.get(
    '/api/places/trending',
    {
      config,
      schema: {
        summary: 'The places most viewed in this app this week within 50 km',
        tags,
        querystring: trendingQuerySchema,
        response,
      },
    },
    async (request) => {
      const { lat, lng, limit, lang = 'en' } = request.query;
      return { status: 'success' as const, data: okSection(await feed.trending(lat, lng, lang, limit)) };
    },
  );

  app.get(
    '/api/geonames/nearby',
    {
      config,
      schema: {
        summary: 'Wikipedia articles near a position in the UI language (offline: our places’ summaries)',
        tags,
        querystring: positionQuerySchema,
        response,
      },
    },
    async (request) => {
      const { lat, lng, lang = 'en' } = request.query;
      return { status: 'success' as const, data: okSection(await feed.wiki(lat, lng, lang)) };
    },
  );

  app.get(
    '/api/local-music',
    {
      config,
      schema: {
        summary: 'Concerts and music festivals among our events within 50 km (none: an empty list)',
        tags,
        querystring: positionQuerySchema,
        response,
      },
    },
    async (request) => {
      const { lat, lng, lang = 'en' } = request.query;
      return { status: 'success' as const, data: okSection(feed.music(lat, lng, lang)) };
    },
  );

  app.get(
    '/api/whats-happening',
    {
      // Serialized and compressed once per area's answer (SharedJson), not by the global compressor.
      compress: false,
      config,
      schema: {
        summary: 'Every live feed section near a position and the ticker (spec §9 composition)',
        tags,
        querystring: whatsHappeningQuerySchema,
        response: { 200: whatsHappeningResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // radius is the spec's parameter; each section keeps its own spec radius (events 50 km, articles 10 km).
      const { lat, lng, lang = 'en' } = request.query;
      return shared.send(request, reply, await whatsHappening.get(lat, lng, lang));
    },
  );
};

export const feedRoutes = fp(routes, {
  name: 'live-feed-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalog'] },
});
