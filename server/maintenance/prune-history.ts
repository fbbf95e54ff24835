import type { Tx } from '../db/client';
import { env } from '../env';
import {
  deleteDeadSessions,
  deleteEndedDeliveries,
  deleteOldIdempotencyKeys,
  deleteProcessedEvents,
} from './history-records';

/**
 * A retry with the same Idempotency-Key must still get the first answer; partners retry within
 * minutes or hours, so a week leaves a wide margin.
 */
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 7;

/** A browser session that can no longer be used is deleted a week after it stopped standing. */
export const DEAD_SESSION_RETENTION_DAYS = 7;

export type PruneOptions = {
  now?: Date;
  /** Rows one statement deletes: short statements keep locks and WAL bursts small. */
  batchSize?: number;
  /** Batches per kind and run: a backlog is worked off over several daily runs, never in one burst. */
  maxBatches?: number;
};
export type PruneResult = {
  webhookDeliveries: number;
  processorEvents: number;
  idempotencyKeys: number;
  userSessions: number;
};

const DAY_MS = 86_400_000;

/**
 * Daily housekeeping: the technical history nobody needs after HISTORY_RETENTION_DAYS goes (webhook
 * deliveries that ended, with their attempts by cascade; processed processor events) and
 * Idempotency-Keys older than a week, and browser sessions a week after they stopped standing. Messages, appointments, audit entries and payment records are
 * the dealership's records and are never touched here. Pending deliveries and unprocessed events
 * stay whatever their age: they still have work to do.
 */
export async function pruneHistory(tx: Tx, options: PruneOptions = {}): Promise<PruneResult> {
  const now = options.now ?? new Date();
  const limits = { batchSize: options.batchSize ?? 1000, maxBatches: options.maxBatches ?? 50 };
  const historyCutoff = new Date(now.getTime() - env().HISTORY_RETENTION_DAYS * DAY_MS);
  const keyCutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_DAYS * DAY_MS);
  const deliveries = await deleteEndedDeliveries(tx, historyCutoff, limits);
  const events = await deleteProcessedEvents(tx, historyCutoff, limits);
  const keys = await deleteOldIdempotencyKeys(tx, keyCutoff, limits);
  const sessionCutoff = new Date(now.getTime() - DEAD_SESSION_RETENTION_DAYS * DAY_MS);
  const sessionLimits = { idleMinutes: env().SESSION_IDLE_MINUTES, maxDays: env().SESSION_MAX_DAYS };
  const sessions = await deleteDeadSessions(tx, sessionCutoff, sessionLimits, limits);
  return {
    webhookDeliveries: deliveries,
    processorEvents: events,
    idempotencyKeys: keys,
    userSessions: sessions,
  };
}
