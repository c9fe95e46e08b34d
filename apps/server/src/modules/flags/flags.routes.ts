import { featureFlagsResponseSchema } from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFlags } from './flags.repository.js';

export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/feature-flags',
    {
      schema: {
        summary: 'Feature flags',
        tags: ['flags'],
        response: { 200: featureFlagsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { status: 'success' as const, flags: await listFlags(app.database.db) };
    },
  );
};
