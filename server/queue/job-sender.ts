import PgBoss from 'pg-boss';
import { requireDatabaseUrl } from '../env';

const holder = globalThis as unknown as { __servicebaySender?: PgBoss };

/**
 * A pg-boss that is never started: it only builds job inserts, which run on the caller's
 * connection (so inside the caller's transaction) and need no pool of their own. Kept apart from
 * the started instance so that enqueueing a job never loads the workers and their handlers.
 */
export function jobSender(): PgBoss {
  holder.__servicebaySender ??= new PgBoss({ connectionString: requireDatabaseUrl(), max: 1 });
  return holder.__servicebaySender;
}
