import { statsResponseSchema } from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogStats } from './stats.repository.js';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
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
