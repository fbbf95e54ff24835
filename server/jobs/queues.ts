/** Queue names, one per kind of background work. */
export const queues = {
  /** Hourly: failed sign-ins older than the throttle window no longer count; delete them. */
  authFailuresCleanup: 'auth.failures-cleanup',
  /** One outbound webhook or callback delivery (signed, SSRF-guarded, retried with backoff). */
  webhookDeliver: 'webhook.deliver',
  /** Hands one queued text or email to its provider (at most once; provider outages retried). */
  messagingSend: 'messaging.send',
  /** Every minute: expires opt-in-pending texts past the dealership's timeout, fails stuck sends. */
  messagingSweep: 'messaging.sweep',
  /** A scheduled send (draft) whose time has come. */
  messagingSendScheduled: 'messaging.send-scheduled',
  /** The day-before reminder of one appointment, by text and/or email as the customer prefers. */
  messagingAppointmentReminder: 'messaging.appointment-reminder',
  /** Every 10 minutes: Stripe Checkout sessions whose events were lost or late, settled from Stripe. */
  paymentsReconcile: 'payments.reconcile',
} as const;

export type QueueName = (typeof queues)[keyof typeof queues];

/**
 * Retry policy per queue. Deliveries back off exponentially from 15 s: 13 retries span at least
 * 34 hours (pg-boss waits delay·2^n·(1..2) before retry n), so a receiver down for a day still
 * gets its callback.
 */
export const retryPolicy: Partial<
  Record<QueueName, { retryLimit: number; retryDelay: number; retryBackoff: boolean }>
> = {
  [queues.webhookDeliver]: { retryLimit: 13, retryDelay: 15, retryBackoff: true },
  [queues.messagingSend]: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
  [queues.messagingSendScheduled]: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  [queues.messagingAppointmentReminder]: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
};

/**
 * Jobs a worker fetches at once (1 when not listed). Each job still succeeds or fails on its own;
 * sends are claimed and recorded a batch at a time, deliveries run side by side.
 */
export const fetchBatchSize: Partial<Record<QueueName, number>> = {
  [queues.webhookDeliver]: 20,
  [queues.messagingSend]: 50,
  [queues.messagingSendScheduled]: 20,
  [queues.messagingAppointmentReminder]: 20,
};
