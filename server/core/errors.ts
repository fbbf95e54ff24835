import { type ErrorCode, statusForCode } from './error-codes';

export type { ErrorCode } from './error-codes';

export type Warning = { warningCode: string; warningDescription: string };

/**
 * The one error type of the domain. `code` is one of the spec's error codes; the HTTP status comes
 * from the shared table unless the operation's contract states another.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Why, in detail (e.g. the APPT_RULE_WARN_* codes behind SLOT_UNAVAILABLE); rendered as warnings. */
  readonly warnings: readonly Warning[];

  constructor(
    code: ErrorCode,
    description: string,
    options: { status?: number; cause?: unknown; warnings?: readonly Warning[] } = {},
  ) {
    super(description, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status ?? statusForCode(code);
    this.warnings = options.warnings ?? [];
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

/** The SQLSTATE of a database error, looked for along the error's causes (drizzle wraps the driver's). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the write (another request stored the same key first). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/** A transient failure (the database went away mid-request): answered 503 with Retry-After. */
export class UnavailableError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(description: string, options: { retryAfterSeconds?: number; cause?: unknown } = {}) {
    super('SERVICE_UNAVAILABLE', description, { cause: options.cause });
    this.retryAfterSeconds = options.retryAfterSeconds ?? 2;
  }
}

/**
 * PostgreSQL refused a value (SQLSTATE class 22: bad encoding, too long, out of range, bad date):
 * the request's fault, answered 400 rather than 500.
 */
export const isDataError = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;

/** A refusal for now (a limit per hour): answered with Retry-After, the seconds until it lifts. */
export class RetryLaterError extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(code: ErrorCode, description: string, retryAfterSeconds: number) {
    super(code, description);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
