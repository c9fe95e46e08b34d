import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which peers may tell us the visitor's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
 * nobody, the last `hops` proxies in front of us, or the proxies whose addresses are in `ranges`.
 * Never "everybody": the rate limits count requests per `request.ip`, and trusting every hop let a
 * visitor choose that address by rotating a forged X-Forwarded-For.
 */
export type TrustProxySetting = false | { hops: number } | { ranges: string[] };

/** proxy-addr's names for the private ranges, handy for a proxy on the same host or network. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const MAX_HOPS = 10;

const TRUE_REFUSED =
  'true would trust every X-Forwarded-For entry, so any visitor could pick the address the rate limits ' +
  'count. Use the number of proxies in front of the server (1 behind one load balancer or reverse proxy) ' +
  'or their addresses, e.g. 127.0.0.1 or 10.0.0.0/8';

/** One entry of an address list: a name above, an address, or address/prefix. */
function parseRange(entry: string): [string, number][] | undefined {
  if (entry in NAMED_RANGES) return NAMED_RANGES[entry];
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  const bits = family === 4 ? 32 : 128;
  if (prefix === undefined) return [[address, bits]];
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return undefined;
  return [[address, Number(prefix)]];
}

/** TRUST_PROXY: `false`, a hop count (`1`), or comma-separated addresses, CIDR ranges and the names above. */
export const trustProxySchema = z.string().transform((raw, ctx): TrustProxySetting => {
  const value = raw.trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: TRUE_REFUSED });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) ctx.addIssue({ code: 'custom', message: `at most ${MAX_HOPS} proxies` });
    return { hops };
  }
  const ranges = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = ranges.filter((entry) => parseRange(entry) === undefined);
  if (ranges.length === 0 || invalid.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `expected false, a number of proxies or addresses/CIDR ranges; not understood: ${invalid.join(', ') || raw}`,
    });
    return z.NEVER;
  }
  return { ranges };
});

/** Fastify's `trustProxy` function: is the `hop`-th address from our socket (0 = the peer) a trusted proxy? */
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(setting: TrustProxySetting): TrustFunction | false {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  const list = new BlockList();
  for (const [address, prefix] of setting.ranges.flatMap((entry) => parseRange(entry) ?? [])) {
    list.addSubnet(address, prefix, isIP(address) === 4 ? 'ipv4' : 'ipv6');
  }
  // BlockList also matches IPv4-mapped IPv6 peers (::ffff:10.0.0.1) against IPv4 ranges.
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
