import { errorEnvelopeSchema, healthResponseSchema, readyResponseSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { sendError } from '../../plugins/errors.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { summary: 'Process is up', tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Database is reachable',
        tags: ['health'],
        response: { 200: readyResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return sendError(reply, request, 503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
      }
    },
  );
};

export const healthRoutes = fp(routes, {
  name: 'health-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database'],
  decorators: { fastify: ['database'] },
});
