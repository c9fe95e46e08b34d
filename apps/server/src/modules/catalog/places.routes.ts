import {
  errorEnvelopeSchema,
  nearbyQuerySchema,
  nearbyResponseSchema,
  placeParamsSchema,
  placeResponseSchema,
  placesQuerySchema,
  placesResponseSchema,
  SUSTAINABILITY,
  v2PlacesQuerySchema,
  v2PlacesResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pick } from 'zod/mini';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  const snapshot = app.catalog;
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(
    '/api/swiss/v2/places',
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'Places of a category (paged), a search (ranked), or the sample list',
        tags: ['catalog'],
        querystring: v2PlacesQuerySchema,
        response: { 200: v2PlacesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { lang, type, search, per_page: perPage, page } = request.query;
      const key = `v2:${lang}:${type ?? ''}:${search?.toLowerCase() ?? ''}:${perPage}:${page}`;
      const json = snapshot.cached(key, () => {
        let list = search
          ? snapshot.search(lang, search)
          : type
            ? snapshot.inCategory(lang, type)
            : snapshot.sample(lang);
        if (search && type) list = list.filter((p) => p.category_key === type);
        const start = (page - 1) * perPage;
        return {
          status: 'success',
          places: list.slice(start, start + perPage),
          total: list.length,
          category: type ?? null,
          page,
          per_page: perPage,
        };
      });
      return sendPrecomputed(request, reply, json);
    },
  );

  app.get(
    '/api/swiss/v2/places/:slug/nearby',
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'The closest other places, computed from coordinates',
        tags: ['catalog'],
        params: placeParamsSchema,
        querystring: nearbyQuerySchema,
        response: { 200: nearbyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { lang, limit } = request.query;
      if (!snapshot.place(lang, slug)) throw new HttpError(404, 'NOT_FOUND', `No place with the id "${slug}"`);
      // Computed only when the response cache does not have it.
      return sendPrecomputed(
        request,
        reply,
        snapshot.cached(`nearby:${lang}:${slug}:${limit}`, () => ({
          status: 'success',
          place_id: slug,
          nearby: snapshot.nearby(lang, slug, limit) ?? [],
        })),
      );
    },
  );

  app.get(
    '/api/swiss/places',
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'Places (older explorer): by category, search and sustainability filter',
        tags: ['catalog'],
        querystring: placesQuerySchema,
        response: { 200: placesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { lang, category, search, sustainability_filter: filter, limit } = request.query;
      const key = `older:${lang}:${category ?? ''}:${search?.toLowerCase() ?? ''}:${filter ?? ''}:${limit}`;
      const json = snapshot.cached(key, () => {
        let list = search ? snapshot.search(lang, search) : snapshot.all(lang);
        if (category) list = list.filter((p) => p.category_key === category);
        if (filter === 'true') {
          list = list.filter((p) => p.sustainability.sustainability_score > SUSTAINABILITY.greenLeaderAbove);
        }
        return { status: 'success', places: list.slice(0, limit) };
      });
      return sendPrecomputed(request, reply, json);
    },
  );

  app.get(
    '/api/swiss/places/:slug',
    {
      ...PRECOMPUTED_ROUTE,
      schema: {
        summary: 'One place',
        tags: ['catalog'],
        params: placeParamsSchema,
        querystring: pick(placesQuerySchema, { lang: true }),
        response: { 200: placeResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { lang } = request.query;
      const place = snapshot.place(lang, slug);
      if (!place) throw new HttpError(404, 'NOT_FOUND', `No place with the id "${slug}"`);
      return sendPrecomputed(
        request,
        reply,
        snapshot.cached(`place:${lang}:${slug}`, () => ({ status: 'success', place })),
      );
    },
  );
};

export const placesRoutes = fp(routes, {
  name: 'places-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
