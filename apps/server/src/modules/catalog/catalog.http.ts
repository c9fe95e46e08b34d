import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PrecomputedJson } from './catalog.snapshot.js';

// Revalidated on every use (a 304 when unchanged), so an admin's edit is visible at once.
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/**
 * Route options of every route that answers with sendPrecomputed: its body is compressed once per
 * version here, so @fastify/compress's per-request hooks (and its request-body decompression, for
 * GETs without a body) would only cost time on the busiest routes.
 */
export const PRECOMPUTED_ROUTE = { compress: false, decompress: false } as const;

/** Below this size compression costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli is first made at a quality that costs the first request ~4 ms for a 50-place page (quality 9
 * took ~19 ms of the event loop), then remade at the best quality on the thread pool for later
 * answers (about 10% fewer bytes). Same decoded body, so the same (weak) ETag.
 */
const FIRST_BROTLI_QUALITY = 5;
const BEST_BROTLI_QUALITY = 11;
/**
 * One best-quality remake at a time, started by an answer that finds none running: a flood of new
 * searches must not fill the thread pool, which also serves files and the database.
 */
let remaking = false;

function brotli(body: string, quality: number) {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}

function remakeBrotli(json: PrecomputedJson): void {
  remaking = true;
  brotliCompress(json.body, brotli(json.body, BEST_BROTLI_QUALITY), (error, best) => {
    remaking = false;
    json.bestBrotli = true;
    const current = json.encoded.br;
    if (!error && current && best.length < current.length) json.encoded.br = best;
  });
}

function encode(json: PrecomputedJson, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return (json.encoded.gzip ??= gzipSync(json.body, { level: 9 }));
  const br = (json.encoded.br ??= brotliCompressSync(json.body, brotli(json.body, FIRST_BROTLI_QUALITY)));
  if (!json.bestBrotli && !remaking) remakeBrotli(json);
  return br;
}

/** If-None-Match compares weakly and may list several ETags (RFC 9110, 13.1.2). */
function holdsVersion(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a precomputed body, compressed once per version rather than on every request, or 304
 * when the client already holds this version.
 */
export function sendPrecomputed(request: FastifyRequest, reply: FastifyReply, json: PrecomputedJson): FastifyReply {
  reply.header('etag', json.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  if (holdsVersion(request.headers['if-none-match'], json.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (json.body.length >= COMPRESS_FROM_BYTES) {
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (encoding) return reply.header('content-encoding', encoding).send(encode(json, encoding));
  }
  return reply.send(json.body);
}
