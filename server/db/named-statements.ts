import type postgres from 'postgres';

type Unsafe = postgres.Sql['unsafe'];
type TransactionCallback = (client: postgres.TransactionSql) => unknown;

/**
 * A postgres.js client whose queries all go out as named prepared statements. postgres.js sends a
 * parameterised query that is not prepared in two round trips (describe, then execute) and holds
 * the connection's later queries back meanwhile; a prepared one is described once per connection
 * and then takes one round trip and pipelines with the queries after it. drizzle asks for
 * unprepared statements unless a query is given a name, so the client overrides that, inside
 * transactions and savepoints too. postgres.js prepares by default; this keeps its default.
 */
export function withNamedStatements<T extends postgres.Sql | postgres.TransactionSql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property === 'unsafe') {
        const unsafe = value as Unsafe;
        return ((
          query: string,
          parameters?: postgres.ParameterOrJSON<never>[],
          options?: postgres.UnsafeQueryOptions,
        ) => unsafe.call(target, query, parameters, { ...options, prepare: true })) as Unsafe;
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = value as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const callback = args[args.length - 1] as TransactionCallback;
          const wrapped: TransactionCallback = (transaction) => callback(withNamedStatements(transaction));
          return open.apply(target, [...args.slice(0, -1), wrapped]);
        };
      }
      return value;
    },
  });
}
