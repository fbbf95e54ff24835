import { env } from '../env';

/**
 * The address a request came from, for throttling sign-in failures per address. Each proxy in
 * front appends the address it was called from to X-Forwarded-For, so with `TRUSTED_PROXY_COUNT`
 * proxies the client is that many entries from the right; entries further left were sent by the
 * client and prove nothing (taking the left-most would let anyone throttle someone else's address).
 * Without the header, X-Real-IP as a proxy set it; null when neither tells. With no trusted proxy
 * both headers may come from the caller, and the socket's address is not visible to route handlers,
 * so the address is null: only the per-username slow-down applies then.
 */
export function clientAddress(
  headers: { forwardedFor: string | null | undefined; realIp: string | null | undefined },
  trustedProxies = env().TRUSTED_PROXY_COUNT,
): string | null {
  if (trustedProxies < 1) return null;
  const hops = headers.forwardedFor
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops && hops.length > 0) return hops[Math.max(0, hops.length - trustedProxies)] ?? null;
  return headers.realIp?.trim() || null;
}
