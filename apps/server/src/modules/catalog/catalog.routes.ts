import {
  categoriesResponseSchema,
  errorEnvelopeSchema,
  insightsQuerySchema,
  insightsResponseSchema,
  langQuerySchema,
  quizQuerySchema,
  quizResponseSchema,
  v2QuizQuerySchema,
  v2QuizResponseSchema,
  v2CategoriesQuerySchema,
} from '@swiss/contract';
import type { FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogSnapshot } from './catalog.snapshot.js';
import { sendPrecomputed } from './catalog.http.js';
import { catalogVersion } from './places.repository.js';
import { heritageRoutes } from './heritage.routes.js';
import { placesRoutes } from './places.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogSnapshot;
  }
}

/** How often an instance checks whether another one changed the catalog. */
const VERSION_POLL_MS = 30_000;

/** Wrapped with fastify-plugin so that other modules (media) can read the snapshot as app.catalog. */
export const catalogRoutes = fp<FastifyPluginOptions>(async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const snapshot = new CatalogSnapshot(app.database.db);
  await snapshot.refresh();
  root.decorate('catalog', snapshot);

  let version = await catalogVersion(app.database.db);
  const timer = setInterval(() => {
    catalogVersion(app.database.db)
      .then(async (next) => {
        if (next === version) return;
        version = next;
        await snapshot.refresh();
        app.log.info('catalog changed: snapshot rebuilt');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'catalog version check failed'));
  }, VERSION_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  const responses = { 200: categoriesResponseSchema, 400: errorEnvelopeSchema };
  app.get(
    '/api/swiss/categories',
    {
      schema: {
        summary: 'Destination categories',
        tags: ['catalog'],
        querystring: langQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => sendPrecomputed(request, reply, snapshot.categoriesJson(request.query.lang)),
  );
  app.get(
    '/api/swiss/v2/categories',
    {
      schema: {
        summary: 'Destination categories (v2); v and _cb are accepted and ignored',
        tags: ['catalog'],
        querystring: v2CategoriesQuerySchema,
        response: responses,
      },
    },
    async (request, reply) => sendPrecomputed(request, reply, snapshot.categoriesJson(request.query.lang)),
  );

  app.get(
    '/api/swiss/insights',
    {
      schema: {
        summary: 'Swiss insights',
        tags: ['catalog'],
        querystring: insightsQuerySchema,
        response: { 200: insightsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang, limit } = request.query;
      return sendPrecomputed(
        request,
        reply,
        snapshot.cached(`insights:${lang}:${limit}`, () => ({
          status: 'success',
          insights: snapshot.insights(lang).slice(0, limit),
        })),
      );
    },
  );

  app.get(
    '/api/swiss/quiz',
    {
      schema: {
        summary: 'Quiz questions (older shape), linked to places where a question is about one',
        tags: ['catalog'],
        querystring: quizQuerySchema,
        response: { 200: quizResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang, limit } = request.query;
      return sendPrecomputed(
        request,
        reply,
        snapshot.cached(`quiz:${lang}:${limit}`, () => ({
          status: 'success',
          questions: snapshot.quiz(lang).slice(0, limit),
        })),
      );
    },
  );

  app.get(
    '/api/swiss/v2/quiz',
    {
      schema: {
        summary: 'The 50 built-in quiz questions (v2 shape) with insights and fun facts',
        tags: ['catalog'],
        querystring: v2QuizQuerySchema,
        response: { 200: v2QuizResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return sendPrecomputed(
        request,
        reply,
        snapshot.cached(`v2quiz:${lang}`, () => ({ status: 'success', questions: snapshot.v2Quiz(lang) })),
      );
    },
  );

  await app.register(placesRoutes, { snapshot });
  await app.register(heritageRoutes, { snapshot });
});
