import { env } from '../env';

/**
 * The origin of links sent to customers (payment pages, draft confirmations): configuration only,
 * never a request's Host or forwarded headers, which a caller controls.
 */
export function publicOrigin(): string {
  const { PUBLIC_BASE_URL, NEXTAUTH_URL, PORT } = env();
  return (PUBLIC_BASE_URL ?? NEXTAUTH_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
}

/**
 * The public origin when one is configured, else null: a provider on the internet can reach
 * callbacks and media there, never at the development fallback's localhost.
 */
export function configuredPublicOrigin(): string | null {
  const { PUBLIC_BASE_URL, NEXTAUTH_URL } = env();
  return (PUBLIC_BASE_URL ?? NEXTAUTH_URL)?.replace(/\/+$/, '') ?? null;
}
