import { deleteExpiredAuthFailures } from '../auth/throttle';
import { db } from '../db/client';
import { deliverWebhook } from '../outbound/deliver-webhook';
import type { QueueName } from './queues';
import { queues } from './queues';

export type JobMeta = { jobId: string; retryCount: number; retryLimit: number };
export type JobHandler = (data: Record<string, unknown>, meta: JobMeta) => Promise<unknown>;

/** What each queue's worker does. A thrown error makes pg-boss retry the job per its policy. */
export const jobHandlers: Record<QueueName, JobHandler> = {
  [queues.authFailuresCleanup]: async () => ({ deleted: await deleteExpiredAuthFailures(db()) }),
  [queues.webhookDeliver]: (data, meta) => deliverWebhook(db(), String(data.deliveryUuid), meta),
};

/** Cron schedules (UTC). */
export const schedules: Partial<Record<QueueName, string>> = {
  [queues.authFailuresCleanup]: '17 * * * *',
};
