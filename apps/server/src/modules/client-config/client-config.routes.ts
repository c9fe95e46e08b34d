import { clientConfigResponseSchema, type MapStyles, type MapTiles, type StreetLevel } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';

export interface ClientConfigOptions {
  mapTiles: MapTiles | null;
  mapStyles: MapStyles;
  streetLevel: StreetLevel | null;
}

/** Deployment settings the web app needs at start: the optional map tile sources. */
const routes: FastifyPluginAsyncZod<ClientConfigOptions> = async (app, options) => {
  const body = {
    status: 'success' as const,
    map_tiles: options.mapTiles,
    map_styles: options.mapStyles,
    street_level: options.streetLevel,
  };
  app.get(
    '/api/config',
    {
      schema: {
        summary: 'Deployment settings for the web app (map tile sources)',
        tags: ['config'],
        response: { 200: clientConfigResponseSchema },
      },
    },
    async (_request, reply) => {
      // Changes only with a restart; a short life keeps a changed setting from lingering.
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};

export const clientConfigRoutes = fp(routes, {
  name: 'client-config-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});
