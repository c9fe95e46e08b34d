import { createHash } from 'node:crypto';
import {
  coverParamsSchema,
  errorEnvelopeSchema,
  imageQuerySchema,
  placeholderParamsSchema,
  type ErrorCode,
} from '@swiss/contract';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_DEPENDENCIES } from '../../platform/plugin-graph.js';
import { HttpError, sendError } from '../../plugins/errors.js';
import { categoryPlaceholderSvg as placeholderSvg, placeCoverSvg } from './cover-set.js';
import { ImageFetchError, type ImageFetchErrorCode } from './image-fetch.js';
import { ImageProxy, type ImageProxyOptions } from './image-proxy.js';
import { QueueFullError } from './work-queue.js';

export type MediaOptions = Omit<ImageProxyOptions, 'onCacheError'>;

/** How each refusal or failure of the proxy reaches the client. */
const FAILURES: Record<ImageFetchErrorCode, [number, ErrorCode]> = {
  BAD_URL: [400, 'BAD_REQUEST'],
  HOST_NOT_ALLOWED: [403, 'FORBIDDEN'],
  PORT_NOT_ALLOWED: [403, 'FORBIDDEN'],
  ADDRESS_NOT_ALLOWED: [403, 'FORBIDDEN'],
  NOT_AN_IMAGE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  TOO_MANY_PIXELS: [413, 'PAYLOAD_TOO_LARGE'],
  TIMEOUT: [504, 'UPSTREAM_TIMEOUT'],
  UPSTREAM: [502, 'UPSTREAM_ERROR'],
};
/** Failures of the image itself (not refusals): a category placeholder can stand in. */
const PLACEHOLDER_FOR: ReadonlySet<ImageFetchErrorCode> = new Set([
  'NOT_AN_IMAGE',
  'TOO_LARGE',
  'TOO_MANY_PIXELS',
  'TIMEOUT',
  'UPSTREAM',
]);
/** Seconds a client is asked to wait when every turn of the proxy is taken. */
const BUSY_RETRY_AFTER_S = 5;

const svgResponse = z.string().describe('image/svg+xml');

/** SVG is an image here: no scripts, no outside resources, even when opened directly. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, maxAgeS = 86400): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${maxAgeS}`)
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

const routes: FastifyPluginAsyncZod<MediaOptions> = async (app, options) => {
  const covers = new Map<string, string>();
  const proxy = new ImageProxy({
    ...options,
    onCacheError: (error) => app.log.warn({ err: error }, 'image cache write failed'),
  });

  app.get(
    '/api/media/img',
    {
      schema: {
        summary: 'Image proxy: fetches an allowed image, resizes it and re-encodes it (AVIF/WebP/JPEG by Accept)',
        tags: ['media'],
        querystring: imageQuerySchema,
        response: {
          200: z.instanceof(Buffer).describe('image'),
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
          504: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { src, u, k, w } = request.query;
      const source = src ?? u ?? '';
      const accept = String(request.headers.accept ?? '');
      const format = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : 'jpeg';
      reply.header('vary', 'accept');
      let image: Buffer;
      try {
        image = await proxy.image(source, w, format);
      } catch (error) {
        // The proxy's refusals and the image hosts' failures are answered here, not thrown: they are
        // what anonymous visitors (or a flood of them) cause, not faults of this server, so they stay
        // out of the admin's recent errors. Anything else is a bug and goes to the error handler.
        if (error instanceof QueueFullError) {
          reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
          return sendError(
            reply,
            request,
            503,
            'SERVICE_UNAVAILABLE',
            'Too many images are being prepared. Please try again.',
          );
        }
        if (!(error instanceof ImageFetchError)) throw error;
        request.log.info({ err: error, cause: error.cause }, 'image proxy refused or failed');
        if (k && PLACEHOLDER_FOR.has(error.code)) {
          reply.header('x-image-fallback', 'category-placeholder');
          // Short-lived: the image may load next time.
          return sendSvg(request, reply, placeholderSvg(k), 300);
        }
        const [status, errorCode] = FAILURES[error.code];
        return sendError(reply, request, status, errorCode, error.message);
      }
      return reply.type(`image/${format}`).header('cache-control', 'public, max-age=604800').send(image);
    },
  );

  app.get(
    '/api/media/cover/:slug',
    {
      schema: {
        summary: 'The generated cover of a place without a licensed photo (SVG)',
        tags: ['media'],
        params: coverParamsSchema,
        response: { 200: svgResponse, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const place = app.catalog.place('en', slug);
      if (!place) throw new HttpError(404, 'NOT_FOUND', `No place with the id "${slug}"`);
      const key = `${slug}:${place.local_title}:${place.elevation ?? ''}`;
      let svg = covers.get(key);
      if (!svg) {
        svg = placeCoverSvg(place);
        covers.set(key, svg);
      }
      return sendSvg(request, reply, svg);
    },
  );

  app.get(
    '/api/media/placeholder/:category',
    {
      schema: {
        summary: 'The placeholder image of a category, shown when an image fails (SVG)',
        tags: ['media'],
        params: placeholderParamsSchema,
        response: { 200: svgResponse, 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      return sendSvg(request, reply, placeholderSvg(request.params.category));
    },
  );
};

export const mediaRoutes = fp(routes, {
  name: 'media-routes',
  encapsulate: true,
  dependencies: [...ROUTE_DEPENDENCIES, 'catalog-snapshot'],
  decorators: { fastify: ['catalog'] },
});
