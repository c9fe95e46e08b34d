import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPUTED_ROUTE, sendPrecomputed } from './catalog.http.js';
import { precompute } from './catalog.snapshot.js';

// Repetitive enough to compress, varied enough that brotli's best quality beats its fast one.
const placeList = (length: number) =>
  Array.from({ length }, (_, i) => ({
    id: `place-${i}`,
    title: `Place ${i} above the lake`,
    summary: `A walk of ${i * 7} minutes from the station, with a view of ${(i * 13) % 17} peaks.`,
  }));
const places = placeList(50);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(value: unknown) {
  const json = precompute(value);
  app = Fastify();
  // As in the real app: compression registered for every route, switched off on precomputed ones.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  app.get('/json', PRECOMPUTED_ROUTE, async (request, reply) => sendPrecomputed(request, reply, json));
  return { json, app };
}

describe('sendPrecomputed', () => {
  it('answers brotli at once, then the smaller best-quality brotli with the same ETag', async () => {
    const { json, app } = await serve({ status: 'success', places });
    const get = () => app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const first = await get();
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(json.body);

    let later = await get();
    for (let i = 0; i < 100 && later.rawPayload.length >= first.rawPayload.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get();
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(json.body);
    expect(later.headers.etag).toBe(first.headers.etag);
  });

  it('remakes one brotli body at a time, and every one in the end', async () => {
    // Large enough that a remake (~70 ms here) outlasts the three requests that follow one another.
    const many = placeList(400);
    const bodies = [0, 1, 2].map((n) => precompute({ status: 'success', n, places: many }));
    app = Fastify();
    app.get<{ Params: { n: string } }>('/json/:n', PRECOMPUTED_ROUTE, async (request, reply) =>
      sendPrecomputed(request, reply, bodies[Number(request.params.n)]!),
    );
    const get = (n: number) => app!.inject({ url: `/json/${n}`, headers: { 'accept-encoding': 'br' } });
    const first = [await get(0), await get(1), await get(2)];
    // The first answer started the remake; the two others found it running and started none.
    for (let i = 0; i < 200 && !bodies[0]!.bestBrotli; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(bodies.map((body) => Boolean(body.bestBrotli))).toEqual([true, false, false]);
    for (let i = 0; i < 200 && !bodies.every((body) => body.bestBrotli); i += 1) {
      await Promise.all([0, 1, 2].map(get));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const later = await Promise.all([0, 1, 2].map(get));
    later.forEach((res, n) => {
      expect(res.rawPayload.length).toBeLessThan(first[n]!.rawPayload.length);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bodies[n]!.body);
    });
  });

  it('answers gzip to a client without brotli, plain JSON to one without either, 304 to a known ETag', async () => {
    const { json, app } = await serve({ status: 'success', places });
    const gzip = await app.inject({ url: '/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json.body);

    const plain = await app.inject({ url: '/json', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json.body);

    expect(json.etag).toMatch(/^W\/"/);
    for (const known of [json.etag, json.etag.slice(2), `W/"older", ${json.etag}`, '*']) {
      const again = await app.inject({ url: '/json', headers: { 'if-none-match': known } });
      expect(again.statusCode, known).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    const other = await app.inject({ url: '/json', headers: { 'if-none-match': 'W/"older"' } });
    expect(other.statusCode).toBe(200);
  });

  it('leaves a small body uncompressed', async () => {
    const { json, app } = await serve({ status: 'success', places: places.slice(0, 1) });
    const res = await app.inject({ url: '/json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(json.body);
  });
});
