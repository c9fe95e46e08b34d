import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';
import { bearerToken, hashToken, newToken } from './tokens.js';

describe('login limiter', () => {
  it('blocks after max failures until the window ends; reset clears', () => {
    const limiter = new LoginLimiter(3, 1000);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('a', 0)).toBe(0);
      limiter.fail('a', 0);
    }
    expect(limiter.retryAfterMs('a', 400)).toBe(600);
    expect(limiter.retryAfterMs('b', 400)).toBe(0);
    expect(limiter.retryAfterMs('a', 1000)).toBe(0);
    limiter.fail('a', 1000);
    expect(limiter.retryAfterMs('a', 1000)).toBe(0);
    limiter.reset('a');
    expect(limiter.retryAfterMs('a', 1000)).toBe(0);
  });

  it('stays bounded under a flood of keys', () => {
    const limiter = new LoginLimiter(1, 1000, 100);
    for (let i = 0; i < 1000; i++) limiter.fail(`k${i}`, 0);
    expect(limiter.retryAfterMs('k999', 0)).toBe(1000);
    expect(limiter.retryAfterMs('k0', 0)).toBe(0); // forgotten, not kept forever
  });
});

describe('passwords and tokens', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('a long passphrase');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'a long passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a long passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('generates strong unambiguous passwords', () => {
    const seen = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(seen.size).toBe(50);
    for (const p of seen) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
  });

  it('makes 256-bit tokens, hashes them, and reads only well-formed bearer headers', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBeUndefined();
    expect(bearerToken('Bearer short')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
