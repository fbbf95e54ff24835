import PgBoss from 'pg-boss';
import { isConnectionError } from '../db/connection-errors';
import { requireDatabaseUrl } from '../env';
import { log } from '../log';
import { jobQueueApplicationName, jobQueuePoolSize } from '../queue/connections';
import { jobArchive, maintenanceIntervalSeconds } from '../queue/queues';
import { jobQueueStatus, setJobQueueStatus } from './queue-state';
import { registerWorkers } from './workers';

type Held = { boss: PgBoss; working: boolean };
const holder = globalThis as unknown as { __servicebayBoss?: Promise<Held> };

/** node-postgres (under pg-boss) reports a lost connection mostly without a code. */
const looksLikeConnectionLoss = (error: Error) =>
  isConnectionError(error) || /connect|terminat|ECONN|timeout|shutdown/i.test(error.message);

/**
 * pg-boss reports each failed poll or maintenance run as an 'error' event: while the database is
 * unreachable that is several a second, from every worker. A lost connection is logged once at
 * warn; a probe then logs "reconnected" when a statement goes through again. Other errors are
 * logged at warn each time, without a stack: pg-boss retries them itself.
 */
function watchConnection(boss: PgBoss): void {
  let probing: NodeJS.Timeout | undefined;
  const probe = () =>
    boss
      .getDb()
      .executeSql('select 1', [])
      .then(() => {
        clearInterval(probing);
        probing = undefined;
        log.info('job queue reconnected');
      })
      .catch(() => undefined);
  boss.on('error', (error: Error & { code?: string; queue?: string }) => {
    const fields = { reason: error.message, code: error.code, queue: error.queue };
    if (!looksLikeConnectionLoss(error)) return log.warn('job queue error', fields);
    if (probing) return;
    log.warn('job queue lost its database connection; retrying', fields);
    probing = setInterval(probe, 2_000);
    probing.unref();
  });
  boss.on('stopped', () => clearInterval(probing));
}

/**
 * The process's pg-boss. `work: true` also runs the workers and schedules (the web process does so
 * by default, `npm run worker` processes always); otherwise it only sends jobs.
 */
export async function startJobs(options: { work: boolean }): Promise<PgBoss> {
  holder.__servicebayBoss ??= (async () => {
    setJobQueueStatus({ state: 'starting', working: options.work });
    const boss = new PgBoss({
      connectionString: requireDatabaseUrl(),
      max: jobQueuePoolSize,
      application_name: jobQueueApplicationName,
      supervise: options.work,
      schedule: options.work,
      maintenanceIntervalSeconds,
      ...jobArchive,
    });
    watchConnection(boss);
    try {
      await boss.start();
      if (options.work) await registerWorkers(boss);
    } catch (error) {
      setJobQueueStatus({ state: 'failed', working: options.work });
      throw error;
    }
    setJobQueueStatus({ state: 'running', working: options.work });
    log.info('job queue started', { work: options.work });
    return { boss, working: options.work };
  })();
  const held = await holder.__servicebayBoss;
  return held.boss;
}

/** The running pg-boss, or a fetch-only one (tests that drive jobs themselves). */
export const jobQueue = (): Promise<PgBoss> => startJobs({ work: false });

/**
 * Stops fetching at once, waits up to `timeoutMs` for the jobs being worked on, then hands any
 * still running back to the queue (failed, so retried per the queue's policy) and closes the pool.
 */
export async function stopJobs(timeoutMs = 10_000): Promise<void> {
  const starting = holder.__servicebayBoss;
  if (!starting) return;
  const status = jobQueueStatus();
  if (status) setJobQueueStatus({ ...status, state: 'stopping' });
  const held = await starting.catch(() => undefined);
  holder.__servicebayBoss = undefined;
  setJobQueueStatus(undefined);
  await held?.boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
