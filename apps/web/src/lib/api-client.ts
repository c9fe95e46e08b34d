import { errorEnvelopeSchema, IDEMPOTENCY_KEY_HEADER } from '@swiss/contract';
import type * as z from 'zod/mini';
import { failureText, type Failure, type FailureCode } from './errors';
import { withDeviceToken } from './device-token';

/**
 * A failed API call, carrying the server's error code when it sent one. Its `message` is what the
 * page may show: a translated text for the situation (offline, timeout, busy, not found...), read
 * when shown, so it follows a language change (lib/errors.ts); `detail` keeps the technical account
 * for logs and tests.
 */
export class ApiError extends Error implements Failure {
  /** The server's own message (its envelope), shown only when it refused the request with its own code. */
  readonly serverMessage: string;

  constructor(
    readonly detail: string,
    readonly status: number,
    readonly code: FailureCode,
  ) {
    super(detail);
    this.name = 'ApiError';
    this.serverMessage = detail;
    Object.defineProperty(this, 'message', { get: () => failureText(this), configurable: true, enumerable: false });
  }
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /** A bearer token for the signed-in routes. */
  token?: string | undefined;
  /** 'no-cache' makes the browser revalidate, for screens that must not show a cached answer. */
  cache?: RequestCache;
  /** A costly call (AI, search): send the anonymous device token that keys its rate limit (device-token.ts). */
  device?: boolean;
  /** An admin create: the same key on a retry gets the first answer instead of a second record. */
  idempotencyKey?: string | undefined;
}

const DEFAULT_TIMEOUT_MS = 10000;

/** GET a JSON resource and validate it against its contract schema. */
export function getJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  return requestJson(url, schema, { headers: { accept: 'application/json' } }, options);
}

/** POST a JSON body and validate the answer against its contract schema. */
export function postJson<S extends z.ZodMiniType>(
  url: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  return sendJson('POST', url, body, schema, options);
}

/** Send a JSON body with any method and validate the answer against its contract schema. */
export function sendJson<S extends z.ZodMiniType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const init: RequestInit = {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  return requestJson(url, schema, init, options);
}

async function requestJson<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  init: RequestInit,
  options: RequestOptions,
): Promise<z.infer<S>> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    const headers = new Headers(init.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    if (options.device) await withDeviceToken(headers);
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    response = await fetch(url, { ...init, headers, signal, ...(options.cache ? { cache: options.cache } : {}) });
  } catch (error) {
    if (timeout.aborted)
      throw new ApiError(`no answer within ${options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`, 0, 'TIMEOUT');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('the request did not reach the server', 0, 'NETWORK_ERROR');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(`HTTP ${response.status} without a JSON body`, response.status, 'INVALID_RESPONSE');
  }
  if (!response.ok) {
    const envelope = errorEnvelopeSchema.safeParse(body);
    if (envelope.success) throw new ApiError(envelope.data.message, response.status, envelope.data.code);
    throw new ApiError(`HTTP ${response.status} without an error envelope`, response.status, 'INTERNAL_ERROR');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ApiError('The server sent an unexpected response', response.status, 'INVALID_RESPONSE');
  return parsed.data;
}
