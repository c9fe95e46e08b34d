import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  rateLimitMax: number;
  /** Other origins images may come from: the configured map tile server. */
  imageOrigins: string[];
}

/**
 * Headers, compression and rate limiting. The CSP allows only our own origin: the app ships its
 * scripts, styles and fonts itself and calls only its own API (providers are proxied server-side);
 * the one exception is the images of a configured map tile server.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Map tiles come from the configured tile server only (MAP_TILES_URL); none by default.
        imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false, // set per request below
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // HSTS only where the visitor really arrived over TLS (directly, or through a trusted proxy that
  // says so): on plain http the header would be ignored, and on localhost it would pin browsers to https.
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    max: options.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      // Thrown by the limiter; the error handler turns status 429 into the error envelope.
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
    }),
  });
});
