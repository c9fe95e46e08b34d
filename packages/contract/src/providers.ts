import * as z from 'zod/mini';

/**
 * Where a piece of data from an outside provider came from. Every provider result carries it, so an
 * API payload that shows such data can name its source and licence and say when it is old or a sample.
 */
export const provenanceSchema = z.object({
  /** The provider implementation, e.g. "openai-compatible", "open-meteo". */
  source: z.string(),
  /** The credit line the provider asks for (may be empty). */
  attribution: z.string(),
  licenceUrl: z.nullable(z.string()),
  /** When the upstream answered (ISO time): older than now when served from the cache. */
  fetchedAt: z.string(),
  /** Bundled sample data, not a live answer. */
  isSample: z.boolean(),
  /** Served from the cache past its freshness while a refresh runs. */
  isStale: z.boolean(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

export const PROVIDER_ERROR_KINDS = ['timeout', 'http', 'invalid_response', 'not_configured', 'rate_limited'] as const;
export const providerErrorKindSchema = z.enum(PROVIDER_ERROR_KINDS);
export type ProviderErrorKind = z.infer<typeof providerErrorKindSchema>;

export const CIRCUIT_STATES = ['closed', 'open', 'half-open'] as const;

/** One outside provider of this instance, for the admin System panel (never a key or URL). */
export const providerStatusSchema = z.object({
  /** What it does: llm, tts, stt (later weather, air quality, ...). */
  capability: z.string(),
  /** Which implementation the settings chose, e.g. "openai-compatible". */
  implementation: z.string(),
  configured: z.boolean(),
  last_success_at: z.nullable(z.string()),
  last_error: z.nullable(z.object({ kind: providerErrorKindSchema, at: z.string(), status: z.nullable(z.int()) })),
  circuit: z.enum(CIRCUIT_STATES),
  /** Cache hits / lookups, 0..1; null before the first lookup or without a cache. */
  cache_hit_rate: z.nullable(z.number().check(z.gte(0), z.lte(1))),
  /** Requests sent upstream since midnight UTC (retries included). */
  calls_today: z.int().check(z.nonnegative()),
});
export type ProviderStatus = z.infer<typeof providerStatusSchema>;
