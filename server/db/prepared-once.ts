import type { PgSession, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

type Executable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/** What drizzle's prepared select keeps, outside its public types: enough to bind its text again. */
type PreparedSelectInternals = {
  queryString: string;
  params: unknown[];
  fields: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
};

/**
 * A select of a hot path whose text is built once per process instead of on every call: drizzle
 * otherwise renders the statement from its query builder each time, which for a wide select with
 * joins costs the server several times what PostgreSQL spends running it. The first call builds it
 * (its values as `sql.placeholder`s); later calls bind the same text and result mapping to the
 * caller's pool or transaction, so it works inside transactions too. Selects only: the mapping is
 * a select's (rows as arrays, mapped to the selected fields).
 */
export function preparedOnce<R>(
  name: string,
  build: (tx: Tx) => { prepare(name: string): Executable<R> },
): (tx: Tx) => Executable<R> {
  let template: PreparedSelectInternals | undefined;
  return (tx) => {
    if (!template) {
      const prepared = build(tx).prepare(name);
      template = prepared as unknown as PreparedSelectInternals;
      return prepared;
    }
    // A pool's and a transaction's handle both carry the session they run on.
    const { session } = tx as unknown as { session: PgSession };
    const bound = session.prepareQuery(
      { sql: template.queryString, params: template.params },
      template.fields,
      name,
      true,
    ) as unknown as Executable<R> & Pick<PreparedSelectInternals, 'joinsNotNullableMap'>;
    bound.joinsNotNullableMap = template.joinsNotNullableMap;
    return bound;
  };
}
