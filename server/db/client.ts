import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { requireDatabaseUrl } from '../env';
import { withNamedStatements } from './named-statements';
import * as schema from './schema';

export type Database = PostgresJsDatabase<typeof schema>;
/** A database handle or an open transaction: data functions take either, so use cases compose them. */
export type Tx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

type Holder = { url: string; sql: postgres.Sql; db: Database };

// One pool per process (and per connection string), kept across hot reloads in development.
const globalHolder = globalThis as unknown as { __servicebayDb?: Holder };

export function db(): Database {
  const url = requireDatabaseUrl();
  const held = globalHolder.__servicebayDb;
  if (held && held.url === url) return held.db;
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  const database = drizzle(withNamedStatements(sql), { schema });
  globalHolder.__servicebayDb = { url, sql, db: database };
  return database;
}

export async function closeDb(): Promise<void> {
  const held = globalHolder.__servicebayDb;
  globalHolder.__servicebayDb = undefined;
  await held?.sql.end({ timeout: 5 });
}
