import type PgBoss from 'pg-boss';
import { log } from '../log';
import { jobHandlers, schedules } from './handlers';
import type { QueueName } from './queues';

/** Registers every queue's worker and schedule on a started pg-boss instance. */
export async function registerWorkers(boss: PgBoss): Promise<void> {
  for (const [name, handler] of Object.entries(jobHandlers) as Array<
    [QueueName, (typeof jobHandlers)[QueueName]]
  >) {
    await boss.work<Record<string, unknown>>(name, { includeMetadata: true }, async ([job]) => {
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
    });
    const cron = schedules[name];
    if (cron) await boss.schedule(name, cron);
  }
}
