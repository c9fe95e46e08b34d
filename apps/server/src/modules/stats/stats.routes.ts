import { statsResponseSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { catalogStats } from './stats.repository.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/swiss/v2/stats',
    {
      schema: {
        summary: 'Catalog figures for the host resources page (destinations, categories, UNESCO, sustainability)',
        tags: ['catalog'],
        response: { 200: statsResponseSchema },
      },
    },
    async (_request, reply) => {
      // Admin edits change the figures: a short cache keeps them fresh enough for a printed sheet.
      reply.header('cache-control', 'public, max-age=60');
      return { status: 'success' as const, stats: await catalogStats(app.database.db) };
    },
  );
};

export const statsRoutes = fp(routes, {
  name: 'stats-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database'],
  decorators: { fastify: ['database'] },
});
