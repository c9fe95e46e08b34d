import {
  LIVE,
  errorEnvelopeSchema,
  feedSectionResponseSchema,
  positionQuerySchema,
  type FeedSectionResponse,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../../platform/plugin-graph.js';
import type { NewsSources } from './news-sources.js';

export interface NewsRoutesOptions {
  sources: NewsSources;
  /** Requests per address and minute: answered from the providers' cache, as cheap as a catalog read. */
  rateLimitMax: number;
}

const routes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, { sources, rateLimitMax }) => {
  const config = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } };

  app.get(
    '/api/news/local',
    {
      schema: {
        summary: 'Headlines of the configured RSS/Atom feeds in the language asked (the news feed: up to 20)',
        tags: ['aira'],
        querystring: positionQuerySchema,
        response: { 200: feedSectionResponseSchema, 400: errorEnvelopeSchema },
      },
      config,
    },
    async (request): Promise<FeedSectionResponse> => {
      const { lat, lng, lang = 'en' } = request.query;
      return { status: 'success', data: await sources.news(lat, lng, lang, LIVE.caps.newsFeed) };
    },
  );

  app.get(
    '/api/local-social',
    {
      schema: {
        summary: "Public posts of the town's hashtag on the configured Mastodon instance, or why there are none",
        tags: ['aira'],
        querystring: positionQuerySchema,
        response: { 200: feedSectionResponseSchema, 400: errorEnvelopeSchema },
      },
      config,
    },
    async (request): Promise<FeedSectionResponse> => {
      const { lat, lng } = request.query;
      return { status: 'success', data: await sources.social(lat, lng) };
    },
  );
};

export const newsRoutes = fp(routes, {
  name: 'news-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});
