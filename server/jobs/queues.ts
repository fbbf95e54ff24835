/** Queue names, one per kind of background work. */
export const queues = {
  /** Hourly: failed sign-ins older than the throttle window no longer count; delete them. */
  authFailuresCleanup: 'auth.failures-cleanup',
  /** One outbound webhook or callback delivery (signed, SSRF-guarded, retried with backoff). */
  webhookDeliver: 'webhook.deliver',
} as const;

export type QueueName = (typeof queues)[keyof typeof queues];

/** Retry policy per queue: deliveries back off exponentially from 10 s over about 20 minutes. */
export const retryPolicy: Partial<
  Record<QueueName, { retryLimit: number; retryDelay: number; retryBackoff: boolean }>
> = {
  [queues.webhookDeliver]: { retryLimit: 6, retryDelay: 10, retryBackoff: true },
};
