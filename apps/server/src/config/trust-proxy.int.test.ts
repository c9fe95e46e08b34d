import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { TEST_DATABASE_KINDS } from '../test/test-database.js';

const LIMIT = 3;
// A search: not one of the cheap cached reads, which have a far higher limit of their own.
const URL = '/api/swiss/v2/places?search=bern';

/**
 * The API rate limit counts requests per `request.ip`. Behind trusted proxies that is the address
 * the nearest untrusted hop reported; entries a visitor puts further left in X-Forwarded-For are
 * forged and must not change it (with TRUST_PROXY=true they did: a rotating header had no limit).
 */
describe.each(TEST_DATABASE_KINDS)('TRUST_PROXY (%s)', (kind) => {
  describe('as a hop count', () => {
    const ctx = useTestApp(kind, { env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: String(LIMIT) } });
    const viaProxy = (forwardedFor: string) =>
      ctx.app.inject({ url: URL, remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': forwardedFor } });

    it('counts the address the proxy saw, whatever a visitor forges to its left', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push((await viaProxy(`6.6.6.${i}, 1.2.3.4`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another visitor behind the same proxy has a window of its own.
      expect((await viaProxy('6.6.6.6, 1.2.3.5')).statusCode).toBe(200);
    });
  });

  describe('as address ranges', () => {
    const ctx = useTestApp(kind, { env: { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1', RATE_LIMIT_MAX: String(LIMIT) } });
    const from = (remoteAddress: string, forwardedFor: string) =>
      ctx.app.inject({ url: URL, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

    it('skips every trusted proxy of a chain and stops at the first address outside the ranges', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        // Visitor 1.2.3.4 -> proxy 10.1.1.1 -> proxy 192.0.2.1 -> us; the left-most entry is forged.
        statuses.push((await from('192.0.2.1', `6.6.6.${i}, 1.2.3.4, 10.1.1.1`)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('ignores X-Forwarded-For from a peer outside the ranges', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) statuses.push((await from('203.0.113.9', `6.6.6.${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });
  });
});
