import {
  adminCategoriesResponseSchema,
  adminInsightsResponseSchema,
  adminQuizListResponseSchema,
  errorEnvelopeSchema,
} from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCategories, readInsights, readQuiz } from './content.records.js';

/**
 * What the dashboard's editors of categories, quiz questions and insights start from: each list
 * whole, in the dataset's shape, so an editor sends back exactly what it read plus its changes.
 * They are read from the database, not the snapshot, which holds one language per entry.
 */
export const contentListRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  // An edit must show at once, and admin data never sits in a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/categories',
    {
      schema: {
        summary: 'Every category as the dataset holds it (texts in all four languages), for editing',
        tags: ['admin'],
        response: { 200: adminCategoriesResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, categories: await readCategories(db) }),
  );

  app.get(
    '/api/admin/quiz',
    {
      schema: {
        summary: 'Every quiz question as the dataset holds it (texts in all four languages), for editing',
        tags: ['admin'],
        response: { 200: adminQuizListResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, questions: await readQuiz(db) }),
  );

  app.get(
    '/api/admin/insights',
    {
      schema: {
        summary: 'Every Swiss insight as the dataset holds it (texts in all four languages), for editing',
        tags: ['admin'],
        response: { 200: adminInsightsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, insights: await readInsights(db) }),
  );
};
