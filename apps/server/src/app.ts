import './config/zod-locale.js';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { DatabaseHandle } from '@swiss/db';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import { loggerOptions, type LogDestination } from './config/logger.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { adminAnalyticsRoutes } from './modules/analytics/admin-analytics.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createChatEngine } from './modules/ai/engines.js';
import { insightsRoutes } from './modules/ai/insights.routes.js';
import { SessionStore } from './modules/ai/sessions.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { adminRedirectRoutes } from './modules/auth/admin-redirects.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { auditRoutes } from './modules/content/audit.routes.js';
import { contentListRoutes } from './modules/content/content-lists.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { adminFlagsRoutes } from './modules/flags/admin-flags.routes.js';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.js';
import { flagsRoutes } from './modules/flags/flags.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { photoRoutes } from './modules/media/photos.routes.js';
import { ElevenLabsTts, WhisperStt } from './modules/voice/providers.js';
import { voiceRoutes } from './modules/voice/voice.routes.js';
import { qrRoutes } from './modules/qr/qr.routes.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { databasePlugin } from './plugins/database.js';
import { errorsPlugin, sendError } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { APP_VERSION } from './version.js';

export interface BuildOptions {
  config: Config;
  /** Use this open database instead of opening one from the config (tests). */
  database?: DatabaseHandle;
  /** Where the built web app lives; undefined serves the API only. */
  webDistDir?: string | undefined;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogDestination;
  /** Called for every route as it is registered, before any plugin (tests list the routes). */
  onRoute?: onRouteHookHandler;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole application from plugins, without listening (tests call it with inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30000,
    requestTimeout: 30000,
    keepAliveTimeout: 72000,
    // Building the catalog snapshot is part of start-up: with 20 000 places it takes longer than
    // Fastify's default 10 s on a busy machine (bench/scale.ts).
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A path Fastify cannot decode (a broken %-escape) is bad input like any other: the 400 envelope.
    frameworkErrors: (error, request, reply) => {
      sendError(reply, request, 400, 'BAD_REQUEST', error.message);
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Callback-style hooks here and in the security plugin: they run on every request, and an async
  // hook costs a promise and a microtask each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(errorsPlugin);
  const mapTiles = config.MAP_TILES_URL
    ? {
        url: config.MAP_TILES_URL,
        attribution: config.MAP_TILES_ATTRIBUTION,
        attribution_url: config.MAP_TILES_ATTRIBUTION_URL,
      }
    : null;
  await app.register(securityPlugin, {
    rateLimitMax: config.RATE_LIMIT_MAX,
    imageOrigins: mapTiles ? [new URL(mapTiles.url).origin] : [],
  });
  await app.register(openapiPlugin, { version: APP_VERSION });
  await app.register(databasePlugin, {
    handle: options.database,
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  });
  await app.register(authPlugin);
  await app.register(healthRoutes);
  await app.register(authRoutes, { tokenTtlMs: config.AUTH_TOKEN_TTL_HOURS * 3600 * 1000 });
  await app.register(flagsRoutes);
  await app.register(clientConfigRoutes, { mapTiles });
  await app.register(adminFlagsRoutes);
  await app.register(adminRedirectRoutes);
  await app.register(catalogRoutes, { pollMs: config.CATALOG_POLL_MS });
  await app.register(statsRoutes);
  await app.register(aiRoutes, {
    rateLimitMax: config.AI_RATE_LIMIT_MAX,
    engine: createChatEngine(config),
    sessions: new SessionStore({ ttlMs: config.AI_SESSION_TTL_MS, maxSessions: config.AI_MAX_SESSIONS, maxTurns: 6 }),
  });
  await app.register(insightsRoutes, {
    rateLimitMax: config.AI_RATE_LIMIT_MAX,
    llm:
      config.LLM_BASE_URL && config.LLM_MODEL
        ? {
            baseUrl: config.LLM_BASE_URL,
            apiKey: config.LLM_API_KEY,
            model: config.LLM_MODEL,
            timeoutMs: config.LLM_TIMEOUT_MS,
          }
        : undefined,
  });
  await app.register(voiceRoutes, {
    rateLimitMax: config.AI_RATE_LIMIT_MAX,
    tts:
      config.TTS_BASE_URL && config.TTS_API_KEY
        ? new ElevenLabsTts({
            baseUrl: config.TTS_BASE_URL,
            apiKey: config.TTS_API_KEY,
            model: config.TTS_MODEL,
            timeoutMs: config.TTS_TIMEOUT_MS,
          })
        : undefined,
    stt:
      config.STT_BASE_URL && config.STT_API_KEY
        ? new WhisperStt({
            baseUrl: config.STT_BASE_URL,
            apiKey: config.STT_API_KEY,
            model: config.STT_MODEL,
            timeoutMs: config.STT_TIMEOUT_MS,
          })
        : undefined,
  });
  await app.register(qrRoutes);
  await app.register(mediaRoutes, {
    cacheDir: join(config.DATA_DIR, 'media-cache'),
    proxy: {
      allowedHosts: config.IMAGE_PROXY_ALLOWED_HOSTS,
      maxBytes: config.IMAGE_PROXY_MAX_BYTES,
      timeoutMs: config.IMAGE_PROXY_TIMEOUT_MS,
      allowLoopback: config.IMAGE_PROXY_ALLOW_LOOPBACK,
    },
  });
  await app.register(photoRoutes);
  await app.register(contentRoutes);
  await app.register(contentListRoutes);
  await app.register(auditRoutes);
  await app.register(analyticsRoutes, { rateLimitMax: config.ANALYTICS_RATE_LIMIT_MAX });
  await app.register(adminAnalyticsRoutes);
  await app.register(systemRoutes, {
    version: APP_VERSION,
    providers: {
      ai: {
        engine: config.LLM_BASE_URL && config.LLM_MODEL ? 'openai-compatible' : 'grounded',
        model: config.LLM_BASE_URL && config.LLM_MODEL ? config.LLM_MODEL : null,
      },
      tts: { configured: Boolean(config.TTS_BASE_URL && config.TTS_API_KEY) },
      stt: { configured: Boolean(config.STT_BASE_URL && config.STT_API_KEY) },
      map_tiles: { configured: mapTiles !== null },
    },
  });
  await app.register(webPlugin, { distDir: options.webDistDir });
  return app;
}
