import { jobQueue } from './boss';
import { jobHandlers } from './handlers';
import type { QueueName } from './queues';

/**
 * Runs the queued jobs of one queue in this process and reports their outcomes. Tests use it to
 * drive background work deterministically instead of waiting for the polling workers.
 */
export async function processJobsNow(
  queue: QueueName,
  limit = 50,
): Promise<Array<{ ok: boolean; error?: unknown }>> {
  const boss = await jobQueue();
  const outcomes: Array<{ ok: boolean; error?: unknown }> = [];
  for (;;) {
    const jobs = await boss.fetch<Record<string, unknown>>(queue, {
      batchSize: limit,
      includeMetadata: true,
    });
    if (jobs.length === 0) return outcomes;
    for (const job of jobs) {
      try {
        const output = await jobHandlers[queue](job.data, {
          jobId: job.id,
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
        });
        await boss.complete(queue, job.id, (output ?? {}) as object);
        outcomes.push({ ok: true });
      } catch (error) {
        await boss.fail(queue, job.id, { message: (error as Error).message });
        outcomes.push({ ok: false, error });
      }
    }
  }
}
