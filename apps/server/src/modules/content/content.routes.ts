import {
  ADMIN_PAGE_SIZE,
  adminCategoryParamsSchema,
  adminCreateHeadersSchema,
  adminCategoryResponseSchema,
  adminInsightCreateSchema,
  adminInsightParamsSchema,
  adminInsightResponseSchema,
  adminPlaceParamsSchema,
  adminPlaceResponseSchema,
  adminPlacesQuerySchema,
  adminPlacesResponseSchema,
  adminQuizCreateSchema,
  adminQuizParamsSchema,
  adminQuizResponseSchema,
  categorySourceSchema,
  errorEnvelopeSchema,
  IDEMPOTENT_REPLAYED_HEADER,
  insightSourceSchema,
  placeSourceSchema,
  quizSourceSchema,
} from '@swiss/contract';
import type { Database } from '@swiss/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ERROR_RESPONSES, answerUncached } from '../../plugins/admin-api.js';
import { ADMIN_ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { createInsight, createQuiz } from './content.create.js';
import { listPlaceSummaries } from './content.records.js';
import {
  adminPlaceResponse,
  contentRestorers,
  createPlace,
  updateCategory,
  updateInsight,
  updatePlace,
  updateQuiz,
} from './content.service.js';
import { idempotentCreate } from './idempotency.js';

/**
 * Content editing for administrators: places, quiz questions and insights (edit, create) and the
 * categories (edit only: a fixed set, docs/decisions/0004-fixed-categories.md). Bodies are the
 * dataset's own records, checked by the dataset's schemas. Each change is audited and reaches every
 * instance's catalog at once (app.catalogChanged: this one rebuilds, the others are notified); the
 * audit entry moves the catalog version, which is what the others compare before rebuilding.
 * Once a change is committed the answer is success: the rebuild is retried in the background if it
 * fails. Creates take an Idempotency-Key (idempotency.ts), so a retried create is not a second one.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The audit log's revert puts these records back through the content module's own restorers.
  for (const [kind, restorer] of Object.entries(contentRestorers))
    app.audit.registerRestorer(kind as keyof typeof contentRestorers, {
      ...restorer,
      afterRevert: () => app.catalogChanged(),
    });
  const errors = ADMIN_ERROR_RESPONSES;
  const createErrors = { ...errors, 422: errorEnvelopeSchema };
  answerUncached(app);

  /** Answers a create (201): the stored first answer again when the request is a retry (same key). */
  const sendCreated = async <T>(request: FastifyRequest, reply: FastifyReply, create: (tx: Database) => Promise<T>) => {
    const answer = await idempotentCreate(db, request, 201, create);
    if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    // Saved: what follows the commit never fails the request (it is retried in the background).
    else await app.catalogChanged();
    return reply.code(answer.status).send(answer.body);
  };

  app.get(
    '/api/admin/places',
    {
      schema: {
        summary: `Places for editing, ${ADMIN_PAGE_SIZE} a page: search by id, title or name, filter by category or by a missing translation`,
        tags: ['admin'],
        querystring: adminPlacesQuerySchema,
        response: { 200: adminPlacesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { places, total } = await listPlaceSummaries(db, request.query);
      return { status: 'success' as const, places, total, page: request.query.page, page_size: ADMIN_PAGE_SIZE };
    },
  );

  app.get(
    '/api/admin/places/:id',
    {
      schema: {
        summary: 'A whole place as the dataset holds it, with its texts in all four languages',
        tags: ['admin'],
        params: adminPlaceParamsSchema,
        response: { 200: adminPlaceResponseSchema, ...errors },
      },
    },
    async (request) => adminPlaceResponse(db, request.params.id),
  );

  app.put(
    '/api/admin/places/:id',
    {
      schema: {
        summary: 'Replace a place (the whole record, validated like the dataset); audited',
        tags: ['admin'],
        params: adminPlaceParamsSchema,
        body: placeSourceSchema,
        response: { 200: adminPlaceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const answer = await updatePlace(db, request.user, request.params.id, request.body);
      await app.catalogChanged();
      return answer;
    },
  );

  app.post(
    '/api/admin/places',
    {
      schema: {
        summary: 'Create a place (a whole record, validated like the dataset); audited',
        tags: ['admin'],
        headers: adminCreateHeadersSchema,
        body: placeSourceSchema,
        response: { 201: adminPlaceResponseSchema, ...createErrors },
      },
    },
    async (request, reply) => sendCreated(request, reply, (tx) => createPlace(tx, request.user, request.body)),
  );

  app.put(
    '/api/admin/categories/:key',
    {
      schema: {
        summary: 'Edit a category: icon, colour, names, descriptions and focus in all four languages; audited',
        tags: ['admin'],
        params: adminCategoryParamsSchema,
        body: categorySourceSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateCategory(db, request.user, request.params.key, request.body);
      await app.catalogChanged();
      return { status: 'success' as const, category: request.body };
    },
  );

  app.put(
    '/api/admin/quiz/:id',
    {
      schema: {
        summary: 'Edit a quiz question in all four languages; audited',
        tags: ['admin'],
        params: adminQuizParamsSchema,
        body: quizSourceSchema,
        response: { 200: adminQuizResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateQuiz(db, request.user, request.params.id, request.body);
      await app.catalogChanged();
      return { status: 'success' as const, question: request.body };
    },
  );

  app.put(
    '/api/admin/insights/:id',
    {
      schema: {
        summary: 'Edit a Swiss insight in all four languages; audited',
        tags: ['admin'],
        params: adminInsightParamsSchema,
        body: insightSourceSchema,
        response: { 200: adminInsightResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updateInsight(db, request.user, request.params.id, request.body);
      await app.catalogChanged();
      return { status: 'success' as const, insight: request.body };
    },
  );

  app.post(
    '/api/admin/quiz',
    {
      schema: {
        summary: 'Create a quiz question in all four languages (without an id it gets the next free one); audited',
        tags: ['admin'],
        headers: adminCreateHeadersSchema,
        body: adminQuizCreateSchema,
        response: { 201: adminQuizResponseSchema, ...createErrors },
      },
    },
    async (request, reply) =>
      sendCreated(request, reply, async (tx) => ({
        status: 'success' as const,
        question: await createQuiz(tx, request.user, request.body),
      })),
  );

  app.post(
    '/api/admin/insights',
    {
      schema: {
        summary: 'Create a Swiss insight in all four languages (without an id it gets the next free one); audited',
        tags: ['admin'],
        headers: adminCreateHeadersSchema,
        body: adminInsightCreateSchema,
        response: { 201: adminInsightResponseSchema, ...createErrors },
      },
    },
    async (request, reply) =>
      sendCreated(request, reply, async (tx) => ({
        status: 'success' as const,
        insight: await createInsight(tx, request.user, request.body),
      })),
  );
};

export const contentRoutes = fp(routes, {
  name: 'content-routes',
  encapsulate: true,
  dependencies: [...ADMIN_ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot', 'audit'],
  decorators: { fastify: ['database', 'catalogChanged', 'audit'] },
});
