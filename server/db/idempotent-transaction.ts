import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { newUuid } from '../ids';
import type { Tx } from './client';
import { pipelinedTransaction } from './pipelined-transaction';
import { idempotencyKeys } from './schema';

/**
 * Runs a create in one transaction (`pipelinedTransaction`, the one way a write opens one). With an
 * Idempotency-Key header the first result is stored in that transaction and replayed for every
 * retry with the same key, so a retried create never makes a second record; concurrent retries
 * wait for the first one.
 */
export async function idempotentTransaction<T extends Record<string, unknown>>(
  ctx: UseCaseContext,
  operation: string,
  body: unknown,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  const key = ctx.idempotencyKey;
  if (!key) return pipelinedTransaction(ctx.db, run);
  if (key.length > 255)
    throw new DomainError('INVALID_REQUEST', 'Idempotency-Key must be at most 255 characters');
  const principalId = principalIdOf(ctx);
  const requestHash = createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  return pipelinedTransaction(ctx.db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`idem:${principalId}:${operation}:${key}`}, 0))`,
    );
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.principalId, principalId),
          eq(idempotencyKeys.operation, operation),
          eq(idempotencyKeys.key, key),
        ),
      );
    if (stored) {
      if (stored.requestHash !== requestHash) {
        throw new DomainError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for a different request body',
        );
      }
      return stored.responseBody as T;
    }
    const result = await run(tx);
    await tx.insert(idempotencyKeys).values({
      uuid: newUuid(),
      principalId,
      operation,
      key,
      requestHash,
      responseStatus: 200,
      responseBody: result,
    });
    return result;
  });
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
