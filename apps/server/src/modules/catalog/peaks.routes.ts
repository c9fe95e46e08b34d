import { errorEnvelopeSchema, peaksQuerySchema, peaksResponseSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { peaksNear } from './peaks.js';

export interface PeaksRoutesOptions {
  /** Requests per address and minute: answered from the snapshot in memory, like a catalog read. */
  rateLimitMax: number;
}

/** GET /api/peaks/nearby: our catalog's summits around a position, for the AR peaks layer and the map. */
const routes: FastifyPluginAsyncZod<PeaksRoutesOptions> = async (app, options) => {
  app.get(
    '/api/peaks/nearby',
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: 'Catalog peaks with elevations within a radius, nearest first, with their bearing',
        tags: ['catalog'],
        querystring: peaksQuerySchema,
        response: { 200: peaksResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lat, lng, radius_km: radiusKm, lang } = request.query;
      // Read per request: the snapshot refreshes itself when the catalog changes.
      const results = peaksNear(app.catalog.all(lang ?? 'en'), { lat, lng }, radiusKm);
      return { status: 'success' as const, results };
    },
  );
};

export const peaksRoutes = fp(routes, {
  name: 'peaks-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
