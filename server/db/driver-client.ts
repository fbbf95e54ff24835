import type postgres from 'postgres';
import type { Tx } from './client';

/**
 * The postgres.js client behind a drizzle handle: the pool, or the connection of an open
 * transaction. For what drizzle does not offer: pg-boss writing a job in the caller's transaction,
 * and statements sent the moment they are called. A handle made by drizzle() (the pool's, and every
 * `openTransaction`'s) names it as drizzle's public `$client`; only drizzle's own
 * `database.transaction` handle keeps it in its session.
 */
export function driverClientOf(tx: Tx): postgres.Sql {
  const client: unknown = Reflect.get(tx, '$client');
  if (client) return client as postgres.Sql;
  return (tx as unknown as { session: { client: postgres.Sql } }).session.client;
}
