import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

const dialect = new PgDialect();

/**
 * Runs a query as a named prepared statement (drizzle's `execute` sends an unnamed one):
 * PostgreSQL parses and plans the text once per connection instead of on every call. The text
 * must therefore not vary with the values, e.g. `= any(array)` rather than `in (…)` of a varying
 * length. For hot queries only: each distinct text stays prepared on every pooled connection.
 */
export function executePrepared<T>(tx: Tx, query: SQL, name: string): Promise<T[]> {
  return tx._.session
    .prepareQuery<{ execute: T[]; all: unknown; values: unknown }>(
      dialect.sqlToQuery(query),
      undefined,
      name,
      false,
    )
    .execute();
}
