import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecomputedJson } from './catalog.snapshot.js';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Sends a precomputed body, or 304 when the client already holds this version. */
export function sendPrecomputed(request: FastifyRequest, reply: FastifyReply, json: PrecomputedJson): FastifyReply {
  reply.header('etag', json.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(json.body);
}
