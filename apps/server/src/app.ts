import './config/zod-locale.js';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@swiss/db';
import Fastify, { type FastifyInstance, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/env.js';
import { loggerOptions, type LogDestination } from './config/logger.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { adminAnalyticsRoutes } from './modules/analytics/admin-analytics.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createChatEngine } from './modules/ai/engines.js';
import { createLocationEngine } from './modules/ai/index.js';
import { llmProvider } from './modules/ai/providers/llm.js';
import { insightsRoutes } from './modules/ai/insights.routes.js';
import { SessionStore } from './modules/ai/sessions.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { adminRedirectRoutes } from './modules/auth/admin-redirects.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogSnapshotPlugin } from './modules/catalog/catalog-snapshot.plugin.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { peaksRoutes } from './modules/catalog/peaks.routes.js';
import { poiIndexPlugin } from './modules/poi/poi-index.plugin.js';
import { poiRoutes } from './modules/poi/poi.routes.js';
import { arqiveRoutes } from './modules/arqive/arqive.routes.js';
import { arqiveWsRoutes } from './modules/arqive/arqive-ws.routes.js';
import { realtimePlugin } from './platform/realtime/index.js';
import { nearestPois, overpassProvider } from './modules/poi/index.js';
import { contentTransferRoutes } from './modules/content/content-transfer.routes.js';
import { contentListRoutes } from './modules/content/content-lists.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { adminFlagsRoutes } from './modules/flags/admin-flags.routes.js';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.js';
import { listFlags } from './modules/flags/index.js';
import { flagsRoutes } from './modules/flags/flags.routes.js';
import { geoProviders } from './modules/geo/geo-providers.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { cityGuideWeather, createWeatherSources, weatherRoutes } from './modules/live/weather/index.js';
import { createMarketSources, marketsRoutes } from './modules/live/markets/index.js';
import { createNewsSources, newsRoutes } from './modules/live/news/index.js';
import { feedRoutes } from './modules/live/feed/feed.routes.js';
import { wikipediaProvider } from './modules/live/feed/wikipedia.js';
import { eventsProvider } from './modules/live/feed/discover-swiss.js';
import type { LiveSources } from './modules/live/live-sources.js';
import { pulseRoutes } from './modules/live/pulse/pulse.routes.js';
import { gazetteer } from './modules/geo/gazetteer.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { coverSetRoutes } from './modules/media/cover-set.routes.js';
import { deviceRoutes } from './modules/device/device.routes.js';
import { placePhotosForCatalog } from './modules/media/index.js';
import { photoRoutes } from './modules/media/photos.routes.js';
import { photosProvider } from './modules/media/commons/commons-provider.js';
import { photoCandidateRoutes } from './modules/media/commons/photo-candidates.routes.js';
import { voiceProviders } from './modules/voice/providers/voice.js';
import { voiceRoutes } from './modules/voice/voice.routes.js';
import { qrRoutes } from './modules/qr/qr.routes.js';
import { transportProvider, transportRoutes } from './modules/transport/index.js';
import { statsRoutes } from './modules/stats/stats.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { trustFunction } from './config/trust-proxy.js';
import { clientErrorHandler } from './plugins/client-errors.js';
import { limitConnections } from './plugins/connection-limits.js';
import { databasePlugin } from './plugins/database.js';
import { drainingPlugin } from './plugins/draining.js';
import { errorsPlugin, sendError } from './plugins/errors.js';
import { auditPlugin } from './platform/audit/index.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { mapOrigins, mapStylesFromConfig } from './modules/client-config/map-styles.js';
import { storableTextPlugin } from './plugins/storable-text.js';
import { webPlugin } from './plugins/web.js';
import { ProviderRegistry } from './platform/providers/registry.js';
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
  /** The clock of sign-in: its limits and the expiry of the tokens it issues (tests move it); real time by default. */
  now?: () => Date;
  /** The live feed's provider-backed services (tests pass fakes); built from the settings otherwise. */
  liveSources?: LiveSources;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole application from plugins, without listening (tests call it with inject). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const trust = trustFunction(config.TRUST_PROXY);
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: trust,
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Slow clients (slowloris): a socket idle for 30 s is closed; the headers must arrive within
    // HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS, checked every second
    // (Node checks every 30 s by default, so a slow socket lived up to 30 s past its deadline).
    connectionTimeout: 30000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
      // Node's default, said here: larger headers get the 431 envelope (client-errors.ts).
      maxHeaderSize: 16 * 1024,
    },
    // Longer than a load balancer's usual 60 s idle timeout, so it never reuses a socket we are closing.
    keepAliveTimeout: 72000,
    // A keep-alive socket is closed after this many requests: no client keeps one forever.
    maxRequestsPerSocket: 1000,
    // draining.ts answers requests during shutdown with the 503 envelope instead of Fastify's body.
    return503OnClosing: false,
    // Requests the HTTP parser refuses (400, 431) or that time out (408) get the error envelope too.
    clientErrorHandler,
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
  limitConnections(
    app.server,
    {
      maxConnections: config.MAX_CONNECTIONS,
      maxPerAddress: config.MAX_CONNECTIONS_PER_ADDRESS,
      isTrustedPeer: (address) => trust !== false && trust(address, 0),
    },
    app.log,
  );
  // First of the hooks: during shutdown nothing else (rate limit, routes) runs for new requests.
  await app.register(drainingPlugin);
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
  const mapStyles = mapStylesFromConfig(config);
  await app.register(securityPlugin, {
    rateLimitMax: config.RATE_LIMIT_MAX,
    catalogRateLimitMax: config.CATALOG_RATE_LIMIT_MAX,
    addressRateLimitMax: config.ADDRESS_RATE_LIMIT_MAX,
    aiAddressRateLimitMax: config.AI_ADDRESS_RATE_LIMIT_MAX,
    deviceTokenSecret: config.DEVICE_TOKEN_SECRET,
    // The interactive map loads tiles with fetch() (connect-src) and the SVG map with <image> (img-src).
    imageOrigins: mapOrigins(mapStyles),
    connectOrigins: mapOrigins(mapStyles),
  });
  await app.register(openapiPlugin, { version: APP_VERSION });
  await app.register(databasePlugin, {
    handle: options.database,
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    durable: config.DATA_DIR_FSYNC,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
  });
  await app.register(authPlugin);
  // Before the routes: it adds its check to every admin write route as it is registered.
  await app.register(storableTextPlugin);
  // The audit log comes before the modules that record into it and register their restorers.
  await app.register(auditPlugin);
  // Before the routes that read it (their plugins name 'catalog-snapshot' as a dependency).
  await app.register(catalogSnapshotPlugin, { pollMs: config.CATALOG_POLL_MS, placePhotos: placePhotosForCatalog });
  await app.register(healthRoutes);
  await app.register(deviceRoutes);
  await app.register(authRoutes, { tokenTtlMs: config.AUTH_TOKEN_TTL_HOURS * 3600 * 1000, now: options.now });
  await app.register(flagsRoutes);
  const streetLevel = config.MAP_STREET_LEVEL_URL
    ? { url: config.MAP_STREET_LEVEL_URL, attribution: config.MAP_STREET_LEVEL_ATTRIBUTION }
    : null;
  await app.register(clientConfigRoutes, { mapTiles, mapStyles, streetLevel });
  await app.register(adminFlagsRoutes);
  await app.register(adminRedirectRoutes);
  await app.register(catalogRoutes);
  // AIRA's nearby places: seeded (on the server's own database) and indexed before the routes.
  await app.register(poiIndexPlugin, { seed: !options.database });
  await app.register(statsRoutes);
  // Every outside provider, built from the settings; the System panel lists them.
  const providers = new ProviderRegistry({ version: APP_VERSION, contact: config.PROVIDER_CONTACT });
  const llm = llmProvider(config, providers);
  // Weather, air quality, pollen and carbon (Pulse, feed, city guide, AIRA's answers): one set of cached providers.
  const weather = createWeatherSources(config, providers);
  const transport = transportProvider(config, providers);
  // discover.swiss (EVENTS_PROVIDER): the feed's events and AIRA's "what's on near me" share it and its cache.
  const events = eventsProvider(config, providers);
  // One engine and one set of conversations: AIRA's realtime voice answers with the chat's answer.
  const chat = {
    engine: createChatEngine(llm),
    sessions: new SessionStore({ ttlMs: config.AI_SESSION_TTL_MS, maxSessions: config.AI_MAX_SESSIONS, maxTurns: 6 }),
    // Questions asked at a position: the POI index and catalog are in memory, weather, connections and events live.
    location: createLocationEngine({ pois: app.pois, catalog: app.catalog, weather, transport, events }, llm),
  };
  await app.register(aiRoutes, { rateLimitMax: config.AI_RATE_LIMIT_MAX, ...chat });
  await app.register(insightsRoutes, { rateLimitMax: config.AI_RATE_LIMIT_MAX, llm });
  await app.register(voiceRoutes, {
    rateLimitMax: config.AI_RATE_LIMIT_MAX,
    chat,
    ...voiceProviders(config, providers),
  });
  const geo = geoProviders(config, providers);
  await app.register(weatherRoutes, { sources: weather, rateLimitMax: config.CATALOG_RATE_LIMIT_MAX });
  // Markets (Frankfurter, CoinGecko), news (RSS/Atom) and social (Mastodon): cached, never throwing.
  const markets = createMarketSources(config, providers);
  await app.register(marketsRoutes, { sources: markets, rateLimitMax: config.CATALOG_RATE_LIMIT_MAX });
  const news = createNewsSources(config, providers, {
    cityAt: (lat, lng) => gazetteer().town(lat, lng)?.locality.name ?? null,
  });
  await app.register(newsRoutes, { sources: news, rateLimitMax: config.CATALOG_RATE_LIMIT_MAX });
  // The live feed (events, trending, articles, music, whats-happening and its ticker) and the Pulse tabs.
  await app.register(feedRoutes, {
    sources: options.liveSources ?? {
      ...weather,
      ...markets,
      news: (lat, lng, lang) => news.news(lat, lng, lang),
      social: (lat, lng) => news.social(lat, lng),
    },
    wikipedia: wikipediaProvider(config, providers),
    events,
    rateLimitMax: config.CATALOG_RATE_LIMIT_MAX,
  });
  await app.register(pulseRoutes, { rateLimitMax: config.CATALOG_RATE_LIMIT_MAX });
  await app.register(geoRoutes, {
    ...geo,
    weather: cityGuideWeather(weather),
    // The city guide's nearby attractions from the POI store (geo does not import the POI module).
    attractionsNear: ({ lat, lng, radiusKm, limit }) =>
      nearestPois(app.pois, { lat, lng, radiusKm, limit, category: 'attractions' }),
  });
  // After the registry exists: Overpass (OVERPASS_URL) adds live places outside Switzerland.
  await app.register(poiRoutes, {
    rateLimitMax: config.CATALOG_RATE_LIMIT_MAX,
    live: overpassProvider(config, providers),
  });
  // Directions: nearest stops from the POI store, live connections from transport.opendata.ch (TRANSPORT_PROVIDER).
  await app.register(transportRoutes, {
    transport,
    rateLimitMax: config.CATALOG_RATE_LIMIT_MAX,
  });
  // The catalog's summits for the AR peaks layer and the map (offline by nature).
  await app.register(peaksRoutes, { rateLimitMax: config.CATALOG_RATE_LIMIT_MAX });
  await app.register(qrRoutes);
  // ARQive rooms shared live: WebSocket (platform/realtime) + REST, fanned out via LISTEN/NOTIFY.
  await app.register(realtimePlugin);
  await app.register(arqiveRoutes);
  await app.register(arqiveWsRoutes);
  await app.register(mediaRoutes, {
    cacheDir: config.IMAGE_CACHE_DIR,
    cacheMaxBytes: config.IMAGE_CACHE_MAX_BYTES,
    maxPixels: config.IMAGE_PROXY_MAX_PIXELS,
    concurrency: config.IMAGE_PROXY_CONCURRENCY,
    queue: config.IMAGE_PROXY_QUEUE,
    // A turn comes within a fetch's time or the client is told to come back.
    queueWaitMs: config.IMAGE_PROXY_TIMEOUT_MS,
    fetch: {
      allowedHosts: config.IMAGE_PROXY_ALLOWED_HOSTS,
      allowedPorts: config.IMAGE_PROXY_ALLOWED_PORTS,
      maxBytes: config.IMAGE_PROXY_MAX_BYTES,
      timeoutMs: config.IMAGE_PROXY_TIMEOUT_MS,
      allowLoopback: config.IMAGE_PROXY_ALLOW_LOOPBACK,
    },
  });
  await app.register(photoRoutes);
  await app.register(photoCandidateRoutes, { commons: photosProvider(config, providers) });
  await app.register(coverSetRoutes);
  await app.register(contentRoutes);
  await app.register(contentListRoutes);
  await app.register(contentTransferRoutes);
  await app.register(analyticsRoutes, { rateLimitMax: config.ANALYTICS_RATE_LIMIT_MAX });
  await app.register(adminAnalyticsRoutes);
  await app.register(systemRoutes, {
    version: APP_VERSION,
    registry: providers,
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
  await app.register(webPlugin, { distDir: options.webDistDir, featureFlags: listFlags });
  return app;
}
