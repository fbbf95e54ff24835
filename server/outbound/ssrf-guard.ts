import dns from 'node:dns';
import net from 'node:net';

/** Private, loopback, link-local, carrier-grade NAT and other non-public ranges. */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4');
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  return family !== null && !blocked.check(address, family);
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
