import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** pg-boss passes parameters as node-postgres would take them: objects become JSON text. */
const asParameter = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value))
    return JSON.stringify(value);
  return value;
};

/**
 * pg-boss's statement with its values bound by drizzle. The text already refers to its values as
 * $1…$n, some more than once (each must stay one parameter, typed by its first use); drizzle
 * numbers the values it binds in the order they appear, so they follow the text in a comment, in
 * order, and keep exactly those numbers.
 */
function pgBossStatement(text: string, values: unknown[]): SQL {
  const bound = values.map((value) => sql`${asParameter(value)}`);
  return sql.join([sql.raw(text), sql.raw('\n/* '), sql.join(bound, sql.raw(', ')), sql.raw(' */')]);
}

/** Runs pg-boss's job insert (text and values as pg-boss built them) on the caller's transaction. */
export async function insertJobRow(tx: Tx, text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
  return { rows: [...(await tx.execute(pgBossStatement(text, values)))] };
}
