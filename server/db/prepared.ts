import { fillPlaceholders, type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };
type Preparable<R> = { prepare(name: string): Executable<R> };

/**
 * A statement of a hot path, with drizzle's public `.prepare(name)`: its values are
 * `sql.placeholder`s, bound on each run. Building a query with drizzle costs tens of microseconds (a
 * wide select a few hundred), more than the database takes for a small look-up, so on the pool
 * (`db()`) it is built once per pool, that is once per process. A prepared query belongs to the
 * handle it was made on, so in a transaction it is prepared on the transaction's handle each time:
 * a hot path reads on the pool what need not be inside its transaction. It is sent the moment it
 * is called: statements called one after another go out, and run, in that order.
 */
export function prepared<Values extends Record<string, unknown>, R>(
  name: string,
  build: (db: Tx) => Preparable<R>,
): (tx: Tx, values: Values) => Promise<R> {
  // Keyed by the pool's handle: a pool replaced after a lost connection prepares its own.
  const onPools = new WeakMap<Tx, Executable<R>>();
  return (tx, values) => {
    if (tx instanceof PgTransaction) return build(tx).prepare(name).execute(values);
    let query = onPools.get(tx);
    if (!query) {
      query = build(tx).prepare(name);
      onPools.set(tx, query);
    }
    return query.execute(values);
  };
}

export type Placeholders<Values> = { readonly [K in keyof Values & string]: Placeholder<K> };

const placeholders: Placeholders<Record<string, unknown>> = new Proxy(
  {},
  { get: (_, name) => sql.placeholder(String(name)) },
);

/**
 * The rendered text followed by its values in a comment: the text already names them $1…$n in
 * order, and drizzle numbers the values it binds in the order they appear, so each keeps its
 * number. The text is the same on every run, so PostgreSQL's prepared statement is reused.
 */
function boundStatement(query: Query, values: Record<string, unknown>): SQL {
  const bound = fillPlaceholders(query.params, values).map((value) => sql.param(value));
  if (bound.length === 0) return sql.raw(query.sql);
  return sql.join([sql.raw(`${query.sql}\n/* `), sql.join(bound, sql.raw(', ')), sql.raw(' */')]);
}

/**
 * `prepared` for a statement written with drizzle's `sql` template (a lock, a statement of
 * several inserts, a select built by PostgreSQL): rendered to its text once per process (drizzle's
 * public `execute(…).getQuery()`, which sends nothing until awaited), then run with each call's
 * values on the pool or a transaction alike. Rows come back named as the database names their
 * columns. A placeholder written into `sql` goes to the driver as it is (dates and JSON as
 * strings). The name is for the reader, as with `prepared`: PostgreSQL knows the statement by its
 * text.
 */
export function preparedSql<Values extends Record<string, unknown>, Row = Record<string, unknown>>(
  _name: string,
  build: (value: Placeholders<Values>, db: Tx) => SQL,
): (tx: Tx, values: Values) => Promise<Row[]> {
  let query: Query | undefined;
  return async (tx, values) => {
    query ??= tx.execute(build(placeholders as Placeholders<Values>, tx)).getQuery();
    return (await tx.execute(boundStatement(query, values))) as unknown as Row[];
  };
}

const dialect = new PgDialect();

/**
 * A fragment that holds no values (a wide select's columns, its joins) rendered to its text once per
 * process: drizzle renders every fragment of a statement anew each time the statement is built, which
 * for a look-up whose conditions change per request (the list) was most of its building.
 */
export function renderedOnce(fragment: SQL): SQL {
  const query = dialect.sqlToQuery(fragment);
  if (query.params.length > 0) throw new Error('A fragment rendered once must hold no values');
  return sql.raw(query.sql);
}
