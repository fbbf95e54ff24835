import type { PgDialect } from 'drizzle-orm/pg-core';
import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Database, Tx } from './client';
import { driverClientOf } from './driver-client';
import { withNamedStatements } from './named-statements';

type SessionInternals = {
  dialect: PgDialect;
  schema: ConstructorParameters<typeof PostgresJsSession>[2];
  options: ConstructorParameters<typeof PostgresJsSession>[3];
};

/**
 * The one way a use case opens a transaction (an idempotent create through
 * `idempotentTransaction`, which calls it). Runs `run` in a transaction whose BEGIN goes out together with its first statements, on a
 * connection reserved for it: one round trip fewer than `database.transaction`, which waits for
 * BEGIN's answer before it sends anything else. A connection answers its statements in order, so
 * those behind BEGIN run inside the transaction; BEGIN on an idle connection fails only when the
 * connection does, and then so do they. Nested transactions are savepoints, as in drizzle's.
 */
export async function pipelinedTransaction<T>(database: Database, run: (tx: Tx) => Promise<T>): Promise<T> {
  const reserved = await driverClientOf(database).reserve();
  try {
    const began = reserved.unsafe('begin').execute();
    // Its failure also fails the statements behind it; it is awaited below once they have run.
    began.catch(() => undefined);
    let result: T;
    try {
      result = await run(transactionOn(database, reserved));
      await began;
    } catch (error) {
      await reserved.unsafe('rollback').catch(() => undefined);
      throw error;
    }
    await reserved.unsafe('commit');
    return result;
  } finally {
    reserved.release();
  }
}

type SavepointCallback = (sql: postgres.Sql) => Promise<unknown>;

/** A drizzle transaction handle over the reserved connection, configured as `database` is. */
function transactionOn(database: Database, reserved: postgres.ReservedSql): Tx {
  let savepoints = 0;
  // postgres.js's savepoint(callback) and savepoint(name, callback); the name is ours to choose.
  const savepoint = async (...args: [SavepointCallback] | [string, SavepointCallback]) => {
    const callback = args.length === 1 ? args[0] : args[1];
    const name = `pipelined_${savepoints++}`;
    await reserved.unsafe(`savepoint ${name}`);
    try {
      const result = await callback(client);
      await reserved.unsafe(`release savepoint ${name}`);
      return result;
    } catch (error) {
      await reserved.unsafe(`rollback to savepoint ${name}`);
      throw error;
    }
  };
  const client = withNamedStatements(Object.assign(reserved, { savepoint }));
  return drizzleTransactionOver(database, client);
}

/**
 * The one place drizzle's internals are reached. drizzle keeps a session's dialect, schema and
 * options to itself and types a transaction's session over postgres.js's TransactionSql. Safe:
 * the three fields read are the ones drizzle's own `database.transaction` passes to the session
 * it makes, and `client` answers every call that session makes of a TransactionSql (queries, and
 * savepoints for nested transactions).
 */
function drizzleTransactionOver(database: Database, client: postgres.Sql): Tx {
  const { dialect, schema, options } = database._.session as unknown as SessionInternals;
  const session = new PostgresJsSession(client, dialect, schema, options);
  return new PostgresJsTransaction(dialect, session as never, schema) as unknown as Tx;
}
