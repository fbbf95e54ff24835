/** Queue names, one per kind of background work. */
export const queues = {
  /** Hourly: failed sign-ins older than the throttle window no longer count; delete them. */
  authFailuresCleanup: 'auth.failures-cleanup',
} as const;

export type QueueName = (typeof queues)[keyof typeof queues];
