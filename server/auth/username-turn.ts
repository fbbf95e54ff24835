import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';

/** How long an attempt waits for its username's turn before it is refused with Retry-After. */
export const turnWaitMs = 2000;
const pollMs = 50;

class NotYourTurn extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL advisory lock held until the transaction ends, so a crashed instance frees it. */
async function tryTurn(tx: Tx, username: string): Promise<boolean> {
  const rows = await tx.execute<{ taken: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`sign-in:${username.toLowerCase()}`}, 0)) as taken`,
  );
  return rows[0]?.taken === true;
}

/**
 * Runs `work` while no other attempt for the username runs, on any instance. An attempt waits its
 * turn briefly, polling so waiting attempts do not hold pool connections; null when the turn did
 * not come in time. Waiting in turn (not refusing at once) lets the owner of an account guessed at
 * from elsewhere get between the guesses.
 */
export async function inUsernameTurn<T>(
  database: Database,
  username: string,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  const deadline = Date.now() + turnWaitMs;
  for (;;) {
    try {
      return await database.transaction(async (tx) => {
        if (!(await tryTurn(tx, username))) throw new NotYourTurn();
        return { value: await work() };
      });
    } catch (error) {
      if (!(error instanceof NotYourTurn)) throw error;
    }
    if (Date.now() >= deadline) return null;
    await sleep(pollMs + Math.random() * pollMs);
  }
}
