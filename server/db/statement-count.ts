import type postgres from 'postgres';

/**
 * How many statements this process has sent through its pool, counted by postgres.js as it builds
 * each one (BEGIN and COMMIT included): the metrics expose it, and the bench divides it by the
 * requests it made. Kept on globalThis because Next.js may load this module once per route bundle.
 */
const holder = globalThis as typeof globalThis & {
  __servicebayStatementsSent?: number;
  __servicebayRoundTrips?: { onOwnConnection: number; statementsThere: number };
};

export function countStatement(): void {
  holder.__servicebayStatementsSent = (holder.__servicebayStatementsSent ?? 0) + 1;
}

export function statementsSent(): number {
  return holder.__servicebayStatementsSent ?? 0;
}

const roundTripsHeld = () => {
  holder.__servicebayRoundTrips ??= { onOwnConnection: 0, statementsThere: 0 };
  return holder.__servicebayRoundTrips;
};

/**
 * How many times this process waited for PostgreSQL's answer before it could go on. On a
 * connection of its own (a transaction's, see `countingRoundTrips`), statements sent while earlier
 * ones still await their answer share their round trip; every other statement of the pool counts as
 * one of its own (an upper bound). A statement's first use on a connection, which postgres.js
 * describes before it runs, costs one more that is not counted: the figures are those of a warm
 * pool.
 */
export function roundTripsMade(): number {
  const held = roundTripsHeld();
  return statementsSent() - held.statementsThere + held.onOwnConnection;
}

type Pending = { then: unknown; catch: unknown; finally: unknown; execute: unknown };
const sendingMethods = ['then', 'catch', 'finally', 'execute'] as const;

/**
 * The statements of one connection (`client` sends only there), counted in round trips: postgres.js
 * sends a query when it is first awaited or executed, and answers it once the server has.
 */
export function countingRoundTrips<T extends postgres.Sql>(client: T): T {
  let awaitingAnswer = 0;
  const answered = () => {
    awaitingAnswer--;
  };
  const watch = (query: Pending) => {
    let sent = false;
    for (const method of sendingMethods) {
      const original = query[method] as (...args: unknown[]) => unknown;
      Object.defineProperty(query, method, {
        configurable: true,
        writable: true,
        value(this: Pending, ...args: unknown[]) {
          if (!sent) {
            sent = true;
            const held = roundTripsHeld();
            held.statementsThere++;
            if (awaitingAnswer++ === 0) held.onOwnConnection++;
            // The base `then`: it neither sends the query again nor changes how it settles.
            Promise.prototype.then.call(query, answered, answered);
          }
          return original.apply(this, args);
        },
      });
    }
    return query;
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (property !== 'unsafe') return value;
      const unsafe = value as postgres.Sql['unsafe'];
      return ((...args: Parameters<postgres.Sql['unsafe']>) =>
        watch(unsafe.apply(target, args) as unknown as Pending)) as unknown as postgres.Sql['unsafe'];
    },
  });
}
