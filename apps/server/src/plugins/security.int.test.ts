import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { FIRST_SCREEN_SCRIPT_CSP } from './first-screen.js';
import { helmetHeaders } from './security.js';

/** Every header the server sent through @fastify/helmet before helmet's output was computed once. */
const EXPECTED = {
  'content-security-policy':
    `default-src 'self';script-src 'self' ${FIRST_SCREEN_SCRIPT_CSP};style-src` +
    " 'self';img-src 'self' data: blob:;font-src 'self';" +
    "connect-src 'self';media-src 'self' blob:;worker-src 'self' blob:;manifest-src 'self';object-src 'none';" +
    "base-uri 'self';form-action 'self';frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  const context = useTestApp('pglite');

  it('sends the same full set on pages, API answers, missing resources and rejected input', async () => {
    for (const url of [
      '/healthz',
      '/api/swiss/v2/categories?lang=en',
      '/api/no-such-thing',
      '/api/swiss/places?lang=xx',
    ]) {
      const res = await context.app.inject(url);
      for (const [name, value] of Object.entries(EXPECTED)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('are helmet own headers for the options, worked out once', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
    });
    expect(headers['content-security-policy']).toBe("default-src 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
