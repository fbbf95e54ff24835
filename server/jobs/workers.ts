import type PgBoss from 'pg-boss';
import { env } from '../env';
import { fetchBatchSize, polling, type QueueName } from '../queue/queues';
import { jobHandlers, schedules } from './handlers';
import { jobOf, runJobs } from './run-jobs';

/** Registers every queue's workers and schedule on a started pg-boss instance. */
export async function registerWorkers(boss: PgBoss): Promise<void> {
  for (const name of Object.keys(jobHandlers) as QueueName[]) {
    const batchSize = fetchBatchSize[name] ?? 1;
    const { workers, intervalSeconds } = polling[name];
    const count = workers === 'configured' ? env().JOB_WORKERS_PER_QUEUE : workers;
    for (let i = 0; i < count; i++) {
      let workerId: string | undefined;
      workerId = await boss.work<Record<string, unknown>>(
        name,
        { includeMetadata: true, batchSize, pollingIntervalSeconds: intervalSeconds },
        async (jobs) => {
          // Each job is completed or failed by its own outcome here; pg-boss's completion of the
          // batch afterwards then finds none of them still active.
          await runJobs(boss, name, jobs.map(jobOf));
          // A full batch means more are waiting: fetch again at once rather than after the interval.
          if (jobs.length === batchSize && workerId) boss.notifyWorker(workerId);
        },
      );
    }
    const cron = schedules[name];
    if (cron) await boss.schedule(name, cron);
  }
}
