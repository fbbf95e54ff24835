import { and, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { idempotencyKeys, processorEvents, webhookDeliveries } from '../db/schema';

/** Rows one statement deletes, and how many statements one run may take per kind. */
export type BatchLimits = { batchSize: number; maxBatches: number };

/**
 * Deletes the rows matching `where` in batches of at most `batchSize`, each its own statement, and
 * stops at the first short batch or after `maxBatches`.
 */
async function deleteInBatches(
  tx: Tx,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limits: BatchLimits,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const chosen = tx.select({ key }).from(table).where(where).limit(limits.batchSize);
    const rows = await tx.delete(table).where(inArray(key, chosen)).returning({ key });
    deleted += rows.length;
    if (rows.length < limits.batchSize) break;
  }
  return deleted;
}

/** Webhook deliveries that ended (delivered or failed) before `cutoff`, with their attempts by cascade. */
export const deleteEndedDeliveries = (tx: Tx, cutoff: Date, limits: BatchLimits) =>
  deleteInBatches(
    tx,
    webhookDeliveries,
    webhookDeliveries.uuid,
    and(
      inArray(webhookDeliveries.status, ['DELIVERED', 'FAILED']),
      // updated_at is set when the delivery ended, so a long retry series counts from its end.
      lt(webhookDeliveries.updatedAt, cutoff),
    ),
    limits,
  );

/** Processor events processed before `cutoff`. */
export const deleteProcessedEvents = (tx: Tx, cutoff: Date, limits: BatchLimits) =>
  deleteInBatches(
    tx,
    processorEvents,
    processorEvents.id,
    and(isNotNull(processorEvents.processedAt), lt(processorEvents.processedAt, cutoff)),
    limits,
  );

/** Idempotency-Keys stored before `cutoff`. */
export const deleteOldIdempotencyKeys = (tx: Tx, cutoff: Date, limits: BatchLimits) =>
  deleteInBatches(tx, idempotencyKeys, idempotencyKeys.uuid, lt(idempotencyKeys.createdAt, cutoff), limits);
