import { env } from '../env';

/**
 * Where `npm start`/`npm run dev` put the address of the socket a request came in on. The server
 * removes any value a caller sent before setting its own, so the app can trust it.
 */
export const peerAddressHeader = 'x-servicebay-peer-address';

type AddressHeaders = {
  forwardedFor: string | null | undefined;
  realIp: string | null | undefined;
  peerAddress?: string | null | undefined;
};

/**
 * The address a request came from, for throttling sign-in failures per address. Each proxy in
 * front appends the address it was called from to X-Forwarded-For, so with `TRUSTED_PROXY_COUNT`
 * proxies the client is that many entries from the right; entries further left were sent by the
 * client and prove nothing (taking the left-most would let anyone throttle someone else's address).
 * Without the header, X-Real-IP as a proxy set it; null when neither tells. With no trusted proxy
 * both headers may come from the caller, so the socket's peer address the server handed over counts.
 */
export function clientAddress(
  headers: AddressHeaders,
  trustedProxies = env().TRUSTED_PROXY_COUNT,
): string | null {
  if (trustedProxies < 1) return headers.peerAddress?.trim() || null;
  const hops = headers.forwardedFor
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops && hops.length > 0) return hops[Math.max(0, hops.length - trustedProxies)] ?? null;
  return headers.realIp?.trim() || null;
}
