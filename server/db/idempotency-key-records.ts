import { and, eq, sql } from 'drizzle-orm';
import { newUuid } from '../ids';
import type { Tx } from './client';
import { preparedSql } from './prepared';
import { idempotencyKeys } from './schema';

/** The operation and caller a stored answer belongs to, with the caller's Idempotency-Key. */
export type IdempotencyKeyOf = { principalId: string; operation: string; key: string };

/**
 * Holds the key's lock until the transaction ends, so concurrent retries wait for the first one.
 * Sent the moment it is called (see `preparedSql`), so a look-up sent after it runs once it is held.
 */
export const lockIdempotencyKey = preparedSql<{ key: string }>(
  'idempotency-lock',
  (v) => sql`select pg_advisory_xact_lock(hashtextextended(${v.key}, 0))`,
);

/** The first answer stored for the key, with the digest of the request body it answered. */
export const findStoredAnswer = preparedSql<
  IdempotencyKeyOf,
  { request_hash: string; response_body: unknown }
>(
  'idempotency-stored-answer',
  (v) => sql`
    select request_hash, response_body from idempotency_keys
    where principal_id = ${v.principalId} and operation = ${v.operation} and key = ${v.key}`,
);

export const insertStoredAnswer = (
  tx: Tx,
  of: IdempotencyKeyOf,
  answer: { requestHash: string; responseBody: Record<string, unknown> },
) => tx.insert(idempotencyKeys).values({ uuid: newUuid(), ...of, ...answer, responseStatus: 200 });

export async function replaceStoredAnswer(
  tx: Tx,
  of: IdempotencyKeyOf,
  responseBody: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseBody })
    .where(
      and(
        eq(idempotencyKeys.principalId, of.principalId),
        eq(idempotencyKeys.operation, of.operation),
        eq(idempotencyKeys.key, of.key),
      ),
    );
}
