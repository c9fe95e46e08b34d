import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '@swiss/db';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';

/** The built web app: beside the bundle in production (dist/web), or apps/web/dist from source. */
function resolveWebDist(config: Config): string | undefined {
  if (config.WEB_DIST_DIR) return config.WEB_DIST_DIR;
  const candidates = [new URL('./web', import.meta.url), new URL('../../web/dist', import.meta.url)];
  return candidates.map((u) => fileURLToPath(u)).find((p) => existsSync(`${p}/index.html`));
}

/** The error itself or one it wraps (a plugin's error may come wrapped). */
function findCause<T extends Error>(error: unknown, type: new (...args: never[]) => T): T | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1)
    if (e instanceof type) return e;
  return undefined;
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config, webDistDir: resolveWebDist(config) });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ startupMs: Math.round(performance.now() - startedAt) }, 'Swiss Explorer is listening');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // Another process holds the embedded database: say who, without a stack trace, and stop at once.
  const locked = findCause(error, DataDirLockedError);
  if (locked) {
    process.stderr.write(`Swiss Explorer cannot start: ${locked.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Swiss Explorer failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
