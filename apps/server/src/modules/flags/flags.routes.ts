import { featureFlagsResponseSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { listFlags } from './flags.repository.js';

const routes: FastifyPluginAsyncZod = async (app) => {
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

export const flagsRoutes = fp(routes, {
  name: 'flags-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database'],
  decorators: { fastify: ['database'] },
});
