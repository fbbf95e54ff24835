import { type NextRequest, NextResponse } from 'next/server';
import { env } from './server/env';
import { apiSecurityHeaders, newNonce, pageSecurityHeaders } from './server/http/security-headers';

/**
 * Security headers for every answer. Pages get a per-request nonce: Next.js reads it from the
 * request's Content-Security-Policy header while rendering and puts it on its scripts.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(apiSecurityHeaders)) response.headers.set(name, value);
    return response;
  }
  const nonce = newNonce();
  const headers = pageSecurityHeaders(pathname, {
    nonce,
    development: env().NODE_ENV === 'development',
    paymentStyleOrigins: env().PAYMENT_CSS_ALLOWED_ORIGINS,
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

export const config = {
  // Built assets are immutable files with no personal data; everything else gets the headers.
  matcher: ['/((?!_next/static|_next/image).*)'],
};
