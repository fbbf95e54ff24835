import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const database = await createTestDatabase(process.env.DATABASE_URL);
  project.provide('databaseUrl', database.url);
  return database.drop;
}
