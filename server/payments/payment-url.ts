import { env } from '../env';

/**
 * The public address of a link: PUBLIC_BASE_URL when configured (set it in production), else the
 * host the request was addressed to, so a link made from a browser opens on the same site.
 */
export function paymentUrlFor(token: string, request: Request): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return `${configured.replace(/\/+$/, '')}/pay/${token}`;
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const proto =
    forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : url.protocol.slice(0, -1);
  const validHost = host && /^([A-Za-z0-9.-]+|\[[0-9a-fA-F:]+\])(:\d{1,5})?$/.test(host);
  const origin = validHost ? `${proto}://${host}` : url.origin;
  return `${origin}/pay/${token}`;
}
