import {
  aiInsightsQuerySchema,
  aiInsightsResponseSchema,
  errorEnvelopeSchema,
  placeParamsSchema,
  type AiInsightsResponse,
} from '@swiss/contract';
import { buildInsightSet } from '@swiss/content';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { llmInsightSet } from './llm-insights.js';
import type { OpenAiCompatibleLlm } from './providers/openai-compatible.js';

export interface InsightsRoutesOptions {
  rateLimitMax: number;
  /** Set when the llm provider is configured: the model rewords the data-built set. */
  llm?: OpenAiCompatibleLlm | undefined;
}

const NEARBY = 6;

const routes: FastifyPluginAsyncZod<InsightsRoutesOptions> = async (app, { llm, rateLimitMax }) => {
  app.get(
    '/api/swiss/v2/places/:slug/insights',
    {
      schema: {
        summary: "The concierge's insight set for a place, from our data (reworded by the model when one is set)",
        tags: ['ai'],
        params: placeParamsSchema,
        querystring: aiInsightsQuerySchema,
        response: { 200: aiInsightsResponseSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
      // Without a model this is a cheap catalog read; with one, each request costs a model call.
      config: llm ? { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' }, addressCeiling: 'ai' as const } : {},
    },
    async (request): Promise<AiInsightsResponse> => {
      const { slug } = request.params;
      const { lang } = request.query;
      const place = app.catalog.place(lang, slug);
      if (!place) throw new HttpError(404, 'NOT_FOUND', `No place with the id "${slug}"`);
      const data = buildInsightSet(place, app.catalog.nearby(lang, slug, NEARBY) ?? [], lang);
      const base = { status: 'success' as const, place_id: slug, language: lang };
      if (!llm) return { ...base, source: 'data', isFallback: false, insights: data };
      try {
        return { ...base, source: 'llm', isFallback: false, insights: await llmInsightSet(llm, lang, data) };
      } catch (error) {
        request.log.warn({ err: error }, 'LLM insight set failed; serving the data-built set');
        return { ...base, source: 'data', isFallback: true, insights: data };
      }
    },
  );
};

export const insightsRoutes = fp(routes, {
  name: 'insights-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
