import { deleteExpiredAuthFailures } from '../auth/throttle';
import { db } from '../db/client';
import { applyDeliveryReport } from '../messaging/apply-delivery-report';
import { sendAppointmentReminder } from '../messaging/appointment-messages';
import { dispatchMessage } from '../messaging/dispatch-message';
import { sendScheduledMessage } from '../messaging/schedule-message';
import { sweepMessages } from '../messaging/sweep-messages';
import { deliverWebhook } from '../outbound/deliver-webhook';
import type { QueueName } from './queues';
import { queues } from './queues';

export type JobMeta = { jobId: string; retryCount: number; retryLimit: number };
export type JobHandler = (data: Record<string, unknown>, meta: JobMeta) => Promise<unknown>;

/** What each queue's worker does. A thrown error makes pg-boss retry the job per its policy. */
export const jobHandlers: Record<QueueName, JobHandler> = {
  [queues.authFailuresCleanup]: async () => ({ deleted: await deleteExpiredAuthFailures(db()) }),
  [queues.webhookDeliver]: (data, meta) => deliverWebhook(db(), String(data.deliveryUuid), meta),
  [queues.messagingSend]: (data, meta) =>
    dispatchMessage(db(), String(data.messageUuid), { finalAttempt: meta.retryCount >= meta.retryLimit }),
  [queues.messagingDeliveryReport]: (data) =>
    applyDeliveryReport(db(), {
      providerMessageId: String(data.providerMessageId),
      status: String(data.status),
      errorCode: typeof data.errorCode === 'string' ? data.errorCode : null,
      reason: typeof data.reason === 'string' ? data.reason : null,
    }),
  [queues.messagingSweep]: () => sweepMessages(db()),
  [queues.messagingSendScheduled]: (data) => sendScheduledMessage(db(), String(data.draftUuid)),
  [queues.messagingAppointmentReminder]: (data) =>
    sendAppointmentReminder(db(), {
      appointmentUuid: String(data.appointmentUuid),
      startAt: typeof data.startAt === 'string' ? data.startAt : undefined,
    }),
};

/** Cron schedules (UTC). */
export const schedules: Partial<Record<QueueName, string>> = {
  [queues.authFailuresCleanup]: '17 * * * *',
  [queues.messagingSweep]: '* * * * *',
};
