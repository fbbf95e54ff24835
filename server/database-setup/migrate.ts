import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createJobQueues } from '../jobs/create-queues';

/**
 * Advisory lock key held while migrating: instances that start together (several web processes,
 * workers, `npm run db:migrate`) take turns, and each one after the first finds nothing to apply.
 */
export const MIGRATION_LOCK_KEY = 4_172_025_031;

/** Applies the committed drizzle-kit migrations and installs the job queues; safe at every start-up. */
export async function migrateDatabase(url: string): Promise<void> {
  // One connection that is never recycled: a session-level advisory lock belongs to the connection
  // that took it, so the migrations must run (and the lock be released) on that same connection.
  const sql = postgres(url, { max: 1, max_lifetime: null, onnotice: () => {} });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migrate(drizzle(sql), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
      // pg-boss's schema and the queues too: two instances creating the same queue at once collide.
      await createJobQueues(url);
    } finally {
      // Closing the connection below releases the lock too, so a failed unlock must not hide the error.
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => undefined);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
