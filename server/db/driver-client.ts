import type postgres from 'postgres';
import type { Tx } from './client';

/**
 * The postgres.js client behind a drizzle handle: the pool, or the connection of an open
 * transaction. For what drizzle does not offer (listening on a channel, say). Every handle we make
 * is made by drizzle() and names its client as drizzle's public `$client`: the pool's (`db()`) and
 * every `openTransaction`'s. A handle drizzle makes itself (its own `database.transaction`, a
 * savepoint's `tx.transaction`) has none, and its client is not read from drizzle's internals: pass
 * our own handle instead.
 */
export function driverClientOf(tx: Tx): postgres.Sql {
  const client: unknown = Reflect.get(tx, '$client');
  if (typeof client !== 'function') {
    throw new Error(
      "driverClientOf needs a handle made by drizzle() (db() or openTransaction's tx), which names its client as $client; drizzle's own transaction and savepoint handles do not",
    );
  }
  return client as postgres.Sql;
}
