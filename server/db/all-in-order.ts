type Steps<T extends readonly unknown[]> = { readonly [K in keyof T]: () => Promise<T[K]> | T[K] };

/**
 * Runs independent steps at once and answers their results in order. Inside a transaction the
 * steps' queries go out together on its connection (one round trip instead of one per query), in
 * no guaranteed order: a step that must follow another's write or lock does not belong with it.
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
