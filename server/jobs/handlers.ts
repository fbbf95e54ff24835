import { sendAppointmentReminder } from '../appointments/send-appointment-reminder';
import { deleteExpiredAuthFailures } from '../auth/throttle';
import { db } from '../db/client';
import { pruneHistory } from '../maintenance/prune-history';
import { dispatchMessages } from '../messaging/dispatch-message';
import { sendScheduledMessage } from '../messaging/schedule-message';
import { sweepMessages } from '../messaging/sweep-messages';
import { textWaitlistOfFreedDay } from '../online/text-waitlist-of-freed-day';
import { deliverWebhook } from '../partner-webhooks/deliver-webhook';
import { reconcileStripeCheckouts } from '../payments/stripe/reconcile-stripe-checkouts';
import type { QueueName } from '../queue/queues';
import { queues } from '../queue/queues';

export type JobMeta = { jobId: string; retryCount: number; retryLimit: number };
export type Job = JobMeta & { data: Record<string, unknown> };
/** One job's result: `ok: false` makes pg-boss retry that job (alone) per its queue's policy. */
export type JobOutcome = { ok: true; output?: unknown } | { ok: false; error: unknown };
/** Runs a fetched batch of one queue's jobs and returns one outcome per job, in the same order. */
export type JobHandler = (jobs: Job[]) => Promise<JobOutcome[]>;

/** A handler for jobs that are done one by one: the batch's jobs run side by side, each on its own. */
const eachJob =
  (handle: (data: Record<string, unknown>, meta: JobMeta) => Promise<unknown>): JobHandler =>
  (jobs) =>
    Promise.all(
      jobs.map((job) =>
        handle(job.data, job).then(
          (output): JobOutcome => ({ ok: true, output }),
          (error: unknown): JobOutcome => ({ ok: false, error }),
        ),
      ),
    );

/** What each queue's worker does with a batch of its jobs. */
export const jobHandlers: Record<QueueName, JobHandler> = {
  [queues.authFailuresCleanup]: eachJob(async () => ({ deleted: await deleteExpiredAuthFailures(db()) })),
  [queues.webhookDeliver]: eachJob((data, meta) => deliverWebhook(db(), String(data.deliveryUuid), meta)),
  // The whole batch is claimed, handed over and recorded together: a few statements per batch.
  [queues.messagingSend]: async (jobs) => {
    const outcomes = await dispatchMessages(
      db(),
      jobs.map((job) => ({
        messageUuid: String(job.data.messageUuid),
        finalAttempt: job.retryCount >= job.retryLimit,
      })),
    );
    return outcomes.map((outcome) =>
      outcome.ok ? { ok: true, output: { status: outcome.status } } : { ok: false, error: outcome.error },
    );
  },
  [queues.messagingSweep]: eachJob(() => sweepMessages(db())),
  [queues.messagingSendScheduled]: eachJob((data) => sendScheduledMessage(db(), String(data.draftUuid))),
  [queues.messagingAppointmentReminder]: eachJob((data) =>
    sendAppointmentReminder(db(), {
      appointmentUuid: String(data.appointmentUuid),
      startAt: typeof data.startAt === 'string' ? data.startAt : undefined,
    }),
  ),
  [queues.paymentsReconcile]: eachJob(() => reconcileStripeCheckouts(db())),
  [queues.onlineWaitlistFreed]: eachJob((data) =>
    textWaitlistOfFreedDay(db(), {
      departmentUuid: String(data.departmentUuid),
      freedAt: new Date(String(data.freedAt)),
    }),
  ),
  [queues.maintenancePruneHistory]: eachJob(() => pruneHistory(db())),
};

/** Cron schedules (UTC). */
export const schedules: Partial<Record<QueueName, string>> = {
  [queues.authFailuresCleanup]: '17 * * * *',
  [queues.messagingSweep]: '* * * * *',
  [queues.paymentsReconcile]: '*/10 * * * *',
  // Night in the Americas, outside business hours.
  [queues.maintenancePruneHistory]: '23 8 * * *',
};
