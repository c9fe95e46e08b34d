import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this size compression costs more than it saves (as the global compress threshold). */
const COMPRESS_FROM_BYTES = 1024;

interface Serialized {
  body: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * An answer many visitors share (whats-happening per area), serialized and compressed once per
 * answer instead of once per request: at a thousand visitors an area that is most of the work.
 * Keyed by the answer object, so it goes when the answer leaves the cache.
 */
export class SharedJson {
  private readonly made = new WeakMap<object, Serialized>();

  send(request: FastifyRequest, reply: FastifyReply, value: object): FastifyReply {
    let serialized = this.made.get(value);
    if (!serialized) {
      serialized = { body: JSON.stringify(value) };
      this.made.set(value, serialized);
    }
    // Shared by everyone in the area for a few seconds: never stored by a browser or a proxy.
    reply.header('cache-control', 'no-store').header('vary', 'accept-encoding');
    reply.type('application/json; charset=utf-8');
    if (serialized.body.length < COMPRESS_FROM_BYTES) return reply.send(serialized.body);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) {
      serialized.br ??= brotliCompressSync(serialized.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(serialized.br);
    }
    if (/\bgzip\b/.test(accepted)) {
      serialized.gzip ??= gzipSync(serialized.body);
      return reply.header('content-encoding', 'gzip').send(serialized.gzip);
    }
    return reply.send(serialized.body);
  }
}
