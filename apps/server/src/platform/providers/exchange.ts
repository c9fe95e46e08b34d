import { ProviderError } from './errors.js';

/** Anything with zod's safeParse (classic or mini): the provider's description of a valid body. */
export interface BodySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false };
}

/** A body read as bytes, with its declared type (audio, images). */
export interface BytesBody {
  contentType: string;
  bytes: Buffer;
}

export interface ExchangeRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
  timeoutMs: number;
  /** The caller's own abort, besides the deadline. */
  signal?: AbortSignal | undefined;
}

const isTimeout = (error: unknown) =>
  error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** When a 429's Retry-After (seconds or an HTTP date) lets us call again; null when it does not say. */
export function retryAt(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return now + Math.max(0, seconds) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : date;
}

/** One HTTP request with a deadline; every failure is a ProviderError. Returns the open response. */
export async function send(provider: string, request: ExchangeRequest): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal: request.signal
        ? AbortSignal.any([AbortSignal.timeout(request.timeoutMs), request.signal])
        : AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    if (isTimeout(error)) throw new ProviderError('timeout', provider, `no answer within ${request.timeoutMs} ms`);
    throw new ProviderError('http', provider, 'unreachable');
  }
  if (response.status === 429) {
    await response.body?.cancel();
    const at = retryAt(response.headers.get('retry-after'), Date.now());
    throw new ProviderError('rate_limited', provider, 'answered 429', 429, at);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError('http', provider, `answered ${response.status}`, response.status);
  }
  return response;
}

/** Reads the whole body as JSON, text or bytes and checks it with the provider's schema. */
export async function readBody<T>(
  provider: string,
  response: Response,
  read: 'json' | 'text' | 'bytes',
  schema: BodySchema<T>,
): Promise<T> {
  let raw: unknown;
  try {
    if (read === 'bytes')
      raw = {
        contentType: response.headers.get('content-type') ?? '',
        bytes: Buffer.from(await response.arrayBuffer()),
      } satisfies BytesBody;
    else {
      const text = await response.text();
      raw = read === 'json' ? JSON.parse(text) : text;
    }
  } catch (error) {
    // The deadline covers the body too: a provider that stalls mid-body has timed out.
    if (isTimeout(error)) throw new ProviderError('timeout', provider, 'the body did not arrive in time');
    throw new ProviderError('invalid_response', provider, `sent a body that is not ${read}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ProviderError('invalid_response', provider, 'sent a body of an unexpected shape');
  return parsed.data;
}

/** The chunks of a streamed body; a stall or cut is a ProviderError. */
export async function* chunks(provider: string, response: Response): AsyncGenerator<Uint8Array> {
  if (!response.body) throw new ProviderError('invalid_response', provider, 'sent no body');
  try {
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) yield chunk;
  } catch (error) {
    if (isTimeout(error)) throw new ProviderError('timeout', provider, 'the stream stalled');
    throw new ProviderError('http', provider, 'the stream broke');
  }
}
