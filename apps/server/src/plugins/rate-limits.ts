import rateLimit from '@fastify/rate-limit';
import { DEVICE_TOKEN_HEADER } from '@swiss/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';
import { DeviceTokens } from './device-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues and checks the anonymous device tokens that key the limits of costly calls. */
    deviceTokens: DeviceTokens;
  }
  interface FastifyContextConfig {
    /** The per-address ceiling that applies to this route's requests with a device token (default: the general one). */
    addressCeiling?: 'ai';
  }
}

export interface RateLimitOptions {
  /** Other API requests per minute: per device with a valid token, else per address. */
  rateLimitMax: number;
  /** Cheap cached reads (catalog, covers, flags, settings) per address and minute. */
  catalogRateLimitMax: number;
  /** Requests with device tokens per address and minute: the ceiling of a hall behind one address. */
  addressRateLimitMax: number;
  /** The same ceiling for AI and voice calls (addressCeiling: 'ai'), which cost a model call each. */
  aiAddressRateLimitMax: number;
  deviceTokenSecret: string | undefined;
}

const WINDOW = '1 minute';
/** GETs answered from memory (or files) outside /api/swiss/: flags, settings, voices, covers, photos. */
const CHEAP_READS = new Set([
  '/api/feature-flags',
  '/api/config',
  '/api/tts/voices',
  '/api/tts/voices/enhanced',
  '/api/media/covers',
  '/api/media/cover/:slug',
  '/api/media/placeholder/:category',
]);

/**
 * A cheap cached read: a GET of the catalog (every /api/swiss/ route answers from the in-memory
 * snapshot, except a search, which ranks the catalog for each new text) or of the list above. A
 * route with its own limit (config.rateLimit, e.g. insights reworded by a model) is never one.
 */
export function isCheapRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const { url, config } = request.routeOptions;
  if (!url || config.rateLimit) return false;
  if (url.startsWith('/api/swiss/')) {
    const search = (request.query as Record<string, unknown> | undefined)?.search;
    return typeof search !== 'string' || search.trim() === '';
  }
  return CHEAP_READS.has(url) || url.startsWith('/api/media/photos/');
}

/**
 * Rate limits sized for an event hall: hundreds of visitors behind one Wi-Fi address.
 *
 * - Cheap cached reads have their own, far higher per-address limit (CATALOG_RATE_LIMIT_MAX): they
 *   cost microseconds, and a first visit with its offline warm-up needs a dozen of them.
 * - Other requests, and the routes with their own limit (AI, voice, analytics), are counted per
 *   device when they carry a valid device token (x-device-token), else per address with the same
 *   (lower) number, as before. Tokens are free to get, so requests with one also count against a
 *   per-address ceiling (ADDRESS_RATE_LIMIT_MAX, AI_ADDRESS_RATE_LIMIT_MAX for model calls).
 *
 * Counters live in memory, per instance, for one minute; the token only names a counter.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const tokens = new DeviceTokens(options.deviceTokenSecret);
  app.decorate('deviceTokens', tokens);
  const devices = new WeakMap<FastifyRequest, string | null>();
  const deviceOf = (request: FastifyRequest): string | null => {
    let device = devices.get(request);
    if (device === undefined) {
      device = tokens.verify(request.headers[DEVICE_TOKEN_HEADER]) ?? null;
      devices.set(request, device);
    }
    return device;
  };

  await app.register(rateLimit, {
    max: (request) => (isCheapRead(request) ? options.catalogRateLimitMax : options.rateLimitMax),
    timeWindow: WINDOW,
    // Also the key of the routes with their own limit (they set max, not keyGenerator).
    keyGenerator: (request) => {
      if (isCheapRead(request)) return `read:${request.ip}`;
      const device = deviceOf(request);
      return device ? `device:${device}` : request.ip;
    },
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      // Thrown by the limiter; the error handler turns status 429 into the error envelope.
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
    }),
  });

  const byAddress = (request: FastifyRequest) => request.ip;
  const ceilings = {
    general: app.createRateLimit({ max: options.addressRateLimitMax, timeWindow: WINDOW, keyGenerator: byAddress }),
    ai: app.createRateLimit({ max: options.aiAddressRateLimitMax, timeWindow: WINDOW, keyGenerator: byAddress }),
  };
  // Callback style, as the other per-request hooks: most requests leave at the first test.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || isCheapRead(request) || !deviceOf(request)) return done();
    const ceiling = request.routeOptions.config.addressCeiling === 'ai' ? ceilings.ai : ceilings.general;
    ceiling(request).then((result) => {
      if (result.isAllowed || !result.isExceeded) return done();
      reply.header('retry-after', String(result.ttlInSeconds));
      done(
        new HttpError(
          429,
          'RATE_LIMITED',
          `Too many requests from this network. Please wait ${result.ttlInSeconds} s and try again.`,
        ),
      );
    }, done);
  });
}
