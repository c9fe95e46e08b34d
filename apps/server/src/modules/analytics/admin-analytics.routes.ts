import { adminAnalyticsQuerySchema, adminAnalyticsResponseSchema, errorEnvelopeSchema } from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsReport } from './analytics.service.js';

/** The usage report for administrators: sums only, there is nothing finer to show. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
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
