import { analyticsAcceptedSchema, analyticsBatchSchema, errorEnvelopeSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError } from '../../plugins/errors.js';
import { recordEvents } from './analytics.service.js';

export interface AnalyticsRoutesOptions {
  /** Event batches per client and minute. */
  rateLimitMax: number;
}

const BATCH_BODY_LIMIT = 16 * 1024;

/**
 * Anonymous usage counts in. Nothing about the sender is kept: no cookie is
 * read or set, and the address is used only by the rate limiter's in-memory window.
 */
const routes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  // navigator.sendBeacon posts its JSON as text/plain (a type that needs no CORS preflight); this
  // parser applies to the routes of this plugin only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BATCH_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'BAD_REQUEST', 'The body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/api/analytics/events',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        summary: 'Count a batch of anonymous usage events (no cookies, no addresses, no visitor ids are stored)',
        tags: ['analytics'],
        body: analyticsBatchSchema,
        response: { 202: analyticsAcceptedSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const accepted = await recordEvents(
        app.database.db,
        request.body.events,
        (id) => app.catalog.place('en', id) !== undefined,
      );
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ status: 'success' as const, accepted });
    },
  );
};

export const analyticsRoutes = fp(routes, {
  name: 'analytics-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'database', 'catalog-snapshot'],
  decorators: { fastify: ['database', 'catalog'] },
});
