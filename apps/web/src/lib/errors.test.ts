import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, getJson } from './api-client';
import { describeError, errorSituation, failureText } from './errors';
import { changeLanguage, initI18n } from './i18n';

const DEVELOPER_TEXT = /Request failed|status code|Network Error|timeout of|exceeded|HTTP \d/i;

describe('friendly error texts', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(async () => {
    await changeLanguage('en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('names the situation of every kind of failure', () => {
    expect(errorSituation({ status: 0, code: 'NETWORK_ERROR' }, true)).toBe('network');
    expect(errorSituation({ status: 0, code: 'NETWORK_ERROR' }, false)).toBe('offline');
    expect(errorSituation({ status: 0, code: 'TIMEOUT' })).toBe('timeout');
    expect(errorSituation({ status: 504, code: 'UPSTREAM_TIMEOUT' })).toBe('timeout');
    expect(errorSituation({ status: 404, code: 'NOT_FOUND' })).toBe('notFound');
    expect(errorSituation({ status: 429, code: 'RATE_LIMITED' })).toBe('rateLimited');
    expect(errorSituation({ status: 503, code: 'SERVICE_UNAVAILABLE' })).toBe('unavailable');
    expect(errorSituation({ status: 502, code: 'INTERNAL_ERROR' })).toBe('unavailable');
    expect(errorSituation({ status: 500, code: 'INTERNAL_ERROR' })).toBe('server');
    expect(errorSituation({ status: 200, code: 'INVALID_RESPONSE' })).toBe('server');
    expect(errorSituation({ status: 401, code: 'UNAUTHORIZED' })).toBe('signIn');
    expect(errorSituation({ status: 400, code: 'VALIDATION_ERROR' })).toBe('rejected');
  });

  it('keeps the server’s own words only when it refused the request itself', () => {
    expect(failureText({ status: 400, code: 'VALIDATION_ERROR', serverMessage: 'Invalid body parameter: name' })).toBe(
      'Invalid body parameter: name',
    );
    expect(failureText({ status: 503, code: 'SERVICE_UNAVAILABLE', serverMessage: 'Busy' })).toBe(
      'The service is busy right now. Please try again in a moment.',
    );
    expect(failureText({ status: 500, code: 'INTERNAL_ERROR', serverMessage: 'TypeError: x is undefined' })).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('an ApiError’s message is the friendly text, in the language shown now', async () => {
    const error = new ApiError('HTTP 500 without an error envelope', 500, 'INTERNAL_ERROR');
    expect(error.message).toBe('Something went wrong on our side. Please try again.');
    expect(error.detail).toBe('HTTP 500 without an error envelope');
    await changeLanguage('de');
    expect(error.message).toBe('Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.');
    expect(describeError(error)).toBe(error.message);
  });

  it('no HTTP-library text survives a 500 without an envelope, an HTML error page, a network failure or a timeout', async () => {
    const schema = z.object({ ok: z.boolean() });
    const failures: (() => Promise<Response>)[] = [
      () => Promise.resolve(new Response('{"oops":true}', { status: 500 })),
      () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const texts: string[] = [];
    for (const failure of failures) {
      vi.stubGlobal('fetch', vi.fn(failure));
      const error = await getJson('/api/x', schema).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      texts.push((error as ApiError).message, describeError(error));
    }
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        return new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }),
    );
    const timedOut = await getJson('/api/x', schema, { timeoutMs: 5 }).catch((e: unknown) => e);
    expect((timedOut as ApiError).code).toBe('TIMEOUT');
    texts.push((timedOut as ApiError).message);
    expect(texts).toEqual([
      'Something went wrong on our side. Please try again.',
      'Something went wrong on our side. Please try again.',
      'The service is busy right now. Please try again in a moment.',
      'The service is busy right now. Please try again in a moment.',
      'We could not reach the server. Please check your connection and try again.',
      'We could not reach the server. Please check your connection and try again.',
      'The server took too long to answer. Please try again.',
    ]);
    for (const text of texts) expect(text).not.toMatch(DEVELOPER_TEXT);
  });

  it('says "offline" when the browser is, and a plain error never shows its own message', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(new ApiError('the request did not reach the server', 0, 'NETWORK_ERROR').message).toBe(
      'You are offline. This needs a connection; it works again as soon as you are back online.',
    );
    expect(describeError(new TypeError('Failed to fetch dynamically imported module'))).toMatch(/^You are offline/);
    vi.restoreAllMocks();
    expect(describeError(new Error('Request failed with status code 500'))).toBe('Something went wrong.');
  });
});
