export type BasicCredentials = { username: string; password: string };

export type BasicParse =
  | { kind: 'none' }
  | { kind: 'malformed' }
  | { kind: 'basic'; credentials: BasicCredentials }
  | { kind: 'other' };

/** Reads `Authorization: Basic base64(username:password)` (RFC 7617). */
export function parseBasicAuthorization(header: string | null): BasicParse {
  if (!header || header.trim() === '') return { kind: 'none' };
  const [scheme, encoded, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== 'basic') return { kind: 'other' };
  if (!encoded || rest.length > 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return { kind: 'malformed' };
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return { kind: 'malformed' };
  return {
    kind: 'basic',
    credentials: { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) },
  };
}
