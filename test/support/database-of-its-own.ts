import { afterAll, beforeAll, inject } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../server/database-setup/fresh-database';
import { closeDb } from '../../server/db/client';
import { env, setDatabaseUrl } from '../../server/env';

/**
 * Gives the calling test file a database of its own on the run's server. Files that start job
 * workers (or count every row of a table) need it: the shared database holds other files' queued
 * texts and retrying deliveries, which a worker would otherwise pick up as well.
 */
export function runOnDatabaseOfItsOwn(): void {
  let database: FreshDatabase | undefined;
  beforeAll(async () => {
    await closeDb();
    database = await createFreshDatabase(inject('serverDatabaseUrl'));
    setDatabaseUrl(database.url);
  }, 120_000);
  afterAll(async () => {
    await closeDb();
    await database?.drop();
  }, 120_000);
}

/** The database this file works on, for the processes it starts. */
export const currentDatabaseUrl = (): string => env().DATABASE_URL ?? inject('databaseUrl');
