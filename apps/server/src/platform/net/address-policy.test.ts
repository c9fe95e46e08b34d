import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';

describe('isPublicAddress', () => {
  it.each([
    ['::127.0.0.1', 'IPv4-compatible, dotted'],
    ['::7f00:1', 'IPv4-compatible, hex'],
    ['::8.8.8.8', 'IPv4-compatible, even of a public address'],
    ['64:ff9b::7f00:1', 'NAT64 well-known prefix'],
    ['64:ff9b::10.0.0.1', 'NAT64, dotted'],
    ['64:ff9b:1::a00:1', 'NAT64 local-use prefix'],
    ['2002:7f00:1::', '6to4 of 127.0.0.1'],
    ['2002:808:808::1', '6to4 of a public address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback, long hex form'],
    ['100::1', 'discard-only'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('still lets public addresses through, mapped ones included', () => {
    for (const address of ['8.8.8.8', '2606:4700::1111', '2a00:1450:4001::1', '::ffff:8.8.8.8', '::ffff:808:808'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('lets the test suite reach loopback, and only loopback, when asked', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(true);
    expect(isPublicAddress('64:ff9b::7f00:1', true)).toBe(false);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
  });
});
