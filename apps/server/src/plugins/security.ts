import compress from '@fastify/compress';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { FIRST_SCREEN_SCRIPT_CSP } from './first-screen.js';
import { registerRateLimits, type RateLimitOptions } from './rate-limits.js';

export interface SecurityOptions extends RateLimitOptions {
  /** Other origins images may come from: the configured map tile server. */
  imageOrigins: string[];
  /** Other origins fetch() may reach: the configured map tile servers (MapLibre fetches its tiles). */
  connectOrigins?: string[];
}

/**
 * Headers, compression and rate limiting. The CSP allows only our own origin: the app ships its
 * scripts, styles and fonts itself and calls only its own API (providers are proxied server-side);
 * the one exception is the images of a configured map tile server.
 */
/**
 * The headers helmet sets for these options, worked out once. They are the same for every
 * response, and @fastify/helmet built them again per request (the CSP string directive by
 * directive): about 8% of the CPU of a catalog read under load (docs/perf.md).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: number | string | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  // Helmet reads nothing of the request for options without per-request functions (none here).
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not set its headers');
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Our own scripts, and the one inline script of the home page's first screen (by its hash).
          scriptSrc: ["'self'", FIRST_SCREEN_SCRIPT_CSP],
          styleSrc: ["'self'"],
          // Map tiles come from the configured tile servers only (MAP_TILES_URL, MAP_BASEMAPS, ...); none by default.
          imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // HSTS only where the visitor really arrived over TLS (directly, or through a trusted proxy that
    // says so): on plain http the header would be ignored, and on localhost it would pin browsers to https.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      done(null, payload);
    });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    await registerRateLimits(app, options);
  },
  { name: 'security', dependencies: ['errors'] },
);
