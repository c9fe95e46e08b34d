import { clientConfigResponseSchema, type MapTiles } from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface ClientConfigOptions {
  mapTiles: MapTiles | null;
}

/** Deployment settings the web app needs at start: today the optional map tile source. */
export const clientConfigRoutes: FastifyPluginAsyncZod<ClientConfigOptions> = async (app, options) => {
  const body = { status: 'success' as const, map_tiles: options.mapTiles };
  app.get(
    '/api/config',
    {
      schema: {
        summary: 'Deployment settings for the web app (map tile source)',
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
