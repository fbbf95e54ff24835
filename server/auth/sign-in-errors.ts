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

/** Under a minute (another attempt for the username was being checked) in seconds, else in minutes. */
export function throttledMessage(retryAfterSeconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
  return `Too many failed attempts; try again in ${wait}`;
}
