import { statusForCode } from './error-codes';

export type Warning = { warningCode: string; warningDescription: string };

/**
 * The one error type of the domain. `code` is one of the spec's error codes; the HTTP status comes
 * from the shared table unless the operation's contract states another.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, description: string, options: { status?: number; cause?: unknown } = {}) {
    super(description, { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.status = options.status ?? statusForCode(code);
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
