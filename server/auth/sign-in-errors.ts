/**
 * Error codes the sign-in form shows a message for. next-auth passes a thrown error's message to the
 * client as `error`; a plain wrong password arrives as next-auth's own `CredentialsSignin`. A
 * throttled sign-in carries the seconds to wait: `TooManyAttempts:900`.
 */
export const signInErrors = {
  throttled: 'TooManyAttempts',
  noDepartment: 'NoDepartment',
} as const;

export const throttledSignInError = (retryAfterSeconds: number) =>
  `${signInErrors.throttled}:${Math.max(1, Math.ceil(retryAfterSeconds))}`;

/** Seconds to wait from an `error` next-auth reported, or null when it is not a throttled sign-in. */
export function throttledSeconds(error: string | null | undefined): number | null {
  const match = error?.match(/^TooManyAttempts(?::(\d+))?$/);
  if (!match) return null;
  return match[1] ? Number(match[1]) : 0;
}

export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed attempts; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
