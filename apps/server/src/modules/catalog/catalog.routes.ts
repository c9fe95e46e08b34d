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
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';
import { bundleRoutes } from './bundle.routes.js';
import { heritageRoutes } from './heritage.routes.js';
import { placesRoutes } from './places.routes.js';

/** The public catalog: every answer comes from the snapshot (catalog-snapshot.plugin.ts), never the database. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const snapshot = app.catalog;
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

  await app.register(placesRoutes);
  await app.register(heritageRoutes);
  await app.register(bundleRoutes);
};

export const catalogRoutes = fp(routes, {
  name: 'catalog-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
