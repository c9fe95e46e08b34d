import { errorEnvelopeSchema, QR_TARGETS, qrParamsSchema, qrResponseSchema } from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';

type Target = keyof typeof QR_TARGETS;

/** QR codes are generated once at start-up; they never change while the server runs. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const images = new Map<Target, Buffer>();
  for (const target of Object.keys(QR_TARGETS) as Target[]) {
    images.set(
      target,
      await QRCode.toBuffer(QR_TARGETS[target], { type: 'png', width: 256, margin: 1, errorCorrectionLevel: 'M' }),
    );
  }
  const png = (target: Target) => images.get(target) ?? Buffer.alloc(0);

  app.get(
    '/api/swiss/v2/qr/:target',
    {
      schema: {
        summary: 'A QR code as a PNG data URL',
        tags: ['qr'],
        params: qrParamsSchema,
        response: { 200: qrResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { target } = request.params;
      reply.header('cache-control', 'public, max-age=86400');
      return {
        status: 'success' as const,
        qr_code: `data:image/png;base64,${png(target).toString('base64')}`,
        url: QR_TARGETS[target],
      };
    },
  );

  app.get(
    '/api/swiss/qr/:target',
    {
      schema: {
        summary: 'A QR code as a PNG image',
        tags: ['qr'],
        params: qrParamsSchema,
        response: { 200: z.instanceof(Buffer).describe('image/png'), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png(request.params.target)),
  );
};

export const qrRoutes = fp(routes, {
  name: 'qr-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES],
});
