import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';

/**
 * One server instance as production builds it: it opens its own pool on `databaseUrl`, migrates
 * and seeds (start instances one after another), listens for catalog notifications.
 */
export async function buildInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '1000000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'se-instance-')),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    ...env,
  });
  const app = await buildApp({ config });
  await app.ready();
  return app;
}

/** Listens on a free port of 127.0.0.1 and returns the base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A small PNG and the multipart form the photo upload endpoint expects. */
export async function photoForm(): Promise<FormData> {
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  form.append('credit', 'Test Photographer');
  form.append('licence', 'CC BY-SA 4.0');
  return form;
}

/** Polls `probe` every 10 ms until it is true; resolves to the milliseconds it took, or throws after `limitMs`. */
export async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not true within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
