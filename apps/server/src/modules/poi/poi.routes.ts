import {
  airaPlacesResponseSchema,
  enhancedPlacesQuerySchema,
  errorEnvelopeSchema,
  placesSearchBodySchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { nearbyWithLive } from './live-nearby.js';
import type { OverpassProvider } from './overpass-provider.js';

export interface PoiRoutesOptions {
  /** Requests per minute: these answer from memory in about a millisecond (the catalog's read limit). */
  rateLimitMax: number;
  /** Overpass for positions outside Switzerland (OVERPASS_URL); undefined: the store only. */
  live?: OverpassProvider | undefined;
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
      const { lat, lng, category, keyword, limit, lang: language } = request.query;
      return nearbyWithLive(app.pois, options.live, { lat, lng, category, keyword, limit, language }, request.log);
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
      const { latitude, longitude, radius, keyword, place_type: placeType, limit, lang: language } = request.body;
      const nearby = { lat: latitude, lng: longitude, radiusKm: radius / 1000, keyword, placeType, limit, language };
      return nearbyWithLive(app.pois, options.live, nearby, request.log);
    },
  );
};

export const poiRoutes = fp(routes, {
  name: 'poi-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'poi-index'],
  decorators: { fastify: ['pois'] },
});
