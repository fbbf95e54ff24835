import dns from 'node:dns';
import net from 'node:net';
import { inIPv6Prefix, ipv4Text, ipv6Bits } from './ip-bits';

/**
 * Every range of the IANA IPv4 Special-Purpose Address Registry, refused even where the registry
 * calls it globally reachable (anycast services, relays): none of them is a partner's server.
 */
const specialIPv4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast 255.255.255.255
];
const blockedIPv4 = new net.BlockList();
for (const [address, prefix] of specialIPv4) blockedIPv4.addSubnet(address, prefix, 'ipv4');

/**
 * Special-purpose ranges of the IANA IPv6 registry inside 2000::/3; everything outside 2000::/3
 * (the only global unicast space) is refused anyway: ::, ::1, IPv4-compatible ::a.b.c.d, the
 * local-use NAT64 64:ff9b:1::/48 (its translation is the operator's own, so the embedded address
 * says nothing), discard-only 100::/64, SRv6 5f00::/16, unique-local, link- and site-local,
 * multicast.
 */
const specialIPv6: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments, incl. Teredo 2001::/32: its client address is obfuscated, so refused
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
];

/** Prefixes whose last 32 bits are the IPv4 address actually reached: IPv4-mapped and NAT64. */
const lowBitsEmbedding: readonly (readonly [string, number])[] = [
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
];

/** The IPv4 address an IPv6 address reaches through mapping, NAT64 or 6to4 (bits 16–47), if any. */
function embeddedIPv4(bits: bigint): string | null {
  if (lowBitsEmbedding.some(([prefix, length]) => inIPv6Prefix(bits, prefix, length))) {
    return ipv4Text(Number(bits & 0xffffffffn));
  }
  if (inIPv6Prefix(bits, '2002::', 16)) return ipv4Text(Number((bits >> 80n) & 0xffffffffn));
  return null;
}

export function isPublicAddress(address: string): boolean {
  if (net.isIPv4(address)) return !blockedIPv4.check(address, 'ipv4');
  const bits = ipv6Bits(address);
  if (bits === null) return false;
  const embedded = embeddedIPv4(bits);
  if (embedded !== null) return isPublicAddress(embedded);
  return (
    inIPv6Prefix(bits, '2000::', 3) &&
    !specialIPv6.some(([prefix, length]) => inIPv6Prefix(bits, prefix, length))
  );
}

export class BlockedDestinationError extends Error {}

/** Checks the form of a partner URL: http or https, no credentials. */
export function checkOutboundUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedDestinationError(`${raw} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new BlockedDestinationError('Only http and https URLs can receive callbacks');
  }
  if (url.username || url.password)
    throw new BlockedDestinationError('Callback URLs must not contain credentials');
  return url;
}

/**
 * Whether the URL's host is one OUTBOUND_ALLOWLIST lets reach private networks (a local receiver
 * in development and tests). Matched on the exact host name or address written in the URL.
 */
export function isAllowlistedHost(url: URL, allowlist: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return allowlist.includes(host);
}

/**
 * A DNS lookup for outbound connections that refuses non-public addresses. Used as the socket's
 * lookup, so the address checked is the address connected to (no DNS rebinding in between).
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as dns.LookupAddress[];
      const usable = allowPrivate ? list : list.filter((a) => isPublicAddress(a.address));
      const first = usable[0];
      if (!first) {
        return callback(
          new BlockedDestinationError(`${hostname} resolves only to non-public addresses`),
          '',
          0,
        );
      }
      if ((options as dns.LookupOptions).all) return callback(null, usable as unknown as string, 0);
      callback(null, first.address, first.family);
    });
  };
}
