import type { Database, Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { tryUsernameLock } from './sign-in-attempt-records';

class NotYourTurn extends Error {}

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
    return await pipelinedTransaction(database, async (tx) => {
      // An advisory lock held until the transaction ends, so a crashed instance frees it.
      if (!(await tryUsernameLock(tx, username))) throw new NotYourTurn();
      return { value: await work(tx) };
    });
  } catch (error) {
    if (error instanceof NotYourTurn) return null;
    throw error;
  }
}
