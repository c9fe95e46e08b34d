import {
  ADMIN_PAGE_SIZE,
  auditParamsSchema,
  auditQuerySchema,
  auditResponseSchema,
  auditRevertResponseSchema,
} from '@swiss/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ERROR_RESPONSES, answerUncached } from '../../plugins/admin-api.js';
import { ADMIN_ROUTE_DEPENDENCIES } from '../plugin-graph.js';
import { listAudit } from './audit.repository.js';
import { AuditRestorers } from './restorers.js';
import { revertAudit } from './revert.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where each module registers how its audited records are restored (restorers.ts). */
    audit: AuditRestorers;
  }
}

/** The audit log for admins: the list, newest first, and the revert of one entry. */
const auditRoutes: FastifyPluginAsyncZod<{ restorers: AuditRestorers }> = async (app, { restorers }) => {
  const db = app.database.db;
  const errors = ADMIN_ERROR_RESPONSES;
  answerUncached(app);

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
      const { entry, restorer } = await revertAudit(db, restorers, request.user, request.params.id);
      await restorer.afterRevert?.();
      return { status: 'success' as const, entry };
    },
  );
};

/**
 * The audit log: a platform service below the modules. It owns the log's table and routes, and
 * decorates app.audit, where the modules register their restorers; modules record their changes
 * with recordAudit inside the transaction that makes them. Not encapsulated, so app.audit reaches
 * the modules registered after it; its routes live in a child context of their own.
 */
export const auditPlugin = fp(
  async (app: FastifyInstance) => {
    const restorers = new AuditRestorers();
    app.decorate('audit', restorers);
    await app.register(auditRoutes, { restorers });
  },
  // Admin routes: the admin guard and the storable-text check must be in place before they are added.
  { name: 'audit', dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database'], decorators: { fastify: ['database'] } },
);
