import {
  ADMIN_PAGE_SIZE,
  auditParamsSchema,
  auditQuerySchema,
  auditResponseSchema,
  auditRevertResponseSchema,
  contentDocumentSchema,
  contentImportResponseSchema,
  errorEnvelopeSchema,
} from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from './audit.repository.js';
import { exportContent, importContent, revertAudit } from './content.service.js';

/** The whole content is a few MB of JSON; the default body limit (1 MB) is for everything else. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

/** The audit log (list, revert) and the content as one JSON document (export, import), for admins. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: `Content changes, newest first, ${ADMIN_PAGE_SIZE} a page`,
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { entries, total } = await listAudit(db, request.query.page);
      return { status: 'success' as const, entries, total, page: request.query.page, page_size: ADMIN_PAGE_SIZE };
    },
  );

  app.post(
    '/api/admin/audit/:id/revert',
    {
      schema: {
        summary: 'Restore what an audited change replaced; the revert is audited too',
        tags: ['admin'],
        params: auditParamsSchema,
        response: { 200: auditRevertResponseSchema, ...errors },
      },
    },
    async (request) => {
      const entry = await revertAudit(db, request.user, request.params.id);
      await app.catalogChanged();
      return { status: 'success' as const, entry };
    },
  );

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
