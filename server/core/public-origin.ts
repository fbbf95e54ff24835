import { env } from '../env';

/**
 * The origin of links sent to customers (payment pages, draft confirmations): configuration only,
 * never a request's Host or forwarded headers, which a caller controls.
 */
export function publicOrigin(): string {
  const { PUBLIC_BASE_URL, NEXTAUTH_URL, PORT } = env();
  return (PUBLIC_BASE_URL ?? NEXTAUTH_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
}
