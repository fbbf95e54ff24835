/**
 * Where to go after signing in. Only a path on this site is followed: an absolute or
 * protocol-relative URL from the query string would otherwise make /login an open redirect.
 */
export function safeCallbackUrl(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return '/';
  let url: URL;
  try {
    // The base only resolves relative paths; its host is never kept.
    url = new URL(raw, 'http://servicebay.invalid');
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never come back to the sign-in page itself (a loop), nor to next-auth's own endpoints.
  if (url.pathname === '/login' || url.pathname.startsWith('/api/auth')) return '/';
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}
