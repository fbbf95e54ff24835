type Steps<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> | T[K] };

/**
 * Runs steps at once and answers their results in order. Inside a transaction the steps' queries
 * go out together on its connection (one round trip instead of one per query). Steps start in the
 * given order: a `statement` a step runs before its first wait goes out in that order, and the
 * connection runs its statements one after another, so it may read what an earlier step's
 * statement wrote or wait for the lock it took. A drizzle query goes out some microtasks after it
 * is awaited, so it has no such place among them.
 * When steps fail, the first failing step in the given order is thrown, so a request with several
 * faults hears of the one it would have heard of had the steps run one after another.
 */
export async function allInOrder<T extends readonly unknown[]>(steps: Steps<T>): Promise<T> {
  const settled = await Promise.allSettled(
    steps.map(async (step) => {
      return step();
    }),
  );
  const values: unknown[] = [];
  for (const outcome of settled) {
    if (outcome.status === 'rejected') throw outcome.reason;
    values.push(outcome.value);
  }
  return values as unknown as T;
}

/**
 * Runs a synchronous step now and keeps its outcome for later: a step whose result others need
 * before `allInOrder` starts, while its failure still counts in its own place.
 */
export function attempt<T>(step: () => T): () => Promise<T> {
  try {
    const value = step();
    return () => Promise.resolve(value);
  } catch (error) {
    return () => Promise.reject(error);
  }
}

type NamedSteps<T extends Record<string, unknown>> = { readonly [K in keyof T]: () => Promise<T[K]> | T[K] };

/**
 * `allInOrder` over named steps: they start in the order they are written and the answer names
 * each result, so a caller reads `checked.vehicleUuid` instead of a position in a tuple.
 */
export async function allInOrderNamed<T extends Record<string, unknown>>(steps: NamedSteps<T>): Promise<T> {
  const names = Object.keys(steps) as (keyof T & string)[];
  const values: readonly unknown[] = await allInOrder(names.map((name) => steps[name]));
  return Object.fromEntries(names.map((name, i) => [name, values[i]])) as T;
}
