import type { Database } from './client';

/**
 * A query of a hot path built once per pool instead of on every call: drizzle otherwise
 * rebuilds the statement's text from its query builder each time, which costs a partner request
 * more CPU than PostgreSQL spends running it. The query takes its values as `sql.placeholder`s.
 * Keyed by the pool's handle, so a pool replaced after a lost connection gets its own.
 */
export function preparedOnce<Q>(build: (database: Database) => Q): (database: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (database) => {
    const known = built.get(database);
    if (known) return known;
    const query = build(database);
    built.set(database, query);
    return query;
  };
}
