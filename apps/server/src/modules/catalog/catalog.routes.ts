import {
  categoriesResponseSchema,
  errorEnvelopeSchema,
  langQuerySchema,
  v2CategoriesQuerySchema,
} from '@swiss/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogSnapshot, type PrecomputedJson } from './catalog.snapshot.js';

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogSnapshot;
  }
}

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Sends a precomputed body, or 304 when the client already holds this version. */
function sendPrecomputed(request: FastifyRequest, reply: FastifyReply, json: PrecomputedJson): FastifyReply {
  reply.header('etag', json.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const snapshot = new CatalogSnapshot(app.database.db);
  await snapshot.refresh();
  app.decorate('catalog', snapshot);

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
};
