import {
  errorEnvelopeSchema,
  heritageCounts,
  heritagePlaces,
  heritageQuerySchema,
  heritageResponseSchema,
  toHeritagePlace,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';

/** Old vs New: the places of a filter chip (compact cards) and how many each chip holds. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const snapshot = app.catalog;
  app.get(
    '/api/swiss/v2/heritage',
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'Places of an Old vs New filter (All, UNESCO, crafts, green leaders, architecture, transport)',
        tags: ['catalog'],
        querystring: heritageQuerySchema,
        response: { 200: heritageResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { filter, lang } = request.query;
      const json = snapshot.cached(`heritage:${lang}:${filter}`, () => {
        const all = snapshot.all(lang);
        return {
          status: 'success',
          filter,
          places: heritagePlaces(all, filter).map(toHeritagePlace),
          counts: heritageCounts(all),
        };
      });
      return sendPrecomputed(request, reply, json);
    },
  );
};

export const heritageRoutes = fp(routes, {
  name: 'heritage-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
