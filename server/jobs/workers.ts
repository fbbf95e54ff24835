import type PgBoss from 'pg-boss';
import { env } from '../env';
import { log } from '../log';
import { jobHandlers, schedules } from './handlers';
import type { QueueName } from './queues';

/** Registers every queue's workers and schedule on a started pg-boss instance. */
export async function registerWorkers(boss: PgBoss): Promise<void> {
  for (const [name, handler] of Object.entries(jobHandlers) as Array<
    [QueueName, (typeof jobHandlers)[QueueName]]
  >) {
    // One job per fetch keeps retries per job; several workers and a short poll keep queues moving.
    for (let i = 0; i < env().JOB_WORKERS_PER_QUEUE; i++) {
      await boss.work<Record<string, unknown>>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (!job) return;
          try {
            return await handler(job.data, {
              jobId: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
          } catch (error) {
            log.warn('job failed', { queue: name, jobId: job.id, retryCount: job.retryCount, error });
            throw error;
          }
        },
      );
    }
    const cron = schedules[name];
    if (cron) await boss.schedule(name, cron);
  }
}
