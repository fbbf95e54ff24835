import { statusForCode } from './error-codes';

export type Warning = { warningCode: string; warningDescription: string };

/**
 * The one error type of the domain. `code` is one of the spec's error codes; the HTTP status comes
 * from the shared table unless the operation's contract states another.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  /** Why, in detail (e.g. the APPT_RULE_WARN_* codes behind SLOT_UNAVAILABLE); rendered as warnings. */
  readonly warnings: readonly Warning[];

  constructor(
    code: string,
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
