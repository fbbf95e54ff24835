import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';

class NotYourTurn extends Error {}

/** A PostgreSQL advisory lock held until the transaction ends, so a crashed instance frees it. */
async function tryTurn(tx: Tx, username: string): Promise<boolean> {
  const rows = await tx.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`sign-in:${username.toLowerCase()}`}, 0)) as taken`,
  );
  return rows[0]?.taken === true;
}

/**
 * Runs `work` while no other attempt for the username runs, on any instance; null, without
 * running it, when another one is running. The lock lasts only as long as `work`, which must use
 * `tx` alone: a second pool connection could be waited for by every turn at once.
 */
export async function inUsernameTurn<T>(
  database: Database,
  username: string,
  work: (tx: Tx) => Promise<T>,
): Promise<{ value: T } | null> {
  try {
    return await database.transaction(async (tx) => {
      if (!(await tryTurn(tx, username))) throw new NotYourTurn();
      return { value: await work(tx) };
    });
  } catch (error) {
    if (error instanceof NotYourTurn) return null;
    throw error;
  }
}
