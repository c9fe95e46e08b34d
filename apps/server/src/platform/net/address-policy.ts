import { BlockList, isIP } from 'node:net';

/**
 * Addresses that are not on the public internet: loopback, private, link-local, documentation, and
 * the IPv6 forms that carry an IPv4 address inside. The image proxy never fetches from them; the IP
 * lookup places none of them.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Forms that carry an IPv4 address inside (a gateway or the host's stack may turn them into a
  // connection to that IPv4 address, private ones included), so they are refused whole:
  ['::', 96], // unspecified, loopback ::1 and IPv4-compatible ::a.b.c.d
  ['::ffff:0:0:0', 96], // IPv4-translated ::ffff:0:a.b.c.d
  ['64:ff9b::', 96], // NAT64, well-known prefix
  ['64:ff9b:1::', 48], // NAT64, local-use prefix
  ['2002::', 16], // 6to4
  ['2001::', 32], // Teredo
  ['100::', 64], // discard-only
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True for an address on the public internet. `allowLoopback` exists for the test suite only. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  // BlockList checks an IPv4-mapped address (::ffff:a.b.c.d, in any spelling) against the IPv4 rules.
  if (allowLoopback && LOOPBACK.check(address, type)) return true;
  return !NON_PUBLIC.check(address, type);
}
