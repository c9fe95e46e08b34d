import type { DatabaseHandle } from '@swiss/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';

/** The whole app on a test database, quiet, with a limit high enough for test loops. */
export async function buildTestApp(database: DatabaseHandle, webDistDir?: string): Promise<FastifyInstance> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', RATE_LIMIT_MAX: '100000' });
  const app = await buildApp({ config, database, webDistDir });
  await app.ready();
  return app;
}
