import {
  errorEnvelopeSchema,
  OFFLINE_BUNDLE_PATH,
  offlineBundleQuerySchema,
  offlineBundleSchema,
  PAGING,
  type OfflineBundle,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';

/**
 * The offline bundle of one language: one precomputed, compressed, ETagged body built from the
 * snapshot (so it is rebuilt with it after a catalog change). The web app's warm-up rebuilds the
 * individual answers from it (@swiss/contract offlineAnswers).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const snapshot = app.catalog;
  app.get(
    OFFLINE_BUNDLE_PATH,
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'Everything the app reads offline in one language, in one answer (for the offline warm-up)',
        tags: ['catalog'],
        querystring: offlineBundleQuerySchema,
        response: { 200: offlineBundleSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const json = snapshot.cached(`bundle:${lang}`, (): OfflineBundle => ({
        status: 'success',
        language: lang,
        categories: snapshot.categoryList(lang),
        places: snapshot.all(lang),
        sample_ids: snapshot.sample(lang).map((place) => place.id),
        v2_quiz: snapshot.v2Quiz(lang),
        quiz: snapshot.quiz(lang).slice(0, PAGING.quizLimit),
        insights: snapshot.insights(lang).slice(0, PAGING.insightsLimit),
        search: snapshot.searchEntries(),
      }));
      return sendPrecomputed(request, reply, json);
    },
  );
};

export const bundleRoutes = fp(routes, {
  name: 'bundle-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
