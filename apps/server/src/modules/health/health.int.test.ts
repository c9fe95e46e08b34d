import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@swiss/contract';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../test/test-database.js';

describe.each(TEST_DATABASE_KINDS)('app shell, health and errors on %s', (kind) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const webDir = mkdtempSync(join(tmpdir(), 'se-web-'));

  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Swiss Explorer</title><div id="root"></div>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-123.css'), 'body{color:red}');
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, webDir);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('reports liveness and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok', database: kind });
  });

  it('answers unknown API paths with a 404 envelope and a request id', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('keeps a well-formed incoming request id', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it.each(['/', '/category/big_lakes', '/place/matterhorn', '/admin-access', '/aira'])(
    'serves the app for the route %s',
    async (path) => {
      const res = await app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await app.inject('/assets/app-123.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('does not answer a missing asset with the app', async () => {
    const res = await app.inject('/assets/missing-file.js');
    expect(res.statusCode).toBe(404);
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['strict-transport-security']).toBeUndefined(); // plain http
  });

  it('sends HSTS only behind a trusted TLS proxy', async () => {
    const behindTls = await buildTestApp(database, webDir, { TRUST_PROXY: '1' });
    try {
      const tls = await behindTls.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await behindTls.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindTls.close();
    }
    // Without TRUST_PROXY a client cannot claim TLS.
    const spoofed = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses large responses, with brotli when the client accepts it', async () => {
    const gzip = await app.inject({ url: '/api/swiss/v2/categories', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gzip.rawPayload).toString()) as { status: string }).status).toBe('success');
    const br = await app.inject({
      url: '/api/swiss/v2/places?type=rivers',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect((JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { places: unknown[] }).places).toHaveLength(
      12,
    );
    const plain = await app.inject({
      url: '/api/swiss/v2/places?type=rivers',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<{ places: unknown[] }>().places).toHaveLength(12);
  });

  it('publishes an OpenAPI document built from the contract', async () => {
    const res = await app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/swiss/v2/categories', '/api/swiss/categories', '/api/feature-flags']),
    );
  });
});
