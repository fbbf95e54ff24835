import { type NextRequest, NextResponse } from 'next/server';
import { cookieHeaderWithAcceptableCallbackUrl } from './server/auth/safe-callback-url';
import { env } from './server/env';
import { apiSecurityHeaders, newNonce, pageSecurityHeaders } from './server/http/security-headers';
import { bookingPageDealer, frameAncestorsFor } from './server/visits/frame-ancestors';

/** next-auth reads cookies from the request as the proxy passes it on; see safe-callback-url.ts. */
function nextForApi(request: NextRequest): NextResponse {
  if (!request.nextUrl.pathname.startsWith('/api/auth/')) return NextResponse.next();
  const cookie = cookieHeaderWithAcceptableCallbackUrl(request.headers.get('cookie'));
  if (cookie === null) return NextResponse.next();
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('cookie', cookie);
  return NextResponse.next({ request: { headers: requestHeaders } });
}

async function nextForPage(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const nonce = newNonce();
  // The online booking page may be framed by the websites its dealer lists; nothing else may be.
  const dealer = bookingPageDealer(pathname);
  const headers = pageSecurityHeaders(pathname, {
    nonce,
    development: env().NODE_ENV === 'development',
    paymentStyleOrigins: env().PAYMENT_CSS_ALLOWED_ORIGINS,
    frameAncestors: dealer ? await frameAncestorsFor(dealer) : [],
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  // Where a signed-out visit was going, so sign-in can come back to the same address.
  requestHeaders.set('x-request-path', `${pathname}${request.nextUrl.search}`);
  requestHeaders.set('content-security-policy', headers['content-security-policy'] as string);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * Security headers for pages: each gets a per-request nonce, which Next.js reads from the request's
 * Content-Security-Policy header while rendering and puts on its scripts. Of the API only next-auth's
 * routes come here (for their cookie); the others get their headers from next.config.ts, and HSTS
 * comes from the web server for every answer.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (!isApi) return nextForPage(request);
  const response = nextForApi(request);
  for (const [name, value] of Object.entries(apiSecurityHeaders)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Built assets are immutable files with no personal data, and the API but next-auth's routes needs
  // no nonce: neither runs the proxy.
  matcher: ['/((?!_next/static|_next/image|api/(?!auth/)).*)'],
};
