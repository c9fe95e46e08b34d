import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { AIRA_VOICE, AIRA_VOICE_IDS, TOKEN_TTL_HOURS } from '@swiss/contract';
import { trustProxySchema } from './trust-proxy.js';

const booleanFromString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server. This module is the only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Embedded database: a commit returns once it is on disk (fsync), so a power cut loses none. PGlite
   * alone runs with fsync off (README "Data"); `false` trades that for ~3 ms a commit (docs/perf.md).
   */
  DATA_DIR_FSYNC: booleanFromString.default(true),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** PostgreSQL pool: connections per instance, how long getting one may take, and the statement timeout. */
  DATABASE_POOL_SIZE: z.coerce.number().int().positive().default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /** How often an instance re-reads the catalog version, the safety net under LISTEN/NOTIFY. */
  CATALOG_POLL_MS: z.coerce.number().int().positive().default(30000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** API requests per minute: per device with a valid device token, else per address (plugins/rate-limits.ts). */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * Cheap cached reads (catalog, covers, flags, settings) per address and minute: far above what a
   * hall of 300 visitors behind one Wi-Fi address needs (about 10 each on a first visit).
   */
  CATALOG_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60000),
  /** Requests carrying device tokens per address and minute: the ceiling of a hall of 300 (20 each). */
  ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(6000),
  /** AI and voice requests carrying device tokens per address and minute: a hall of 300 asking twice a minute. */
  AI_ADDRESS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  /**
   * The key that signs anonymous device tokens (at least 32 characters). Unset = a random key per
   * process: tokens then lapse on restart, and several instances behind one balancer need the same key.
   */
  DEVICE_TOKEN_SECRET: z.string().min(32).optional(),
  /** Who may set X-Forwarded-For/-Proto: `false`, a proxy count (`1`) or proxy addresses/CIDRs (trust-proxy.ts). */
  TRUST_PROXY: trustProxySchema.default(false),
  /**
   * Slow clients (slowloris): the headers must arrive within HEADERS_TIMEOUT_MS and the whole request
   * within REQUEST_TIMEOUT_MS; at most MAX_CONNECTIONS open sockets, MAX_CONNECTIONS_PER_ADDRESS of
   * them from one peer address (trusted proxies exempt). 300 visitors behind one NAT with ~6
   * connections each need about 1800.
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30000),
  MAX_CONNECTIONS: z.coerce.number().int().positive().default(8192),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().positive().default(2048),
  /** AI chat and voice requests per device (or, without a device token, per address) and minute. */
  AI_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /**
   * Anonymous usage batches per address and minute. They carry no device token (beacons cannot), so
   * this is sized for a hall of 300 behind one address sending a few each (one every few seconds at most).
   */
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(1200),
  /** An OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp server); unset = the offline grounded engine. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Conversations kept for follow-up questions: idle time-to-live and how many at most. */
  AI_SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60 * 1000),
  AI_MAX_SESSIONS: z.coerce.number().int().positive().default(5000),
  /** How long a sign-in lasts. */
  AUTH_TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(TOKEN_TTL_HOURS),
  /** Text-to-speech (ElevenLabs-compatible) and speech-to-text (Whisper-compatible); unset = browser speech. */
  TTS_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TTS_API_KEY: z.string().min(1).optional(),
  TTS_MODEL: z.string().min(1).default('eleven_multilingual_v2'),
  TTS_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /**
   * AIRA's voices (rachel, brian, ...) as the provider's voice ids, a JSON object such as
   * {"sarah":"<voice id>"}; voices not named keep ElevenLabs' premade ones (voice/providers/aira-voices.ts).
   */
  TTS_VOICE_MAP: z
    .string()
    .default('{}')
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON object like {"rachel":"<voice id>"}' });
        return z.NEVER;
      }
    })
    .pipe(z.partialRecord(z.enum(AIRA_VOICE_IDS), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a voice id'))),
  STT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  /** Spec 001 §9: a transcription gives up after 10 s. */
  STT_TIMEOUT_MS: z.coerce.number().int().positive().default(AIRA_VOICE.transcribeTimeoutMs),
  /**
   * Outside providers (config/providers.ts): a URL or e-mail address for the User-Agent
   * (`SwissExplorer/<version> (+contact)`), which public APIs ask for; and per-capability call budgets
   * shared by every visitor of this instance, `capability=perSecond/perDay` (comma-separated; the
   * defaults in config/providers.ts apply to capabilities not named).
   */
  PROVIDER_CONTACT: z.string().min(3).optional(),
  PROVIDER_BUDGETS: z
    .string()
    .regex(/^\s*([a-z-]+=\d+\/\d+\s*(,\s*|$))*$/, 'must be like "llm=20/20000,tts=5/5000"')
    .default('')
    .transform((v) => {
      const budgets: Record<string, { perSecond: number; perDay: number }> = {};
      for (const [, name = '', perSecond, perDay] of v.matchAll(/([a-z-]+)=(\d+)\/(\d+)/g))
        budgets[name] = { perSecond: Number(perSecond), perDay: Number(perDay) };
      return budgets;
    }),
  /**
   * Photo candidates from Wikimedia Commons (`npm run photos:import`, the admin's Accept): the Commons
   * and Wikidata APIs and the host of the image files; `off` = no calls. Wikimedia asks for a
   * User-Agent with a contact (PROVIDER_CONTACT).
   */
  PHOTOS_PROVIDER: z.enum(['wikimedia-commons', 'off']).default('wikimedia-commons'),
  COMMONS_API_URL: z.url({ protocol: /^https?$/ }).default('https://commons.wikimedia.org/w/api.php'),
  WIKIDATA_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.wikidata.org/w/api.php'),
  COMMONS_MEDIA_URL: z.url({ protocol: /^https?$/ }).default('https://upload.wikimedia.org'),
  PHOTOS_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /**
   * AIRA's position and address look-ups (modules/geo). IP_LOCATION_PROVIDER: the bundled DB-IP City
   * Lite database or `off` (no look-up). GEOCODER_PROVIDER: swisstopo's geo.admin.ch search, falling
   * back to the bundled localities on any failure; `off` = the bundled localities only. Unset, it is
   * geo-admin except under NODE_ENV=test (tests never reach the internet).
   */
  IP_LOCATION_PROVIDER: z.enum(['dbip-lite', 'off']).default('dbip-lite'),
  GEOCODER_PROVIDER: z.enum(['geo-admin', 'off']).optional(),
  GEOCODER_URL: z.url({ protocol: /^https?$/ }).default('https://api3.geo.admin.ch'),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  /**
   * The live feed's nearby articles: Wikipedia GeoSearch in the visitor's language ({lang} in the
   * template), no key; `off` = our curated places' summaries only. Unset, it is wikipedia except
   * under NODE_ENV=test (tests never reach the internet).
   */
  WIKIPEDIA_PROVIDER: z.enum(['wikipedia', 'off']).optional(),
  WIKIPEDIA_URL_TEMPLATE: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL, {lang} standing for the language')
    .default('https://{lang}.wikipedia.org/w/api.php'),
  WIKIPEDIA_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
  /**
   * Geocoding outside Switzerland (OpenStreetMap data): komoot's Photon or Nominatim; `off` (the
   * default) = none. Nominatim is held to one call a second for the instance (its usage policy);
   * answers are cached for a day and credited "© OpenStreetMap contributors".
   */
  GEOCODER_WORLD_PROVIDER: z.enum(['photon', 'nominatim', 'off']).default('off'),
  PHOTON_URL: z.url({ protocol: /^https?$/ }).default('https://photon.komoot.io'),
  NOMINATIM_URL: z.url({ protocol: /^https?$/ }).default('https://nominatim.openstreetmap.org'),
  /**
   * An Overpass API endpoint (e.g. https://overpass-api.de/api/interpreter) asked for nearby places
   * outside Switzerland, which the POI store does not cover; unset = off.
   */
  OVERPASS_URL: z.url({ protocol: /^https?$/ }).optional(),
  OVERPASS_TIMEOUT_MS: z.coerce.number().int().positive().default(12000),
  /**
   * AIRA's markets, news and social (modules/live/markets, modules/live/news). Unset, currency,
   * crypto and news are on except under NODE_ENV=test (tests never reach the internet); social is
   * off until an instance is named. NEWS_FEEDS: comma-separated RSS/Atom URLs, each optionally
   * `lang=url` (the feeds of the visitor's language are read, else all). COINGECKO_API_KEY: a Demo
   * key (x-cg-demo-api-key) unless COINGECKO_KEY_KIND=pro (x-cg-pro-api-key, pro-api URL).
   */
  CURRENCY_PROVIDER: z.enum(['frankfurter', 'off']).optional(),
  FRANKFURTER_URL: z.url({ protocol: /^https?$/ }).default('https://api.frankfurter.dev/v1'),
  CRYPTO_PROVIDER: z.enum(['coingecko', 'off']).optional(),
  COINGECKO_URL: z.url({ protocol: /^https?$/ }).default('https://api.coingecko.com/api/v3'),
  COINGECKO_API_KEY: z.string().min(1).optional(),
  COINGECKO_KEY_KIND: z.enum(['demo', 'pro']).default('demo'),
  MARKETS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  NEWS_PROVIDER: z.enum(['rss', 'off']).optional(),
  NEWS_FEEDS: z
    .string()
    .default(
      'de=https://www.srf.ch/news/bnf/rss/1646,fr=https://www.rts.ch/info/?format=rss/news,it=https://www.rsi.ch/info/?f=rss,en=https://www.swissinfo.ch/eng/rss',
    )
    .transform((v) =>
      v
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map((entry) => {
          const tagged = /^(en|de|fr|it)=(.+)$/.exec(entry);
          return { lang: tagged?.[1] ?? null, url: tagged?.[2] ?? entry };
        }),
    )
    .refine((feeds) => feeds.every((feed) => /^https?:\/\/[^\s]+$/.test(feed.url)), {
      message: 'must be comma-separated http(s) URLs, each optionally "de=https://..."',
    }),
  NEWS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SOCIAL_PROVIDER: z.enum(['mastodon', 'off']).default('off'),
  MASTODON_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Put before the city's name to form the hashtag (e.g. "visit" -> #visitbern); empty = the name alone. */
  MASTODON_TAG_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/, 'lowercase letters, digits and _ only')
    .default(''),
  SOCIAL_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Events beside our dataset's festivals (modules/live/feed/discover-swiss.ts): discover.swiss's
   * Infocenter API v2 with a subscription key (Ocp-Apim-Subscription-Key), or `off`/`none` (the default).
   * Its upcoming events near the position are merged with ours; failing, ours stand alone.
   */
  EVENTS_PROVIDER: z.enum(['discover-swiss', 'off', 'none']).default('off'),
  EVENTS_API_KEY: z.string().min(1).optional(),
  EVENTS_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.discover.swiss/info/v2'),
  EVENTS_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Directions' live connections (modules/transport): transport.opendata.ch between the nearest stops
   * of the POI store; `off` (or `none`) = none (stops, distance and links still answer). Unset, it is
   * opendata except under NODE_ENV=test (tests never reach the internet).
   */
  TRANSPORT_PROVIDER: z.enum(['opendata', 'off', 'none']).optional(),
  TRANSPORT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://transport.opendata.ch/v1'),
  TRANSPORT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Weather, UV, air quality and pollen (modules/live/weather): Open-Meteo's forecast and air-quality
   * APIs; `off` = none. Unset, it is open-meteo except under NODE_ENV=test (tests never reach the
   * internet). Open-Meteo's free API is for non-commercial use only: commercial instances set the
   * customer endpoints (customer-api.open-meteo.com, customer-air-quality-api.open-meteo.com) and
   * OPEN_METEO_API_KEY, sent as `apikey=`.
   */
  WEATHER_PROVIDER: z.enum(['open-meteo', 'meteoswiss', 'off']).optional(),
  /**
   * WEATHER_PROVIDER=meteoswiss: in Switzerland, temperature, humidity and wind from the nearest
   * SwissMetNet station (MeteoSwiss open data on data.geo.admin.ch, 10-minute values, no key); the
   * rest, and positions abroad, from Open-Meteo as above.
   */
  METEOSWISS_URL: z.url({ protocol: /^https?$/ }).default('https://data.geo.admin.ch'),
  OPEN_METEO_URL: z.url({ protocol: /^https?$/ }).default('https://api.open-meteo.com'),
  OPEN_METEO_AIR_URL: z.url({ protocol: /^https?$/ }).default('https://air-quality-api.open-meteo.com'),
  OPEN_METEO_API_KEY: z.string().min(1).optional(),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * Live carbon intensity of the grid at a position: Electricity Maps (token required) or `off`.
   * Without a live value, Swiss positions get a documented annual average labelled as such.
   */
  CARBON_PROVIDER: z.enum(['electricity-maps', 'off']).default('off'),
  ELECTRICITY_MAPS_URL: z.url({ protocol: /^https?$/ }).default('https://api.electricitymap.org'),
  ELECTRICITY_MAPS_TOKEN: z.string().min(1).optional(),
  CARBON_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  /**
   * Raster map tiles drawn under the bundled outline, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png
   * (browsers load them directly; the CSP admits this origin). Unset = the outline only.
   */
  MAP_TILES_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'MAP_TILES_URL must contain {z}, {x} and {y}',
    })
    .optional(),
  MAP_TILES_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap'),
  MAP_TILES_ATTRIBUTION_URL: z.url({ protocol: /^https?$/ }).default('https://www.openstreetmap.org/copyright'),
  /**
   * The interactive map's Swiss base maps: `swisstopo` = its free WMTS (colour map for 'street',
   * SWISSIMAGE for 'satellite', swissALTI3D hillshade for '3d'); `off` (default) = the bundled
   * offline style only, no outside requests (same rule as MAP_TILES_URL; ARCHITECTURE.md).
   */
  MAP_BASEMAPS: z.enum(['swisstopo', 'off']).default('off'),
  /** A terrain-RGB template for '3d' instead of the hillshade image (MapLibre raises the map on it). */
  MAP_TERRAIN_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'MAP_TERRAIN_URL must contain {z}, {x} and {y}',
    })
    .optional(),
  MAP_TERRAIN_ENCODING: z.enum(['terrarium', 'mapbox']).default('terrarium'),
  MAP_TERRAIN_ATTRIBUTION: z.string().min(1).optional(),
  /** A traffic tile overlay (`{z}/{x}/{y}`); unset = the 'traffic' view says it needs one. */
  MAP_TRAFFIC_TILES_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'MAP_TRAFFIC_TILES_URL must contain {z}, {x} and {y}',
    })
    .optional(),
  MAP_TRAFFIC_ATTRIBUTION: z.string().min(1).optional(),
  /**
   * A street-level imagery viewer opened at a point, with {lat} and {lng} (and optionally {fov}), e.g.
   * https://api.panoramax.xyz/#focus=map&map=18/{lat}/{lng}; unset = the button says it needs one.
   */
  MAP_STREET_LEVEL_URL: z
    .url({ protocol: /^https?$/ })
    .refine((url) => ['{lat}', '{lng}'].every((part) => url.includes(part)), {
      message: 'MAP_STREET_LEVEL_URL must contain {lat} and {lng}',
    })
    .optional(),
  MAP_STREET_LEVEL_ATTRIBUTION: z.string().min(1).default('Street-level imagery'),
  /** Hosts the image proxy may fetch from (comma-separated; subdomains included). */
  IMAGE_PROXY_ALLOWED_HOSTS: z
    .string()
    .default('upload.wikimedia.org,www.myswitzerland.com,media.myswitzerland.com')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  IMAGE_PROXY_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 1024 * 1024),
  IMAGE_PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Test suites only: allow the image proxy to reach 127.0.0.1. */
  IMAGE_PROXY_ALLOW_LOOPBACK: booleanFromString.default(false),
  /** Ports an image URL may name (comma-separated): the web's own unless configured, no probing of other services. */
  IMAGE_PROXY_ALLOWED_PORTS: z
    .string()
    .default('80,443')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map(Number),
    )
    .refine((ports) => ports.length > 0 && ports.every((p) => Number.isInteger(p) && p >= 1 && p <= 65535), {
      message: 'must be a comma-separated list of ports (1-65535)',
    }),
  /** Largest image the proxy decodes, width x height read from its header before decoding (about 4 bytes a pixel). */
  IMAGE_PROXY_MAX_PIXELS: z.coerce.number().int().positive().default(25_000_000),
  /** Images fetched and decoded at once (decoding is CPU- and memory-bound), and how many may wait; beyond: 503. */
  IMAGE_PROXY_CONCURRENCY: z.coerce.number().int().positive().default(2),
  IMAGE_PROXY_QUEUE: z.coerce.number().int().min(0).default(32),
  /** The proxy's disk cache: outside DATA_DIR (it is not data; a flood must not fill the database's disk), bounded. */
  IMAGE_CACHE_DIR: z.string().min(1).default(join(tmpdir(), 'swiss-explorer-image-cache')),
  IMAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024 * 1024),
});

const checkedEnvSchema = envSchema
  .refine((env) => !env.LLM_BASE_URL || env.LLM_MODEL, {
    message: 'LLM_MODEL is required when LLM_BASE_URL is set',
    path: ['LLM_MODEL'],
  })
  .refine((env) => env.SOCIAL_PROVIDER !== 'mastodon' || env.MASTODON_URL, {
    message: 'MASTODON_URL is required when SOCIAL_PROVIDER=mastodon',
    path: ['MASTODON_URL'],
  })
  .refine((env) => env.EVENTS_PROVIDER !== 'discover-swiss' || env.EVENTS_API_KEY, {
    message: 'EVENTS_API_KEY is required when EVENTS_PROVIDER=discover-swiss',
    path: ['EVENTS_API_KEY'],
  })
  .refine((env) => env.CARBON_PROVIDER !== 'electricity-maps' || env.ELECTRICITY_MAPS_TOKEN, {
    message: 'ELECTRICITY_MAPS_TOKEN is required when CARBON_PROVIDER=electricity-maps',
    path: ['ELECTRICITY_MAPS_TOKEN'],
  })
  // Node refuses to start a server whose headers may take longer than the whole request.
  .refine((env) => env.HEADERS_TIMEOUT_MS <= env.REQUEST_TIMEOUT_MS, {
    message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    path: ['HEADERS_TIMEOUT_MS'],
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parse the environment; an invalid value throws a ConfigError naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}
