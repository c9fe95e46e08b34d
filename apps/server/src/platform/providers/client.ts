import type { Provenance, ProviderStatus } from '@swiss/contract';
import { RateBudget, type BudgetOptions } from './budget.js';
import { CircuitBreaker, type BreakerOptions } from './breaker.js';
import { ProviderCache, type CacheEntry, type CacheOptions } from './cache.js';
import { ProviderAborted, ProviderError, isUpstreamFailure } from './errors.js';
import { chunks, readBody, send, type BodySchema } from './exchange.js';
import { ProviderStats } from './stats.js';

export interface ProviderDefinition {
  /** What it does ("llm", "tts", "weather"): its name in errors, logs and the System panel. */
  capability: string;
  /** Which implementation the settings chose ("openai-compatible", "open-meteo"). */
  implementation: string;
  /** Unset: not configured; every call is a ProviderError('not_configured'). */
  baseUrl: string | undefined;
  /** Sent with every request (the key stays on the server). */
  headers?: Record<string, string>;
  timeoutMs: number;
  userAgent: string;
  /** The credit and licence the provider's terms ask for. */
  attribution: string;
  licenceUrl: string | null;
  isSample?: boolean;
  budget?: BudgetOptions;
  breaker?: BreakerOptions;
  cache?: CacheOptions;
  /** Extra attempts of an idempotent call after a timeout, an unreachable host or a 5xx. */
  retry?: { attempts: number; baseDelayMs: number };
  now?: () => number;
}

export interface ProviderRequest<T> {
  method?: 'GET' | 'POST';
  /** Appended to the base URL. */
  path: string;
  headers?: Record<string, string>;
  /** A JSON body, or a multipart form. */
  json?: unknown;
  form?: FormData;
  read: 'json' | 'text' | 'bytes';
  schema: BodySchema<T>;
  /** Callers that share an answer give the same key (e.g. rounded coordinates): cached and coalesced. */
  cacheKey?: string;
  /** GET is; a POST may say so. Only idempotent calls are retried. */
  idempotent?: boolean;
  /** The caller no longer wants the answer (e.g. a spoken reply the visitor interrupted): ProviderAborted. */
  signal?: AbortSignal;
}

export interface ProviderResult<T> {
  data: T;
  provenance: Provenance;
}

const DEFAULT_BREAKER: BreakerOptions = { failures: 5, cooldownMs: 30_000 };
const UNLIMITED: BudgetOptions = { perSecond: Number.POSITIVE_INFINITY, perDay: Number.POSITIVE_INFINITY };
const NO_RETRY = { attempts: 0, baseDelayMs: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way the server calls an outside provider: deadline, retries of idempotent calls, shared
 * cache with stale-while-revalidate, coalescing, a rate budget, a circuit breaker, a User-Agent,
 * schema-checked bodies and provenance. Every failure is a ProviderError.
 */
export class ProviderClient {
  readonly name: string;
  private readonly now: () => number;
  private readonly breaker: CircuitBreaker;
  private readonly budget: RateBudget;
  private readonly cache: ProviderCache<unknown> | undefined;
  private readonly inflight = new Map<string, Promise<CacheEntry<unknown>>>();
  readonly stats: ProviderStats;

  constructor(private readonly definition: ProviderDefinition) {
    this.name = definition.capability;
    this.now = definition.now ?? Date.now;
    this.breaker = new CircuitBreaker(definition.breaker ?? DEFAULT_BREAKER, this.now);
    this.budget = new RateBudget(definition.budget ?? UNLIMITED, this.now);
    this.cache = definition.cache ? new ProviderCache(definition.cache, this.now) : undefined;
    this.stats = new ProviderStats(this.now);
  }

  get configured(): boolean {
    return this.definition.baseUrl !== undefined;
  }

  /** One answer, from the cache when the caller gave a key and it holds one (stale ones refresh behind). */
  async request<T>(request: ProviderRequest<T>): Promise<ProviderResult<T>> {
    this.assertConfigured();
    const key = request.cacheKey;
    if (key === undefined) return this.result(await this.fetchFresh(request), false);
    const found = this.cache?.get(key);
    if (found?.state === 'fresh') return this.result(found.entry as CacheEntry<T>, false);
    if (found?.state === 'stale') {
      // One refresh for everyone; its failure is in the stats, the stale answer still serves.
      this.coalesced(key, request).catch(() => undefined);
      return this.result(found.entry as CacheEntry<T>, true);
    }
    return this.result(await this.coalesced(key, request), false);
  }

  /** A streamed answer (server-sent events): gated like request, never cached or retried. */
  async stream(
    request: Omit<ProviderRequest<never>, 'read' | 'schema' | 'cacheKey'>,
  ): Promise<AsyncIterable<Uint8Array>> {
    this.assertConfigured();
    const response = await this.guarded(() => this.once(request), false, request.signal);
    return this.watched(chunks(this.name, response));
  }

  /** A body the caller found invalid after the fact (e.g. a stream chunk): counted like any failure. */
  invalid(message: string): ProviderError {
    const error = new ProviderError('invalid_response', this.name, message);
    this.recordFailure(error);
    return error;
  }

  status(): ProviderStatus {
    const { lastSuccessAt, lastError } = this.stats;
    const iso = (time: number) => new Date(time).toISOString();
    return {
      capability: this.definition.capability,
      implementation: this.definition.implementation,
      configured: this.configured,
      last_success_at: lastSuccessAt === null ? null : iso(lastSuccessAt),
      last_error: lastError && { kind: lastError.kind, at: iso(lastError.at), status: lastError.status },
      circuit: this.breaker.state,
      cache_hit_rate: this.cache && this.cache.lookups > 0 ? this.cache.hits / this.cache.lookups : null,
      calls_today: this.stats.callsToday(),
    };
  }

  private assertConfigured(): void {
    if (!this.configured) throw new ProviderError('not_configured', this.name, 'not configured');
  }

  private result<T>(entry: CacheEntry<T>, isStale: boolean): ProviderResult<T> {
    const { implementation, attribution, licenceUrl, isSample = false } = this.definition;
    const fetchedAt = new Date(entry.fetchedAt).toISOString();
    return {
      data: entry.value,
      provenance: { source: implementation, attribution, licenceUrl, fetchedAt, isSample, isStale },
    };
  }

  private coalesced<T>(key: string, request: ProviderRequest<T>): Promise<CacheEntry<T>> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<CacheEntry<T>>;
    const fresh = this.fetchFresh(request)
      .then((entry) => (this.cache ? (this.cache.set(key, entry.value, entry.fetchedAt) as CacheEntry<T>) : entry))
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, fresh);
    return fresh;
  }

  private async fetchFresh<T>(request: ProviderRequest<T>): Promise<CacheEntry<T>> {
    const value = await this.guarded(
      async () => {
        const response = await this.once(request);
        return readBody(this.name, response, request.read, request.schema);
      },
      request.idempotent ?? (request.method ?? 'GET') === 'GET',
      request.signal,
    );
    return { value, fetchedAt: this.now() };
  }

  /** Breaker, budget and retries around an exchange; records the outcome. */
  private async guarded<T>(exchange: () => Promise<T>, idempotent = false, signal?: AbortSignal): Promise<T> {
    if (!this.breaker.tryPass())
      throw new ProviderError('rate_limited', this.name, 'circuit open after repeated failures');
    const { attempts, baseDelayMs } = this.definition.retry ?? NO_RETRY;
    for (let attempt = 0; ; attempt += 1) {
      if (!this.budget.tryTake()) {
        this.breaker.release();
        const error = new ProviderError('rate_limited', this.name, 'call budget of this instance spent');
        this.stats.failed(error.kind, null);
        throw error;
      }
      try {
        const value = await exchange();
        this.breaker.success();
        this.stats.succeeded();
        return value;
      } catch (caught) {
        // Called off by the caller: says nothing about the provider, so neither a failure nor a retry.
        if (signal?.aborted) {
          this.breaker.release();
          throw new ProviderAborted(this.name);
        }
        const error = caught instanceof ProviderError ? caught : new ProviderError('http', this.name, 'failed');
        const retryable = error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 500) >= 500);
        if (!idempotent || !retryable || attempt >= attempts) {
          this.recordFailure(error);
          throw error;
        }
        await sleep(baseDelayMs * 2 ** attempt * (0.5 + Math.random() / 2));
      }
    }
  }

  private recordFailure(error: ProviderError): void {
    this.stats.failed(error.kind, error.status);
    if (error.retryAt !== null) this.budget.pauseUntil(error.retryAt);
    if (isUpstreamFailure(error)) this.breaker.failure();
    else this.breaker.release();
  }

  private once(request: Omit<ProviderRequest<unknown>, 'read' | 'schema'>): Promise<Response> {
    const { baseUrl = '', headers = {}, timeoutMs, userAgent } = this.definition;
    this.stats.called();
    return send(this.name, {
      method: request.method ?? 'GET',
      url: `${baseUrl.replace(/\/$/, '')}${request.path}`,
      headers: {
        'user-agent': userAgent,
        ...headers,
        ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      body: request.json !== undefined ? JSON.stringify(request.json) : request.form,
      timeoutMs,
      signal: request.signal,
    });
  }

  private async *watched(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    try {
      yield* source;
    } catch (error) {
      if (error instanceof ProviderError) this.recordFailure(error);
      throw error;
    }
  }
}
