import {
  carbonBodySchema,
  carbonResponseSchema,
  errorEnvelopeSchema,
  positionQuerySchema,
  weatherCitiesResponseSchema,
  weatherResponseSchema,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../../platform/plugin-graph.js';
import { WEATHER_CITIES } from './weather-cities.js';
import type { WeatherSources } from './weather-sources.js';

export interface WeatherRoutesOptions {
  sources: WeatherSources;
  /** Requests per minute: answered from the providers' shared cache, and a hall may share one address. */
  rateLimitMax: number;
}

/** The Pulse weather and environment tabs: weather, air quality and pollen; six cities; carbon intensity. */
const routes: FastifyPluginAsyncZod<WeatherRoutesOptions> = async (app, { sources, rateLimitMax }) => {
  const config = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } };

  app.get(
    '/api/weather',
    {
      config,
      schema: {
        summary: 'Current weather, air quality and pollen at a position (Open-Meteo), or why not',
        tags: ['aira'],
        querystring: positionQuerySchema,
        response: { 200: weatherResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const [now, airQuality, pollen] = await Promise.all([
        sources.weatherNow(lat, lng),
        sources.airQuality(lat, lng),
        sources.pollen(lat, lng),
      ]);
      return { status: 'success' as const, data: { now, airQuality, pollen } };
    },
  );

  app.get(
    '/api/weather/cities',
    {
      config,
      schema: {
        summary: "The Global Weather Explorer's six cities with their current weather, or why not",
        tags: ['aira'],
        response: { 200: weatherCitiesResponseSchema },
      },
    },
    async () => {
      const data = await Promise.all(
        WEATHER_CITIES.map(async ({ city, lat, lng }) => ({ city, lat, lng, now: await sources.weatherNow(lat, lng) })),
      );
      return { status: 'success' as const, data };
    },
  );

  app.post(
    '/api/environmental/carbon-intensity',
    {
      config,
      schema: {
        summary: "Carbon intensity of the position's grid (live, or a documented Swiss annual average), or why not",
        tags: ['aira'],
        body: carbonBodySchema,
        response: { 200: carbonResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.body;
      return { status: 'success' as const, data: await sources.carbon(lat, lng) };
    },
  );
};

export const weatherRoutes = fp(routes, {
  name: 'weather-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});
