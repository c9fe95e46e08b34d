import { createHash } from 'node:crypto';
import { coverParamsSchema, errorEnvelopeSchema, placeholderParamsSchema, type CategoryKey } from '@swiss/contract';
import { CATEGORY_DEFINITIONS } from '@swiss/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.js';
import { coverSvg } from './cover.js';

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

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const covers = new Map<string, string>();

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
      const key: CategoryKey = request.params.category;
      const definition = CATEGORY_DEFINITIONS.find((c) => c.key === key);
      return sendSvg(
        request,
        reply,
        coverSvg({
          id: key,
          title: definition?.name.en ?? key,
          categoryKey: key,
          color: COLORS.get(key) ?? '#1d4e89',
          elevation: null,
          caption: '',
        }),
      );
    },
  );
};
