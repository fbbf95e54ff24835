import { throttledMessage, throttledSeconds } from '@/server/auth/sign-in-errors';

/** The message for an `error` next-auth reported; a throttled sign-in says how long to wait. */
export function signInErrorMessage(error: string, messages: Record<string, string>): string {
  const seconds = throttledSeconds(error);
  if (seconds !== null) return throttledMessage(seconds);
  return messages[error] ?? 'Sign-in failed. Try again.';
}
