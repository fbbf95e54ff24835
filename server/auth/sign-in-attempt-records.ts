import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { authFailureCounts, authFailures } from '../db/schema';

/** Adds one to a key's count in the window unless it reached `limit`; the new count, or null when full. */
export async function countUp(tx: Tx, key: string, windowStart: Date, limit: number): Promise<number | null> {
  const rows = await tx
    .insert(authFailureCounts)
    .values({ throttleKey: key, windowStart, failures: 1 })
    .onConflictDoUpdate({
      target: [authFailureCounts.throttleKey, authFailureCounts.windowStart],
      set: { failures: sql`${authFailureCounts.failures} + 1` },
      setWhere: lt(authFailureCounts.failures, limit),
    })
    .returning({ failures: authFailureCounts.failures });
  return rows[0]?.failures ?? null;
}

export async function countDown(tx: Tx, key: string, windowStart: Date): Promise<void> {
  await tx
    .update(authFailureCounts)
    .set({ failures: sql`greatest(${authFailureCounts.failures} - 1, 0)` })
    .where(and(eq(authFailureCounts.throttleKey, key), eq(authFailureCounts.windowStart, windowStart)));
}

/** Forgets a key's counts in every window. */
export async function deleteCounts(tx: Tx, key: string): Promise<void> {
  await tx.delete(authFailureCounts).where(eq(authFailureCounts.throttleKey, key));
}

/** A key's count in the window, 0 when there is none. */
export async function findCount(tx: Tx, key: string, windowStart: Date): Promise<number> {
  const [row] = await tx
    .select({ failures: authFailureCounts.failures })
    .from(authFailureCounts)
    .where(and(eq(authFailureCounts.throttleKey, key), eq(authFailureCounts.windowStart, windowStart)));
  return row?.failures ?? 0;
}

/** Deletes the counts of windows begun before `cutoff` and the older per-failure rows; how many went. */
export async function deleteCountsBefore(tx: Tx, cutoff: Date): Promise<number> {
  const counts = await tx
    .delete(authFailureCounts)
    .where(lt(authFailureCounts.windowStart, cutoff))
    .returning({ key: authFailureCounts.throttleKey });
  const legacy = await tx
    .delete(authFailures)
    .where(lt(authFailures.occurredAt, cutoff))
    .returning({ uuid: authFailures.uuid });
  return counts.length + legacy.length;
}

/** A PostgreSQL advisory lock for the username held until the transaction ends; false when taken. */
export async function tryUsernameLock(tx: Tx, username: string): Promise<boolean> {
  const rows = await tx.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`sign-in:${username.toLowerCase()}`}, 0)) as taken`,
  );
  return rows[0]?.taken === true;
}
