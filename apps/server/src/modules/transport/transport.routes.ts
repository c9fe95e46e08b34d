import { directionsQuerySchema, directionsResponseSchema, errorEnvelopeSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { nearestPois } from '../poi/index.js';
import { directions } from './directions.js';
import type { OpendataTransport } from './providers/opendata.js';

export interface TransportRoutesOptions {
  /** transport.opendata.ch (TRANSPORT_PROVIDER); undefined: off, the rest still answers. */
  transport: OpendataTransport | undefined;
  /** Requests per address and minute: stops come from memory, connections from a minute's cache. */
  rateLimitMax: number;
}

/** GET /api/transport/directions: distance, bearing, nearest stops, live connections and links. */
const routes: FastifyPluginAsyncZod<TransportRoutesOptions> = async (app, options) => {
  app.get(
    '/api/transport/directions',
    {
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
      schema: {
        summary: 'Directions to a destination: distance, nearest stops, live connections (or why not), links',
        tags: ['aira'],
        querystring: directionsQuerySchema,
        response: { 200: directionsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const data = await directions(
        {
          transport: options.transport,
          nearestStops: (at, limit, radiusKm) =>
            nearestPois(app.pois, { ...at, limit, radiusKm, category: 'transport' }),
        },
        request.query,
      );
      return { status: 'success' as const, data };
    },
  );
};

export const transportRoutes = fp(routes, {
  name: 'transport-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'poi-index'],
  decorators: { fastify: ['pois'] },
});
