import { DomainError } from '../core/errors';

export const minimumPasswordLength = 12;

/** A password a person chooses: long enough, and not their username. */
export function checkChosenPassword(password: string, username: string | null): void {
  if (password.length < minimumPasswordLength)
    throw new DomainError(
      'PASSWORD_TOO_WEAK',
      `Choose a password of at least ${minimumPasswordLength} characters`,
    );
  if (username && password.toLowerCase().includes(username.toLowerCase()))
    throw new DomainError('PASSWORD_TOO_WEAK', 'The password must not contain the username');
}
