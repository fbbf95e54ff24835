import { parseCookies } from '../auth/authenticate';
import { DomainError } from '../core/errors';
import { publicOrigin } from '../core/public-origin';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (request: Request): boolean => writeMethods.has(request.method.toUpperCase());

/** Whether the browser's session cookie authenticates the request: HTTP Basic wins when both come. */
export function isCookieAuthenticated(request: Request): boolean {
  if (request.headers.get('authorization')) return false;
  const names = Object.keys(parseCookies(request.headers.get('cookie')));
  return names.some((name) => name.includes('next-auth.session-token'));
}

/**
 * Refuses a request another site's page could have sent: its Origin must be ours, or, without an
 * Origin, the browser must vouch with Sec-Fetch-Site: same-origin. Neither: refused too.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const ours = origin !== null ? origin === new URL(publicOrigin()).origin : isSameOriginFetch(request);
  if (!ours)
    throw new DomainError('CROSS_SITE_REQUEST', 'Changes are accepted only from the pages of this service');
}

const isSameOriginFetch = (request: Request) => request.headers.get('sec-fetch-site') === 'same-origin';

/** A cookie write is JSON: a form or text/plain post (what another site can send without asking) is not. */
function assertJsonContentType(request: Request): void {
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(request.headers.get('content-type') ?? ''))
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send Content-Type: application/json');
}

/**
 * The guard of every operation's writes (server/http/route.ts): a cookie-authenticated write must
 * come from our pages as JSON; a public write (payment and visit pages, first set-up) from our pages.
 * Partner requests with HTTP Basic carry no ambient credentials and pass.
 */
export function guardWrite(request: Request, publicOperation: boolean): void {
  if (!isWrite(request) || request.headers.get('authorization')) return;
  const cookie = isCookieAuthenticated(request);
  if (!cookie && !publicOperation) return;
  assertSameOrigin(request);
  if (cookie && !publicOperation) assertJsonContentType(request);
}
