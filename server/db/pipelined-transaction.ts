import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Database, Tx } from './client';
import { withNamedStatements } from './named-statements';
import { countingRoundTrips } from './statement-count';

/**
 * A transaction open on a connection reserved for it, for a use case that flows one way: it sends
 * its statements on `tx`, then ends with `commitBehind` (or `rollBack` on a failure), which also
 * gives the connection back. BEGIN goes out together with the first statements: a connection
 * answers its statements in order, so those behind BEGIN run inside the transaction; BEGIN on an
 * idle connection fails only when the connection does, and then so do they.
 */
export type OpenTransaction = {
  tx: Tx;
  /**
   * Commits once `last` is answered, with COMMIT sent right behind the statements `last` sends
   * before it waits for any answer, so they and COMMIT share one round trip; answers `last`'s
   * result. A failure of one of its statements rolls back (PostgreSQL answers COMMIT of a failed
   * transaction by rolling it back) and is thrown, and so does one `last` meets before any answer;
   * `last` must not fail in code after its answers, which COMMIT does not wait for. A statement
   * sent after COMMIT is refused.
   */
  commitBehind<T>(last: Promise<T>): Promise<T>;
  /** Rolls back and gives the connection back; for a use case that fails before `commitBehind`. */
  rollBack(): Promise<void>;
};

/** Opens a transaction (see `OpenTransaction`); BEGIN is sent with the first statements. */
export async function openTransaction(database: Database): Promise<OpenTransaction> {
  const pool = poolOf(database);
  const reserved = await pool.reserve();
  const connection = countingRoundTrips(reserved);
  const began = connection.unsafe('begin').execute();
  // Its failure also fails the statements behind it; it is awaited once they have run.
  began.catch(() => undefined);
  let ended = false;
  const end = () => {
    ended = true;
    reserved.release();
  };
  const tx = transactionOn(connection, pool.options, () => ended);
  const rollBack = async () => {
    if (ended) return;
    try {
      await connection.unsafe('rollback').catch(() => undefined);
    } finally {
      end();
    }
  };
  const commitBehind = async <T>(last: Promise<T>): Promise<T> => {
    // Once: a drizzle query is a thenable that runs again each time it is awaited.
    const answered = Promise.resolve(last);
    let failedAlready = false;
    answered.catch(() => {
      failedAlready = true;
    });
    // The statements `last` sends before its first wait are handed to the connection within this
    // turn of the event loop; COMMIT follows them on the next, before any of them is answered.
    await new Promise((resolve) => setImmediate(resolve));
    // Failed before any answer (a check in code, not in the database): nothing is committed.
    if (failedAlready) {
      await rollBack();
      return answered;
    }
    const committed = connection.unsafe('commit').execute();
    committed.catch(() => undefined);
    ended = true;
    try {
      const result = await answered;
      await began;
      await committed;
      return result;
    } catch (error) {
      // COMMIT of a failed transaction rolled it back; a COMMIT that failed itself did too.
      await committed.catch(() => undefined);
      throw error;
    } finally {
      reserved.release();
    }
  };
  return { tx, commitBehind, rollBack };
}

/**
 * The one way a use case opens a transaction around a callback (an idempotent create through
 * `idempotentTransaction`, which calls it): `run` on an `openTransaction`, committed once it is
 * done, rolled back when it fails. Nested transactions are savepoints, as in drizzle's.
 */
export async function pipelinedTransaction<T>(database: Database, run: (tx: Tx) => Promise<T>): Promise<T> {
  const transaction = await openTransaction(database);
  let result: T;
  try {
    result = await run(transaction.tx);
  } catch (error) {
    await transaction.rollBack();
    throw error;
  }
  return transaction.commitBehind(Promise.resolve(result));
}

/** The postgres.js pool under a database opened with drizzle() (drizzle's public `$client`). */
function poolOf(database: Database): postgres.Sql {
  const client: unknown = Reflect.get(database, '$client');
  if (typeof client !== 'function' || !('reserve' in client)) {
    throw new Error('a transaction needs a database opened with drizzle() over a postgres.js pool');
  }
  return client as postgres.Sql;
}

type SavepointCallback = (sql: postgres.Sql) => Promise<unknown>;

/**
 * A drizzle handle over the reserved connection (drizzle's own `drizzle(client)`), on which a
 * nested transaction (drizzle asks the client to `begin`, a nested one to `savepoint`) is a
 * savepoint. drizzle's relational `query` API is not offered here: building it costs milliseconds
 * per transaction, and no data function uses it.
 */
function transactionOn(connection: postgres.Sql, options: postgres.Sql['options'], ended: () => boolean): Tx {
  let savepoints = 0;
  // postgres.js's savepoint(callback) and savepoint(name, callback); the name is ours to choose.
  const savepoint = async (...args: [SavepointCallback] | [string, SavepointCallback]) => {
    const callback = args.length === 1 ? args[0] : args[1];
    const name = `pipelined_${savepoints++}`;
    await client.unsafe(`savepoint ${name}`);
    try {
      const result = await callback(client);
      await client.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await client.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const unsafe: postgres.Sql['unsafe'] = (...args) => {
    // Past COMMIT the connection may already serve someone else: never run a statement there.
    if (ended()) throw new Error('a statement was sent after its transaction ended');
    return connection.unsafe(...args);
  };
  const client: postgres.Sql = withNamedStatements(
    new Proxy(connection, {
      // The driver's own tagged template (driverClientOf) is refused past COMMIT as `unsafe` is.
      apply(target, thisArg, args) {
        if (ended()) throw new Error('a statement was sent after its transaction ended');
        return Reflect.apply(target, thisArg, args);
      },
      get(target, property, receiver) {
        if (property === 'savepoint' || property === 'begin') return savepoint;
        if (property === 'unsafe') return unsafe;
        // A reserved connection has no options of its own; drizzle reads the pool's, as configured.
        if (property === 'options') return options;
        return Reflect.get(target, property, receiver);
      },
    }),
  );
  return drizzle<Record<string, never>>(client);
}
