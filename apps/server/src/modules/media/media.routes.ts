import { createHash } from 'node:crypto';
import {
  coverParamsSchema,
  errorEnvelopeSchema,
  imageQuerySchema,
  placeholderParamsSchema,
  type CategoryKey,
  type ErrorCode,
} from '@swiss/contract';
import { CATEGORY_DEFINITIONS } from '@swiss/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.js';
import sharp from 'sharp';
import { coverSvg } from './cover.js';
import { ImageCache } from './image-cache.js';
import { fetchImage, ImageFetchError, type ImageFetchErrorCode, type ImageFetchOptions } from './image-fetch.js';

export interface MediaOptions {
  proxy: ImageFetchOptions;
  cacheDir: string;
}

/** How each refusal or failure of the proxy reaches the client. */
const FAILURES: Record<ImageFetchErrorCode, [number, ErrorCode]> = {
  BAD_URL: [400, 'BAD_REQUEST'],
  HOST_NOT_ALLOWED: [403, 'FORBIDDEN'],
  ADDRESS_NOT_ALLOWED: [403, 'FORBIDDEN'],
  NOT_AN_IMAGE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  TIMEOUT: [504, 'UPSTREAM_TIMEOUT'],
  UPSTREAM: [502, 'UPSTREAM_ERROR'],
};
/** Failures of the image itself (not refusals): a category placeholder can stand in. */
const PLACEHOLDER_FOR: ReadonlySet<ImageFetchErrorCode> = new Set(['NOT_AN_IMAGE', 'TOO_LARGE', 'TIMEOUT', 'UPSTREAM']);

function placeholderSvg(key: CategoryKey): string {
  const definition = CATEGORY_DEFINITIONS.find((c) => c.key === key);
  return coverSvg({
    id: key,
    title: definition?.name.en ?? key,
    categoryKey: key,
    color: COLORS.get(key) ?? '#1d4e89',
    elevation: null,
    caption: '',
  });
}

const COLORS = new Map(CATEGORY_DEFINITIONS.map((c) => [c.key, c.color]));
const svgResponse = z.string().describe('image/svg+xml');

/** SVG is an image here: no scripts, no outside resources, even when opened directly. */
function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply
    .header('etag', etag)
    .header('cache-control', 'public, max-age=86400')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaOptions> = async (app, options) => {
  const covers = new Map<string, string>();
  const cache = new ImageCache(options.cacheDir);

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
      const key = `${source}|${w}|${format}`;
      let image = await cache.get(key);
      if (!image) {
        try {
          const fetched = await fetchImage(source, options.proxy);
          const pipeline = sharp(fetched.body, { limitInputPixels: 40_000_000 })
            .rotate()
            .resize({ width: w, withoutEnlargement: true });
          image =
            format === 'avif'
              ? await pipeline.avif({ quality: 55, effort: 2 }).toBuffer()
              : format === 'webp'
                ? await pipeline.webp({ quality: 78 }).toBuffer()
                : await pipeline.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
          // A full or read-only disk costs the next request a fetch, never this answer.
          await cache
            .set(key, image)
            .catch((error: unknown) => request.log.warn({ err: error }, 'image cache write failed'));
        } catch (error) {
          const code: ImageFetchErrorCode = error instanceof ImageFetchError ? error.code : 'NOT_AN_IMAGE';
          if (k && PLACEHOLDER_FOR.has(code)) {
            reply.header('x-image-fallback', 'category-placeholder');
            return sendSvg(request, reply, placeholderSvg(k));
          }
          const [status, errorCode] = FAILURES[code];
          const message = error instanceof ImageFetchError ? error.message : 'The file is not an image we can read';
          throw new HttpError(status, errorCode, message);
        }
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
        svg = coverSvg({
          id: place.id,
          title: place.local_title,
          categoryKey: place.category_key,
          color: COLORS.get(place.category_key) ?? '#1d4e89',
          elevation: place.elevation,
          caption: place.canton,
        });
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
