import { errorEnvelopeSchema, healthResponseSchema, readyResponseSchema } from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from '../../plugins/errors.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
