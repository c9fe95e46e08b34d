import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle, DatabaseKind } from '@swiss/db';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openTestDatabase } from './test-database.js';

/** The whole app on a test database, quiet, with its own data directory and a high rate limit. */
export async function buildTestApp(
  database: DatabaseHandle,
  webDistDir?: string,
  env: Record<string, string> = {},
  onRoute?: BuildOptions['onRoute'],
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'se-app-')),
    // Each app its own image cache: no test sees what an earlier run left in the shared default.
    IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'se-image-cache-')),
    ...env,
  });
  const app = await buildApp({ config, database, webDistDir, onRoute });
  await app.ready();
  return app;
}

/** The app and its database for one test file: opened before its tests, closed after them. */
export function useTestApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; webDistDir?: () => string; onRoute?: BuildOptions['onRoute'] } = {},
) {
  const context = {} as { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    context.database = await openTestDatabase(kind);
    context.app = await buildTestApp(context.database, options.webDistDir?.(), options.env, options.onRoute);
  });
  afterAll(async () => {
    await context.app.close();
    await context.database.close();
  });
  return context;
}
