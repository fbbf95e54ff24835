import { jobQueue } from '../server/jobs/boss';
import { jobOf, runJobs } from '../server/jobs/run-jobs';
import type { QueueName } from '../server/queue/queues';

/**
 * Runs the queued jobs of one queue in this process and reports their outcomes, batch by batch as
 * the workers do. Tests use it to drive background work deterministically instead of waiting for
 * the polling workers.
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
    for (const outcome of await runJobs(boss, queue, jobs.map(jobOf))) {
      outcomes.push(outcome.ok ? { ok: true } : { ok: false, error: outcome.error });
    }
  }
}
