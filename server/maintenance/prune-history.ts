import { and, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { idempotencyKeys, processorEvents, webhookDeliveries } from '../db/schema';
import { env } from '../env';

/**
 * A retry with the same Idempotency-Key must still get the first answer; partners retry within
 * minutes or hours, so a week leaves a wide margin.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

export type PruneOptions = {
  now?: Date;
  /** Rows one statement deletes: short statements keep locks and WAL bursts small. */
  batchSize?: number;
  /** Batches per kind and run: a backlog is worked off over several daily runs, never in one burst. */
  maxBatches?: number;
};
export type PruneResult = { webhookDeliveries: number; processorEvents: number; idempotencyKeys: number };

const DAY_MS = 86_400_000;

/**
 * Deletes the rows matching `where` in batches of at most `batchSize`, each its own statement, and
 * stops at the first short batch or after `maxBatches`.
 */
async function deleteInBatches(
  tx: Tx,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  limits: { batchSize: number; maxBatches: number },
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

/**
 * Daily housekeeping: the technical history nobody needs after HISTORY_RETENTION_DAYS goes (webhook
 * deliveries that ended, with their attempts by cascade; processed processor events) and
 * Idempotency-Keys older than a week. Messages, appointments, audit entries and payment records are
 * the dealership's records and are never touched here. Pending deliveries and unprocessed events
 * stay whatever their age: they still have work to do.
 */
export async function pruneHistory(tx: Tx, options: PruneOptions = {}): Promise<PruneResult> {
  const now = options.now ?? new Date();
  const limits = { batchSize: options.batchSize ?? 1000, maxBatches: options.maxBatches ?? 50 };
  const historyCutoff = new Date(now.getTime() - env().HISTORY_RETENTION_DAYS * DAY_MS);
  const keyCutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS);
  const deliveries = await deleteInBatches(
    tx,
    webhookDeliveries,
    webhookDeliveries.uuid,
    and(
      inArray(webhookDeliveries.status, ['DELIVERED', 'FAILED']),
      // updated_at is set when the delivery ended, so a long retry series counts from its end.
      lt(webhookDeliveries.updatedAt, historyCutoff),
    ),
    limits,
  );
  const events = await deleteInBatches(
    tx,
    processorEvents,
    processorEvents.id,
    and(isNotNull(processorEvents.processedAt), lt(processorEvents.processedAt, historyCutoff)),
    limits,
  );
  const keys = await deleteInBatches(
    tx,
    idempotencyKeys,
    idempotencyKeys.uuid,
    lt(idempotencyKeys.createdAt, keyCutoff),
    limits,
  );
  return { webhookDeliveries: deliveries, processorEvents: events, idempotencyKeys: keys };
}
