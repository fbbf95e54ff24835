import { and, count, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { authFailures } from '../db/schema';
import { env } from '../env';
import { newUuid } from '../ids';

/** Keys counted for failed sign-ins: the username always, the client address when known. */
export function throttleKeys(username: string | null, address: string | null): string[] {
  const keys: string[] = [];
  if (username) keys.push(`user:${username.toLowerCase()}`);
  if (address) keys.push(`addr:${address}`);
  return keys;
}

const limitFor = (key: string) =>
  key.startsWith('user:') ? env().AUTH_MAX_FAILURES_PER_USERNAME : env().AUTH_MAX_FAILURES_PER_ADDRESS;

/**
 * Seconds the caller must wait before another attempt, or 0. Counting happens in Postgres so
 * every web process sees the same number.
 */
export async function secondsUntilAttemptAllowed(tx: Tx, keys: string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const windowSeconds = env().AUTH_FAILURE_WINDOW_SECONDS;
  const since = new Date(Date.now() - windowSeconds * 1000);
  const rows = await tx
    .select({ key: authFailures.throttleKey, failures: count() })
    .from(authFailures)
    .where(and(inArray(authFailures.throttleKey, keys), gte(authFailures.occurredAt, since)))
    .groupBy(authFailures.throttleKey);
  const blocked = rows.some((r) => r.failures >= limitFor(r.key));
  return blocked ? windowSeconds : 0;
}

export async function recordAuthFailure(tx: Tx, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.insert(authFailures).values(keys.map((throttleKey) => ({ uuid: newUuid(), throttleKey })));
}

/** Housekeeping job: failures older than the window no longer count. */
export async function deleteExpiredAuthFailures(tx: Tx): Promise<number> {
  const cutoff = new Date(Date.now() - env().AUTH_FAILURE_WINDOW_SECONDS * 1000);
  const deleted = await tx
    .delete(authFailures)
    .where(lt(authFailures.occurredAt, cutoff))
    .returning({ uuid: authFailures.uuid });
  return deleted.length;
}

export const clearAuthFailures = (tx: Tx, keys: string[]) =>
  keys.length === 0
    ? Promise.resolve()
    : tx
        .delete(authFailures)
        .where(inArray(authFailures.throttleKey, keys))
        .then(() => undefined);
