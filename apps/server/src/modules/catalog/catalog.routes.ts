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
import { CatalogChanges } from './catalog.changes.js';
import { CatalogSnapshot } from './catalog.snapshot.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';
import { bundleRoutes } from './bundle.routes.js';
import { heritageRoutes } from './heritage.routes.js';
import { placesRoutes } from './places.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogSnapshot;
    /**
     * After a committed catalog write: rebuild this instance's snapshot and tell the other
     * instances. Never throws: what fails is retried in the background (catalog.changes.ts).
     */
    catalogChanged(): Promise<void>;
  }
}

/** The PostgreSQL notification channel of catalog writes. */
export const CATALOG_CHANNEL = 'catalog_changed';

export interface CatalogOptions extends FastifyPluginOptions {
  /** How often an instance re-reads the catalog version in case a notification was lost (default 30 s). */
  pollMs?: number;
}

/** Wrapped with fastify-plugin so that other modules (media) can read the snapshot as app.catalog. */
export const catalogRoutes = fp<CatalogOptions>(async (root, options) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const snapshot = new CatalogSnapshot(app.database.db);
  await snapshot.refresh();
  root.decorate('catalog', snapshot);

  // Another instance changed the catalog: it sent a notification (at once) or the poll sees it.
  const check = (why: string) => {
    snapshot
      .refreshIfChanged()
      .then((rebuilt) => {
        if (rebuilt) app.log.info({ why }, 'catalog changed: snapshot rebuilt');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'catalog version check failed'));
  };
  const stopListening = await app.database.listen(CATALOG_CHANNEL, () => check('notification'));
  const timer = setInterval(() => check('poll'), options.pollMs ?? 30_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await stopListening();
  });

  const changes = new CatalogChanges({
    rebuild: () => snapshot.refresh(),
    notify: () => app.database.notify(CATALOG_CHANNEL),
    log: app.log,
  });
  app.addHook('onClose', async () => changes.stop());
  root.decorate('catalogChanged', () => changes.changed());

  const responses = { 200: categoriesResponseSchema, 400: errorEnvelopeSchema };
  app.get(
    '/api/swiss/categories',
    {
      ...PRECOMPUTED_ROUTE,
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
      ...PRECOMPUTED_ROUTE,
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
      ...PRECOMPUTED_ROUTE,
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
      ...PRECOMPUTED_ROUTE,
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
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary:
          'The quiz bank (v2 shape): the 50 built-in questions and any an admin added, with insights and fun facts',
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
  await app.register(bundleRoutes, { snapshot });
});
