import { createEmptyDatabase, type EmptyDatabase } from '../db/empty-database';
import { migrateDatabase } from './migrate';

export type FreshDatabase = EmptyDatabase;

/**
 * A migrated database of its own for one test run or end-to-end server: a new database on the
 * server named by `serverUrl`, or a throwaway embedded PostgreSQL when none is configured.
 */
export async function createFreshDatabase(serverUrl: string | undefined): Promise<FreshDatabase> {
  const database = await createEmptyDatabase(serverUrl);
  await migrateDatabase(database.url);
  return database;
}
