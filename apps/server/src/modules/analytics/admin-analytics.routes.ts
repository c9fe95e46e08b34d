import { adminAnalyticsQuerySchema, adminAnalyticsResponseSchema, errorEnvelopeSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { analyticsReport } from './analytics.service.js';

/** The usage report for administrators: sums only, there is nothing finer to show. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/analytics',
    {
      schema: {
        summary: 'Daily usage counts of the last days: screens, places, categories, quiz, AI guide, languages',
        tags: ['admin'],
        querystring: adminAnalyticsQuerySchema,
        response: {
          200: adminAnalyticsResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { days, lang } = request.query;
      const analytics = await analyticsReport(app.database.db, days, (id) => app.catalog.place(lang, id)?.title);
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, analytics };
    },
  );
};

export const adminAnalyticsRoutes = fp(routes, {
  name: 'admin-analytics-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalog'] },
});
