import {
  airaPlacesResponseSchema,
  enhancedPlacesQuerySchema,
  errorEnvelopeSchema,
  placesSearchBodySchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';

export interface PoiRoutesOptions {
  /** Requests per minute: these answer from memory in about a millisecond (the catalog's read limit). */
  rateLimitMax: number;
}

/** AIRA's nearby places: GET /api/enhanced-places and POST /api/places/search, from the in-memory index. */
const routes: FastifyPluginAsyncZod<PoiRoutesOptions> = async (app, options) => {
  const responses = { 200: airaPlacesResponseSchema, 400: errorEnvelopeSchema };
  const config = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };

  app.get(
    '/api/enhanced-places',
    {
      config,
      schema: {
        summary: 'Places near a position (50 km), by category and keyword',
        tags: ['aira'],
        querystring: enhancedPlacesQuerySchema,
        response: responses,
      },
    },
    async (request) => {
      const { lat, lng, category, keyword, limit } = request.query;
      return app.pois.search({ lat, lng, category, keyword, limit });
    },
  );

  app.post(
    '/api/places/search',
    {
      config,
      schema: {
        summary: 'Places within a radius (metres), by place_type and keyword',
        tags: ['aira'],
        body: placesSearchBodySchema,
        response: responses,
      },
    },
    async (request) => {
      const { latitude, longitude, radius, keyword, place_type: placeType, limit } = request.body;
      return app.pois.search({ lat: latitude, lng: longitude, radiusKm: radius / 1000, keyword, placeType, limit });
    },
  );
};

export const poiRoutes = fp(routes, {
  name: 'poi-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'poi-index'],
  decorators: { fastify: ['pois'] },
});
