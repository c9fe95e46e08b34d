import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';

/** The whole app on a test database, quiet, with its own data directory and a high rate limit. */
export async function buildTestApp(
  database: DatabaseHandle,
  webDistDir?: string,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'se-app-')),
    ...env,
  });
  const app = await buildApp({ config, database, webDistDir });
  await app.ready();
  return app;
}
