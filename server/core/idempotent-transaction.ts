import { createHash } from 'node:crypto';
import type { Tx } from '../db/client';
import {
  findStoredAnswer,
  insertStoredAnswer,
  lockIdempotencyKey,
  replaceStoredAnswer,
} from '../db/idempotency-key-records';
import { type OpenTransaction, openTransaction } from '../db/pipelined-transaction';
import type { UseCaseContext } from './context';
import { DomainError } from './errors';

/** A create's transaction with its Idempotency-Key looked up (see `idempotentCreate`). */
export type IdempotentCreate<T> = {
  /** The first answer of a retried create (its transaction already ended): answer it as it is. */
  replay: T | null;
  tx: Tx;
  /** Commits behind `last` (see `OpenTransaction`), with its answer stored for the key's retries. */
  commitBehind(last: Promise<T>): Promise<T>;
  rollBack(): Promise<void>;
};

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
    // Sent the moment they are called (see `preparedSql`), so the look-up runs after the lock is held.
    const locked = lockIdempotencyKey(tx, { key: `idem:${principalId}:${operation}:${key}` });
    const found = findStoredAnswer(tx, { principalId, operation, key });
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
    insertStoredAnswer(tx, { principalId, operation, key }, { requestHash, responseBody: result });
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
  await replaceStoredAnswer(ctx.db, { principalId: principalIdOf(ctx), operation, key }, answer);
}
