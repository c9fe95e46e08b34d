import { z } from 'zod';
import { TOKEN_TTL_HOURS } from '@swiss/contract';

const booleanFromString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting of the server. This module is the only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
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
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  TRUST_PROXY: booleanFromString.default(false),
  /** AI chat requests per client and minute (answers cost more than catalog reads). */
  AI_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(30),
  /** Anonymous usage batches per client and minute (the web app sends one every few seconds at most). */
  ANALYTICS_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
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
  STT_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
  STT_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
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
});

const checkedEnvSchema = envSchema.refine((env) => !env.LLM_BASE_URL || env.LLM_MODEL, {
  message: 'LLM_MODEL is required when LLM_BASE_URL is set',
  path: ['LLM_MODEL'],
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
