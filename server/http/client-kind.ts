/**
 * What kind of caller sent a request, from the shape of its credentials only (never who): an API
 * client (HTTP Basic), a signed-in advisor (session cookie), another bearer, or anonymous.
 */
export function clientKindOf(request: Request): 'api-client' | 'advisor' | 'bearer' | 'anonymous' {
  const authorization = request.headers.get('authorization')?.trim().toLowerCase() ?? '';
  if (authorization.startsWith('basic ')) return 'api-client';
  if (authorization.startsWith('bearer ')) return 'bearer';
  if (/(^|;\s*)(__Secure-)?next-auth\.session-token=/.test(request.headers.get('cookie') ?? ''))
    return 'advisor';
  return 'anonymous';
}
