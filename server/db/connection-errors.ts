/** postgres.js's codes for a connection that closed, was destroyed or could not be opened. */
const driverCodes = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * SQLSTATEs of a server that went away: class 08 (connection exception) and 57P01–57P03
 * (admin_shutdown, crash_shutdown, cannot_connect_now).
 */
const isLostServerState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code);

/**
 * Whether a failure means the database connection was lost or unavailable rather than the
 * statement being wrong: the request may be retried on another connection or answered 503.
 * Looks along the error's causes, since drizzle wraps the driver's error.
 */
export function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (driverCodes.has(code) || isLostServerState(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A failure on a query that came back without its rows: a dead connection, not an empty result. */
export class MissingResultError extends Error {
  readonly code = 'CONNECTION_CLOSED';
  constructor(what: string) {
    super(`The database returned no result for ${what}; the connection was probably lost`);
    this.name = 'MissingResultError';
  }
}

/** The rows of a query, or a connection error when the driver handed back something else. */
export function rowsOf<T>(result: T[] | undefined | null, what: string): T[] {
  if (!Array.isArray(result) || result.some((row) => row === undefined || row === null))
    throw new MissingResultError(what);
  return result;
}
