import { NextRequest } from 'next/server';

/**
 * Where next-auth sends a browser after signing in or out: only a path or an address of the app
 * itself; anything else (another site, a relative or malformed value) goes to the app's own `/`.
 * Never throws: next-auth's default redirect callback does on a value like `evil.example`, which
 * became a 500 with the value in the log.
 */
export function redirectWithinApp({ url, baseUrl }: { url: string; baseUrl: string }): string {
  try {
    const base = new URL(baseUrl);
    const target = url.startsWith('/') ? new URL(url, base) : new URL(url);
    if (target.origin === base.origin) return target.href;
  } catch {
    // Malformed: the default below.
  }
  return baseUrl;
}

/** The values next-auth's configuration check accepts; it answers any other one with an error page. */
export function isAcceptableCallbackUrl(value: string): boolean {
  try {
    const parsed = value.startsWith('/') ? new URL(value, 'http://localhost') : new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The request without a callbackUrl query parameter next-auth would refuse with an error page
 * before its redirect callback is asked; without it, sign-in goes to its default. Left as it is
 * otherwise, so the body is not read here.
 */
export function withAcceptableCallbackUrl(request: Request): Request {
  const url = new URL(request.url);
  const value = url.searchParams.get('callbackUrl');
  if (value === null || isAcceptableCallbackUrl(value)) return request;
  url.searchParams.delete('callbackUrl');
  // A streamed body needs half duplex; next-auth reads it from this copy.
  const init = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    duplex: 'half' as const,
  };
  return new NextRequest(url, init);
}

const callbackCookieNames = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

function acceptableCookie(part: string): boolean {
  const eq = part.indexOf('=');
  if (eq < 0 || !callbackCookieNames.includes(part.slice(0, eq).trim())) return true;
  try {
    return isAcceptableCallbackUrl(decodeURIComponent(part.slice(eq + 1).trim()));
  } catch {
    return false;
  }
}

/**
 * A Cookie header without a callback-url cookie next-auth would refuse with an error page (only a
 * cookie set from elsewhere can hold one: next-auth writes what redirectWithinApp returned), or
 * null when nothing needs to go. The route handler cannot change the cookies next-auth reads, so
 * the proxy in front passes this header on instead.
 */
export function cookieHeaderWithAcceptableCallbackUrl(header: string | null): string | null {
  if (!header) return null;
  const parts = header.split(';');
  const kept = parts.filter(acceptableCookie);
  return kept.length === parts.length ? null : kept.map((part) => part.trim()).join('; ');
}
