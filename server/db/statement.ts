import {
  type Column,
  fillPlaceholders,
  getTableColumns,
  type InferSelectModel,
  type Placeholder,
  type Query,
  type SQLWrapper,
  sql,
  type Table,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { Tx } from './client';
import { driverClientOf } from './driver-client';

const dialect = new PgDialect();

export type Placeholders<Values> = { readonly [K in keyof Values & string]: Placeholder<K> };

const placeholders: Placeholders<Record<string, unknown>> = new Proxy(
  {},
  { get: (_, name) => sql.placeholder(String(name)) },
);

export type Statement<Values, Row> = (tx: Tx, values: Values) => Promise<Row[]>;

/**
 * A query whose SQL text is built once, at its first run, with placeholders for its values; each
 * run then only binds them. Building a query with drizzle costs tens of microseconds (an insert of
 * a wide row a quarter of a millisecond), more than the database takes for the small look-ups of
 * the booking path. A placeholder given to a column in a drizzle builder goes through the column's
 * mapping; one written into `sql` goes to the driver as it is (dates and JSON as strings). Rows
 * come back named as the database names their columns.
 *
 * A run is sent the moment it is called (a drizzle query waits to be awaited, some microtasks
 * later): statements called one after another in a transaction go out, and run, in that order,
 * so one may read what another wrote or wait for the lock another takes, in the same round trip.
 */
export function statement<Values extends Record<string, unknown>, Row = Record<string, unknown>>(
  build: (tx: Tx, value: Placeholders<Values>) => SQLWrapper,
): Statement<Values, Row> {
  let query: Query | undefined;
  return (tx, values) => {
    query ??= dialect.sqlToQuery(build(tx, placeholders as Placeholders<Values>).getSQL());
    let parameters: postgres.ParameterOrJSON<never>[];
    try {
      parameters = fillPlaceholders(query.params, values) as postgres.ParameterOrJSON<never>[];
    } catch (error) {
      return Promise.reject(error);
    }
    return driverClientOf(tx)
      .unsafe(query.sql, parameters, { prepare: true })
      .execute() as unknown as Promise<Row[]>;
  };
}

const columnsOf = new WeakMap<Table, [string, Column][]>();

/** A row a statement read from a table, as drizzle would have returned it: keys and values mapped. */
export function tableRow<T extends Table>(table: T, row: Record<string, unknown>): InferSelectModel<T> {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const record: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = row[column.name];
    record[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return record as InferSelectModel<T>;
}

/** Placeholders `${prefix}${key}` for a record of the given keys, to write it with a statement. */
export function recordPlaceholders<K extends string>(
  keys: readonly K[],
  prefix: string,
): Record<K, Placeholder> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${prefix}${key}`)])) as Record<
    K,
    Placeholder
  >;
}

/** The values of a record for the placeholders `recordPlaceholders` named. */
export function recordValues(record: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key in record) values[`${prefix}${key}`] = record[key];
  return values;
}
