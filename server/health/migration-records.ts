import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * When the newest applied migration was created (drizzle's record, in ms since the epoch), null
 * when none is; the same statement shows that the database answers.
 */
export async function findLatestAppliedMigration(tx: Tx): Promise<string | null> {
  const [row] = await tx.execute<{ applied: string | null }>(
    sql`select 1 as up, (select max(created_at) from drizzle.__drizzle_migrations) as applied`,
  );
  return row?.applied ?? null;
}
