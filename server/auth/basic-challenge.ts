import { DomainError, isDomainError } from '../core/errors';

/** The scheme a 401 of the partner API asks for (RFC 7235, RFC 7617: UTF-8 credentials). */
export const basicChallenge = 'Basic realm="ServiceBay", charset="UTF-8"';

/** A 401 answered with `WWW-Authenticate: Basic …`: the caller should retry with Basic credentials. */
export class BasicChallengeError extends DomainError {
  constructor(error: DomainError) {
    super(error.code, error.message, { status: error.status, cause: error, warnings: error.warnings });
  }
}

/** A refusal of Basic credentials as a challenge; other errors (429, 503 …) as they are. */
export function asBasicChallenge(error: unknown): unknown {
  return isDomainError(error) && error.status === 401 ? new BasicChallengeError(error) : error;
}
