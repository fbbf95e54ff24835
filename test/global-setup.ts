import type { TestProject } from 'vitest/node';
import { createFreshDatabase } from '../server/db/fresh-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** DATABASE_URL as given to the run ('' when tests use the embedded database). */
    serverDatabaseUrl: string;
  }
}

/** Each run gets a database of its own, so runs never see each other's rows. */
export default async function setup(project: TestProject) {
  const database = await createFreshDatabase(process.env.DATABASE_URL);
  project.provide('databaseUrl', database.url);
  project.provide('serverDatabaseUrl', process.env.DATABASE_URL ?? '');
  return database.drop;
}
