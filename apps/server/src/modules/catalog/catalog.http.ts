import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecomputedJson } from './catalog.snapshot.js';

// Revalidated on every use (a 304 when unchanged), so an admin's edit is visible at once.
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

function encode(json: PrecomputedJson, encoding: 'br' | 'gzip'): Buffer {
  const cached = json.encoded[encoding];
  if (cached) return cached;
  const buffer =
    encoding === 'br'
      ? brotliCompressSync(json.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : gzipSync(json.body, { level: 9 });
  json.encoded[encoding] = buffer;
  return buffer;
}

/**
 * Sends a precomputed body, compressed once per version rather than on every request, or 304
 * when the client already holds this version.
 */
export function sendPrecomputed(request: FastifyRequest, reply: FastifyReply, json: PrecomputedJson): FastifyReply {
  reply.header('etag', json.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === json.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (json.body.length >= COMPRESS_FROM_BYTES) {
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (encoding) return reply.header('content-encoding', encoding).send(encode(json, encoding));
  }
  return reply.send(json.body);
}
