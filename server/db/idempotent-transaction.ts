import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { newUuid } from '../ids';
import type { Tx } from './client';
import { type OpenTransaction, openTransaction } from './pipelined-transaction';
import { preparedSql } from './prepared';
import { idempotencyKeys } from './schema';

/** A create's transaction with its Idempotency-Key looked up (see `idempotentCreate`). */
export type IdempotentCreate<T> = {
  /** The first answer of a retried create (its transaction already ended): answer it as it is. */
  replay: T | null;
  tx: Tx;
  /** Commits behind `last` (see `OpenTransaction`), with its answer stored for the key's retries. */
  commitBehind(last: Promise<T>): Promise<T>;
  rollBack(): Promise<void>;
};

// Sent the moment they are called (see `preparedSql`), so the look-up runs after the lock is held.
const idempotencyLock = preparedSql<{ key: string }>(
  'idempotency-lock',
  (v) => sql`select pg_advisory_xact_lock(hashtextextended(${v.key}, 0))`,
);
const storedAnswer = preparedSql<
  { principalId: string; operation: string; key: string },
  { request_hash: string; response_body: unknown }
>(
  'idempotency-stored-answer',
  (v) => sql`
    select request_hash, response_body from idempotency_keys
    where principal_id = ${v.principalId} and operation = ${v.operation} and key = ${v.key}`,
);

/** Refuses an Idempotency-Key longer than the 255 characters it is stored in; call it before opening. */
export function checkIdempotencyKey(ctx: UseCaseContext): void {
  if ((ctx.idempotencyKey?.length ?? 0) > 255)
    throw new DomainError('INVALID_REQUEST', 'Idempotency-Key must be at most 255 characters');
}

/**
 * A create in a transaction just opened (`openTransaction`, the one way a write opens one). With an
 * Idempotency-Key header the key is locked and its stored first answer read behind BEGIN, in one
 * round trip: a retry with the same key gets that answer (`replay`), so a retried create never
 * makes a second record, and concurrent retries wait for the first one. The first answer is stored
 * with the COMMIT of the create that made it. On a refusal the transaction is rolled back.
 */
export async function idempotentCreate<T extends Record<string, unknown>>(
  transaction: OpenTransaction,
  ctx: UseCaseContext,
  operation: string,
  body: unknown,
): Promise<IdempotentCreate<T>> {
  const key = ctx.idempotencyKey;
  if (!key) return { ...transaction, replay: null };
  try {
    checkIdempotencyKey(ctx);
  } catch (error) {
    await transaction.rollBack();
    throw error;
  }
  const { tx } = transaction;
  const principalId = principalIdOf(ctx);
  const requestHash = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  let stored: { request_hash: string; response_body: unknown } | undefined;
  try {
    const locked = idempotencyLock(tx, { key: `idem:${principalId}:${operation}:${key}` });
    const found = storedAnswer(tx, { principalId, operation, key });
    // The lock's failure fails the look-up behind it too; the lock's is the one thrown.
    found.catch(() => undefined);
    await locked;
    [stored] = await found;
    if (stored && stored.request_hash !== requestHash) {
      throw new DomainError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for a different request body',
      );
    }
  } catch (error) {
    await transaction.rollBack();
    throw error;
  }
  if (stored) {
    await transaction.rollBack();
    return { ...transaction, replay: stored.response_body as T };
  }
  const storeAnswer = (result: T) =>
    tx.insert(idempotencyKeys).values({
      uuid: newUuid(),
      principalId,
      operation,
      key,
      requestHash,
      responseStatus: 200,
      responseBody: result,
    });
  return {
    replay: null,
    tx,
    rollBack: transaction.rollBack,
    async commitBehind(last) {
      let result: T;
      try {
        result = await last;
      } catch (error) {
        await transaction.rollBack();
        throw error;
      }
      return transaction.commitBehind(storeAnswer(result).then(() => result));
    },
  };
}

/**
 * Runs a create in one transaction (`idempotentCreate`): with an Idempotency-Key the first
 * result is stored in that transaction and replayed for every retry with the same key.
 */
export async function idempotentTransaction<T extends Record<string, unknown>>(
  ctx: UseCaseContext,
  operation: string,
  body: unknown,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  checkIdempotencyKey(ctx);
  const create = await idempotentCreate<T>(await openTransaction(ctx.db), ctx, operation, body);
  if (create.replay) return create.replay;
  let result: T;
  try {
    result = await run(create.tx);
  } catch (error) {
    await create.rollBack();
    throw error;
  }
  return create.commitBehind(Promise.resolve(result));
}

const principalIdOf = (ctx: UseCaseContext) => ctx.principal?.id ?? 'public';

/**
 * Replaces the stored first answer of the request's Idempotency-Key (none: nothing to do), for a
 * create whose answer is only known after its commit: a synchronous send answers with what the
 * provider said, and its retries must answer the same.
 */
export async function replaceIdempotentAnswer<T extends Record<string, unknown>>(
  ctx: UseCaseContext,
  operation: string,
  answer: T,
): Promise<void> {
  const key = ctx.idempotencyKey;
  if (!key) return;
  await ctx.db
    .update(idempotencyKeys)
    .set({ responseBody: answer })
    .where(
      and(
        eq(idempotencyKeys.principalId, principalIdOf(ctx)),
        eq(idempotencyKeys.operation, operation),
        eq(idempotencyKeys.key, key),
      ),
    );
}
