import {
  adminCategoriesResponseSchema,
  adminInsightsResponseSchema,
  adminQuizListResponseSchema,
  errorEnvelopeSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerUncached } from '../../plugins/admin-api.js';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { readCategories, readInsights, readQuiz } from './content.records.js';

/**
 * What the dashboard's editors of categories, quiz questions and insights start from: each list
 * whole, in the dataset's shape, so an editor sends back exactly what it read plus its changes.
 * They are read from the database, not the snapshot, which holds one language per entry.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
  answerUncached(app);

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

export const contentListRoutes = fp(routes, {
  name: 'content-list-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database'],
  decorators: { fastify: ['database'] },
});
