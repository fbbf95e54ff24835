import type postgres from 'postgres';
import type { Tx } from './client';

/**
 * The postgres.js client behind a drizzle handle: the pool, or the connection of an open
 * transaction. For what drizzle does not offer: pg-boss writing a job in the caller's transaction,
 * and statements sent the moment they are called.
 */
export function driverClientOf(tx: Tx): postgres.Sql {
  return (tx as unknown as { session: { client: postgres.Sql } }).session.client;
}
