import { hostname } from 'node:os';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { requireDatabaseUrl } from '../env';
import { withNamedStatements } from './named-statements';
import * as schema from './schema';
import { countStatement } from './statement-count';
import { noteStatementSent } from './write-epoch';

export type Database = PostgresJsDatabase<typeof schema>;
/**
 * A database handle or an open transaction (drizzle's, or `pipelinedTransaction`'s handle over its
 * connection): data functions take either, so use cases compose them.
 */
export type Tx = Database | Parameters<Parameters<Database['transaction']>[0]>[0] | PostgresJsDatabase;

type Holder = { url: string; sql: postgres.Sql; db: Database; generation: number; typesLearnt: boolean };

// One pool per process (and per connection string), kept across hot reloads in development.
export const poolSize = 10;
export const poolApplicationName = `servicebay:${process.pid}:${hostname()}`.slice(0, 63);
const globalHolder = globalThis as unknown as {
  __servicebayDb?: Holder;
  __servicebayDbGeneration?: number;
  /** The options of a pool that learnt the server's array types, for the pools that replace it. */
  __servicebayLearnt?: { url: string; options: postgres.Sql['options'] };
};

export function db(): Database {
  const url = requireDatabaseUrl();
  const held = globalHolder.__servicebayDb;
  if (held && held.url === url) {
    if (!held.typesLearnt) settleTypes(held);
    return held.db;
  }
  const sql = openPool(url);
  const database = drizzle(withNamedStatements(sql), { schema });
  const generation = (globalHolder.__servicebayDbGeneration ?? 0) + 1;
  globalHolder.__servicebayDbGeneration = generation;
  globalHolder.__servicebayDb = { url, sql, db: database, generation, typesLearnt: false };
  return database;
}

function openPool(url: string): postgres.Sql {
  const learnt = globalHolder.__servicebayLearnt;
  // Same settings and the types already known: postgres.js takes a parsed options object as is.
  if (learnt?.url === url) return postgres(learnt.options as unknown as postgres.Options<never>);
  return postgres(url, {
    max: poolSize,
    onnotice: () => {},
    // A request fails over to 503 within seconds when the server is unreachable, not after 30 s.
    connect_timeout: 5,
    // Idle connections are closed, so one a firewall or restart silently cut is not kept for hours.
    idle_timeout: 60,
    // Names this process's connections in pg_stat_activity: the metrics count them from there.
    connection: { application_name: poolApplicationName },
    // Called as each statement is built: the statements-per-request figures come from this count,
    // and a write makes remembered availability inputs be checked again (write-epoch.ts).
    debug: (_connection: number, query: string) => {
      countStatement();
      noteStatementSent(query);
    },
  });
}

/**
 * postgres.js asks every new connection for the server's array types until told not to, and that
 * request's failure (its connection ended while it runs, as in a failover) escapes as an unhandled
 * rejection, which ends the process. Once the first connection has learnt them, later connections
 * of this pool and of the pools that replace it skip the request.
 */
function settleTypes(held: Holder): void {
  const { shared } = held.sql.options as unknown as { shared?: { typeArrayMap?: object } };
  if (Object.keys(shared?.typeArrayMap ?? {}).length === 0) return;
  held.sql.options.fetch_types = false;
  held.typesLearnt = true;
  globalHolder.__servicebayLearnt = { url: held.url, options: held.sql.options };
}

/** Which pool db() hands out now (opening it if none is): a step notes it to name the pool it used. */
export function poolGeneration(): number {
  db();
  return globalHolder.__servicebayDb?.generation ?? 0;
}

/**
 * Replaces the pool a step used after it lost a connection, and destroys the old one at once.
 * postgres.js 3.4.9 can leave a connection whose socket died mid-write unable to send again
 * (porsager/postgres#1208, #1154: its write timer is cleared but not reset), so its next connect
 * never sends the startup message and waits out connect_timeout. Draining the old pool would hand
 * its queued statements to exactly those connections; destroying it fails them, and its in-flight
 * ones, as lost connections at once (CONNECTION_DESTROYED): safe steps run again on the new pool,
 * the others are answered 503. Only the pool the failing step used is replaced, so a burst of
 * failures from one pool opens one new pool, not one per failure.
 */
export function replacePoolAfterLostConnection(usedGeneration: number): void {
  const held = globalHolder.__servicebayDb;
  if (!held || held.generation !== usedGeneration) return;
  globalHolder.__servicebayDb = undefined;
  held.sql.end({ timeout: 0 }).catch(() => undefined);
}

export async function closeDb(): Promise<void> {
  const held = globalHolder.__servicebayDb;
  globalHolder.__servicebayDb = undefined;
  await held?.sql.end({ timeout: 5 });
}
