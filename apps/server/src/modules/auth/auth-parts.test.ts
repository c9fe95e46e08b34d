import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.js';
import { bearerToken, hashToken, newToken } from './tokens.js';

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
