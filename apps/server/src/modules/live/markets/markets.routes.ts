import { marketsResponseSchema, type MarketsResponse } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../../platform/plugin-graph.js';
import type { MarketSources } from './market-sources.js';

export interface MarketsRoutesOptions {
  sources: MarketSources;
  /** Requests per address and minute: answered from the providers' cache, as cheap as a catalog read. */
  rateLimitMax: number;
}

const routes: FastifyPluginAsyncZod<MarketsRoutesOptions> = async (app, { sources, rateLimitMax }) => {
  app.get(
    '/api/markets',
    {
      schema: {
        summary: 'Euro reference rates (ECB via Frankfurter) and bitcoin/ethereum in USD (CoinGecko), or why not',
        tags: ['aira'],
        response: { 200: marketsResponseSchema },
      },
      config: { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } },
    },
    async (): Promise<MarketsResponse> => {
      const [currency, crypto] = await Promise.all([sources.currency(), sources.crypto()]);
      return { status: 'success', data: { currency, crypto } };
    },
  );
};

export const marketsRoutes = fp(routes, {
  name: 'markets-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});
