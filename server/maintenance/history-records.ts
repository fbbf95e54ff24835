import { and, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { idempotencyKeys, processorEvents, userSessions, webhookDeliveries } from '../db/schema';

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

/** How long a browser session can stand at most, from the settings (server/env.ts). */
export type SessionLimits = { idleMinutes: number; maxDays: number };

/**
 * Browser sessions that stopped standing before `cutoff`: signed out, idle past the timeout or past
 * their absolute lifetime. None of them can be used again; they are kept a while only so the
 * account page can still show a recent sign-out.
 */
export const deleteDeadSessions = (tx: Tx, cutoff: Date, session: SessionLimits, limits: BatchLimits) =>
  deleteInBatches(
    tx,
    userSessions,
    userSessions.uuid,
    or(
      lt(userSessions.endedAt, cutoff),
      lt(userSessions.lastSeenAt, new Date(cutoff.getTime() - session.idleMinutes * 60_000)),
      lt(userSessions.createdAt, new Date(cutoff.getTime() - session.maxDays * 86_400_000)),
    ),
    limits,
  );
