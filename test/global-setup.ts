import type { TestProject } from 'vitest/node';
import { createFreshDatabase } from '../server/database-setup/fresh-database';
import { startEmbeddedPostgres } from '../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The server the run's database is on: DATABASE_URL, else the run's own embedded server. */
    serverDatabaseUrl: string;
  }
}

/**
 * Each run gets a database of its own, so runs never see each other's rows: on DATABASE_URL's
 * server, else on a throwaway embedded PostgreSQL started for the run (tests that need more
 * databases make them there too).
 */
export default async function setup(project: TestProject) {
  const embedded = process.env.DATABASE_URL ? null : await startEmbeddedPostgres({ dataDir: null, port: 0 });
  const serverUrl = process.env.DATABASE_URL ?? embedded?.url ?? '';
  const database = await createFreshDatabase(serverUrl);
  project.provide('databaseUrl', database.url);
  project.provide('serverDatabaseUrl', serverUrl);
  return async () => {
    await database.drop();
    await embedded?.stop();
  };
}
