import {
  adminFlagParamsSchema,
  adminFlagResponseSchema,
  adminFlagsResponseSchema,
  adminFlagUpdateSchema,
  errorEnvelopeSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { listAdminFlags } from './flags.repository.js';
import { flagRestorer, switchFlag } from './flags.service.js';

/** Feature flags for administrators: list and switch. The public app reads them on start. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.audit.registerRestorer('flag', flagRestorer);
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  app.get(
    '/api/admin/flags',
    {
      schema: { summary: 'All feature flags', tags: ['admin'], response: { 200: adminFlagsResponseSchema, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, flags: await listAdminFlags(app.database.db) };
    },
  );
  app.patch(
    '/api/admin/flags/:key',
    {
      schema: {
        summary: 'Switch a feature flag on or off (audited, revertible)',
        tags: ['admin'],
        params: adminFlagParamsSchema,
        body: adminFlagUpdateSchema,
        response: { 200: adminFlagResponseSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const flag = await switchFlag(app.database.db, request.user, request.params.key, request.body.enabled);
      if (!flag) throw new HttpError(404, 'NOT_FOUND', `No feature flag named ${request.params.key}`);
      return { status: 'success' as const, flag };
    },
  );
};

export const adminFlagsRoutes = fp(routes, {
  name: 'admin-flags-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database', 'audit'],
  decorators: { fastify: ['database', 'audit'] },
});
