import { contentDocumentSchema, contentImportResponseSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { ADMIN_ERROR_RESPONSES, answerUncached } from '../../plugins/admin-api.js';
import { exportContent, importContent } from './content.service.js';

/** The whole content is a few MB of JSON; the default body limit (1 MB) is for everything else. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** The content as one JSON document, for admins: export, and import (audited as one entry, revertible). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const errors = ADMIN_ERROR_RESPONSES;
  answerUncached(app);

  app.get(
    '/api/admin/content/export',
    {
      schema: {
        summary: 'The whole content (places, categories, quiz, insights) as one JSON document',
        tags: ['admin'],
        response: { 200: contentDocumentSchema, ...errors },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="swiss-explorer-content-${day}.json"`);
      return exportContent(db);
    },
  );

  app.post(
    '/api/admin/content/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import a content document: validated, written in one transaction, audited as one entry',
        tags: ['admin'],
        body: contentDocumentSchema,
        response: { 200: contentImportResponseSchema, ...errors },
      },
    },
    async (request) => {
      const doc = request.body;
      const entry = await importContent(db, request.user, doc);
      await app.catalogChanged();
      return {
        status: 'success' as const,
        audit_id: entry.id,
        counts: {
          places: doc.places.length,
          categories: doc.categories.length,
          quiz: doc.quiz.length,
          insights: doc.insights.length,
        },
      };
    },
  );
};

export const contentTransferRoutes = fp(routes, {
  name: 'content-transfer-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalogChanged'] },
});
