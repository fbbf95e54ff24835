import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { type Database, db, type Tx } from './client';
import { driverClientOf } from './driver-client';
import * as schema from './schema';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Preparable<R> = { prepare(name: string): Executable<R> };

/** The connection the statement being run goes to: set only while `execute` sends it. */
let current: postgres.Sql | undefined;
let routed: Database | undefined;

/**
 * A drizzle handle whose queries go to `current`: a query prepared on it once serves every
 * transaction. drizzle's prepared query sends its statement from within `execute` (the call
 * below); one sent later would find no connection and fail loudly rather than run elsewhere.
 */
function routedDatabase(): Database {
  if (!routed) {
    const client = new Proxy(driverClientOf(db()), {
      get(target, property, receiver) {
        if (property !== 'unsafe') return Reflect.get(target, property, receiver);
        return (...args: Parameters<postgres.Sql['unsafe']>) => {
          if (!current) throw new Error('a prepared statement was sent outside its call');
          return current.unsafe(...args);
        };
      },
    });
    routed = drizzle(client, { schema });
  }
  return routed;
}

/**
 * A statement of a hot path, prepared once per process with drizzle's `.prepare(name)`: its
 * values are `sql.placeholder`s, bound on each run. Building a query with drizzle costs tens of
 * microseconds (an insert of a wide row a quarter of a millisecond), more than the database takes
 * for the small look-ups of the booking path. It runs on `tx` (the pool or a transaction's
 * connection), and is sent the moment it is called: statements called one after another go out,
 * and run, in that order, so one may wait for the lock another takes in the same round trip.
 */
export function prepared<Values extends Record<string, unknown>, R>(
  name: string,
  build: (db: Database) => Preparable<R>,
): (tx: Tx, values: Values) => Promise<R> {
  let query: Executable<R> | undefined;
  return (tx, values) => {
    query ??= build(routedDatabase()).prepare(name);
    const previous = current;
    current = driverClientOf(tx);
    try {
      return query.execute(values);
    } finally {
      current = previous;
    }
  };
}

export type Placeholders<Values> = { readonly [K in keyof Values & string]: Placeholder<K> };

const placeholders: Placeholders<Record<string, unknown>> = new Proxy(
  {},
  { get: (_, name) => sql.placeholder(String(name)) },
);
const dialect = new PgDialect();

/**
 * `prepared` for a statement written with drizzle's `sql` template (a lock, a statement of
 * several inserts, a select built by PostgreSQL): rows come back named as the database names
 * their columns. A placeholder written into `sql` goes to the driver as it is (dates and JSON as
 * strings).
 */
export function preparedSql<Values extends Record<string, unknown>, Row = Record<string, unknown>>(
  name: string,
  build: (value: Placeholders<Values>, db: Database) => SQL,
): (tx: Tx, values: Values) => Promise<Row[]> {
  return prepared<Values, Row[]>(name, (database) => ({
    prepare: (statementName) =>
      database._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
        dialect.sqlToQuery(build(placeholders as Placeholders<Values>, database)),
        undefined,
        statementName,
        false,
      ),
  }));
}
