import { COVER_SET_PATH, coverSetResponseSchema, type CoverSetResponse } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from '../catalog/index.js';
import { coverSet } from './cover-set.js';

/**
 * All generated covers in one compressed, ETagged answer: the offline warm-up stores each under
 * its own /api/media/cover/{id} URL. One request instead of one per place (~340), which behind a
 * shared address used up the per-address rate limit. Rebuilt with the catalog snapshot.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    COVER_SET_PATH,
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'Every generated cover (places without a photo) and category placeholder, as SVG text',
        tags: ['media'],
        response: { 200: coverSetResponseSchema },
      },
    },
    async (request, reply) =>
      sendPrecomputed(
        request,
        reply,
        app.catalog.cached('cover-set', (): CoverSetResponse => ({
          status: 'success',
          ...coverSet(app.catalog.all('en')),
        })),
      ),
  );
};

export const coverSetRoutes = fp(routes, {
  name: 'cover-set-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
