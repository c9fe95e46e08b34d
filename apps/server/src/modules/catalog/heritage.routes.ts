import {
  errorEnvelopeSchema,
  heritageCounts,
  heritagePlaces,
  heritageQuerySchema,
  heritageResponseSchema,
  toHeritagePlace,
} from '@swiss/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogSnapshot } from './catalog.snapshot.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';

/** Old vs New: the places of a filter chip (compact cards) and how many each chip holds. */
export const heritageRoutes: FastifyPluginAsyncZod<{ snapshot: CatalogSnapshot }> = async (app, { snapshot }) => {
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
