export type JobQueueState = 'starting' | 'running' | 'failed' | 'stopping';
export type JobQueueStatus = { state: JobQueueState; working: boolean };

// On globalThis: Next.js may load this module once per route bundle and once for instrumentation.
const holder = globalThis as unknown as { __servicebayJobQueueStatus?: JobQueueStatus };

/**
 * Whether this process's job queue is up and whether it runs workers; undefined when it was never
 * started. Kept apart from boss.ts so that readiness reads it without loading the workers.
 */
export const jobQueueStatus = (): JobQueueStatus | undefined => holder.__servicebayJobQueueStatus;

export function setJobQueueStatus(status: JobQueueStatus | undefined): void {
  holder.__servicebayJobQueueStatus = status;
}
