import type PgBoss from 'pg-boss';
import { log } from '../log';
import { countJobOutcomes } from '../observability/metrics';
import type { QueueName } from '../queue/queues';
import { type Job, type JobOutcome, jobHandlers } from './handlers';

/** A fetched pg-boss job (fetched with its metadata) as the handlers take it. */
export const jobOf = (job: PgBoss.JobWithMetadata<Record<string, unknown>>): Job => ({
  jobId: job.id,
  data: job.data,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
});

/**
 * Runs a fetched batch of one queue and settles every job by its own outcome: the ones that
 * succeeded are completed together, each failed one is failed alone (so only it is retried).
 */
export async function runJobs(boss: PgBoss, queue: QueueName, jobs: Job[]): Promise<JobOutcome[]> {
  if (jobs.length === 0) return [];
  let outcomes: JobOutcome[];
  try {
    outcomes = await jobHandlers[queue](jobs);
    if (outcomes.length !== jobs.length)
      throw new Error(`${queue}: ${outcomes.length} outcomes for ${jobs.length} jobs`);
  } catch (error) {
    outcomes = jobs.map(() => ({ ok: false, error }));
  }
  const settling: Array<Promise<unknown>> = [];
  const done: string[] = [];
  jobs.forEach((job, i) => {
    const outcome = outcomes[i] as JobOutcome;
    if (outcome.ok) {
      done.push(job.jobId);
      return;
    }
    const error = outcome.error;
    log.warn('job failed', { queue, jobId: job.jobId, ...subjectOf(job), retryCount: job.retryCount, error });
    settling.push(
      boss.fail(queue, job.jobId, { message: error instanceof Error ? error.message : String(error) }),
    );
  });
  // A batch of one keeps its output on the job, as pg-boss itself would.
  const output = jobs.length === 1 && outcomes[0]?.ok ? outcomes[0].output : undefined;
  if (done.length > 0) settling.push(boss.complete(queue, done, output as object | undefined));
  countJobOutcomes(queue, done.length, jobs.length - done.length);
  await Promise.all(settling);
  return outcomes;
}

/** Ids a job's payload names (the message, delivery, appointment ...), so its log line can be traced. */
const subjectKeys = [
  'messageUuid',
  'deliveryUuid',
  'appointmentUuid',
  'draftUuid',
  'linkUuid',
  'paymentUuid',
];

export function subjectOf(job: Job): Record<string, string> {
  const subject: Record<string, string> = {};
  for (const key of subjectKeys) {
    const value = job.data?.[key];
    if (typeof value === 'string') subject[key] = value.slice(0, 100);
  }
  return subject;
}
