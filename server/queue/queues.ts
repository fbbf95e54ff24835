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
  /** An online visit's time was freed (cancelled or moved): text the first customers waiting for that day. */
  onlineWaitlistFreed: 'online.waitlist-freed',
  /** Daily: ended webhook deliveries, processed processor events and old Idempotency-Keys deleted. */
  maintenancePruneHistory: 'maintenance.prune-history',
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
  [queues.onlineWaitlistFreed]: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  // A run that failed (e.g. the database restarted) is tried again within the hour, not a day later.
  [queues.maintenancePruneHistory]: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
};

/**
 * Send jobs of emails retry as mail servers do: a deferral (4xx) or an unreachable server is tried
 * again over about a day (10 retries from 1 minute: at least 17 h, on average about 26 h), set on
 * each job, as texts' is, so both share one batch worker.
 */
export const emailSendRetry = { retryLimit: 10, retryDelay: 60, retryBackoff: true } as const;

/**
 * Send jobs of texts ride out a provider outage (5xx, 429, unreachable) as emails do: 13 retries
 * from 10 s span at least 22 h, the first ones soon enough for a blip. While the text provider's
 * breaker is open, texts are not handed over at all but put off to its probe (text-breaker.ts).
 */
export const textSendRetry = { retryLimit: 13, retryDelay: 10, retryBackoff: true } as const;

/**
 * How each queue is polled. Sends and deliveries carry the traffic: JOB_WORKERS_PER_QUEUE workers
 * each, polling every half second, so a text leaves within a second. The others are timed work
 * (reminders, scheduled sends) or housekeeping on a schedule: one worker polling every few
 * seconds does, so an idle process asks PostgreSQL for work about 18 times a second, not 72.
 */
export const polling: Record<QueueName, { workers: 'configured' | 1; intervalSeconds: number }> = {
  [queues.authFailuresCleanup]: { workers: 1, intervalSeconds: 5 },
  [queues.webhookDeliver]: { workers: 'configured', intervalSeconds: 0.5 },
  [queues.messagingSend]: { workers: 'configured', intervalSeconds: 0.5 },
  [queues.messagingSweep]: { workers: 1, intervalSeconds: 5 },
  [queues.messagingSendScheduled]: { workers: 1, intervalSeconds: 2 },
  [queues.messagingAppointmentReminder]: { workers: 1, intervalSeconds: 2 },
  [queues.paymentsReconcile]: { workers: 1, intervalSeconds: 5 },
  [queues.onlineWaitlistFreed]: { workers: 1, intervalSeconds: 2 },
  [queues.maintenancePruneHistory]: { workers: 1, intervalSeconds: 5 },
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

/**
 * How long a fetched job stays claimed by its worker (pg-boss `expireInSeconds`). A worker that
 * dies keeps its jobs this long before maintenance hands them to another worker, so it is sized
 * to the work, not to pg-boss's 15 minutes: a send batch hands 50 texts to the provider 10 at a
 * time, each bounded by OUTBOUND_TIMEOUT_MS (5 s), so it ends within ~25 s; deliveries run side
 * by side under the same bound. A batch still running at its expiry is failed and retried, which
 * the send's own claim (QUEUED → SENDING) makes harmless.
 */
export const claimSeconds: Record<QueueName, number> = {
  [queues.authFailuresCleanup]: 120,
  [queues.webhookDeliver]: 45,
  [queues.messagingSend]: 45,
  [queues.messagingSweep]: 120,
  [queues.messagingSendScheduled]: 120,
  [queues.messagingAppointmentReminder]: 120,
  // Looks up a few open Checkout Sessions at the processor, each bounded by the outbound timeout.
  [queues.paymentsReconcile]: 120,
  // Texts at most three customers, each bounded by the outbound timeout.
  [queues.onlineWaitlistFreed]: 60,
  // Bounded batches of indexed deletes; a large first backlog is left to the next day's run.
  [queues.maintenancePruneHistory]: 600,
};

/**
 * How often a supervising instance expires overdue claims (pg-boss's default is 120 s). One
 * instance at a time does it, so a dead worker's jobs are retried within claim + this + the
 * queue's retry delay: for sends 45 + 15 + 10..20 s, under two minutes.
 */
export const maintenanceIntervalSeconds = 15;

/**
 * pg-boss's own history (set on every instance; the supervising one applies it). Completed jobs move
 * from pgboss.job to pgboss.archive after 12 hours; failed ones stay 3 days, so a failure over a
 * weekend can still be looked at in the job table and in servicebay_jobs{state="failed"}; the
 * archive is deleted after 7 days. The outcome that matters stays in the domain tables (message
 * status, webhook deliveries), which the pruning job keeps for HISTORY_RETENTION_DAYS.
 */
export const jobArchive = {
  archiveCompletedAfterSeconds: 12 * 3600,
  archiveFailedAfterSeconds: 3 * 86_400,
  deleteAfterDays: 7,
} as const;
