import { deviceTokenResponseSchema, errorEnvelopeSchema, type DeviceTokenResponse } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';

/**
 * POST /api/device: a signed anonymous device token for the rate limits of costly calls
 * (plugins/rate-limits.ts). Nothing is stored: the token is a random id, its issue time and a MAC.
 * Issuing counts against the address's general limit, like any request without a token.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/device',
    {
      schema: {
        summary: 'An anonymous device token (send it as x-device-token on AI, voice and search calls)',
        tags: ['device'],
        response: { 200: deviceTokenResponseSchema, 429: errorEnvelopeSchema },
      },
    },
    async (_request, reply): Promise<DeviceTokenResponse> => {
      const { token, expiresAt } = app.deviceTokens.issue();
      reply.header('cache-control', 'no-store');
      return { status: 'success', device_token: token, expires_at: expiresAt.toISOString() };
    },
  );
};

export const deviceRoutes = fp(routes, {
  name: 'device-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
  decorators: { fastify: ['deviceTokens'] },
});
