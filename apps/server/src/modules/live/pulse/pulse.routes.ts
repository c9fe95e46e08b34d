import {
  errorEnvelopeSchema,
  positionQuerySchema,
  pulseInsightsResponseSchema,
  pulseLocalResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../../platform/plugin-graph.js';
import { gazetteer } from '../../geo/index.js';
import { pulseInsights } from './pulse-insights.js';
import { pulseLocal } from './pulse-local.js';

export interface PulseRoutesOptions {
  /** Requests per minute per address: both answer from memory. */
  rateLimitMax: number;
}

/** The Local Pulse hub's local and insights tabs: GET /api/pulse/local and /api/pulse/insights. */
const routes: FastifyPluginAsyncZod<PulseRoutesOptions> = async (app, options) => {
  const config = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };

  app.get(
    '/api/pulse/local',
    {
      config,
      schema: {
        summary: 'Municipality, canton, area, population (with its source), stops within 1 km and nearby places',
        tags: ['aira'],
        querystring: positionQuerySchema,
        response: { 200: pulseLocalResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      return { status: 'success' as const, data: pulseLocal(gazetteer(), app.pois, lat, lng) };
    },
  );

  app.get(
    '/api/pulse/insights',
    {
      config,
      schema: {
        summary: 'Facts, events, suggestions, highlights, tips and cultural notes of our places near a position',
        tags: ['aira'],
        querystring: positionQuerySchema,
        response: { 200: pulseInsightsResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lat, lng, lang = 'en' } = request.query;
      return { status: 'success' as const, data: pulseInsights(app.catalog, app.pois, { lat, lng, lang }) };
    },
  );
};

export const pulseRoutes = fp(routes, {
  name: 'pulse-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot', 'poi-index'],
  decorators: { fastify: ['catalog', 'pois'] },
});
