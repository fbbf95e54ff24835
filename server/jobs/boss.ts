import PgBoss from 'pg-boss';
import { requireDatabaseUrl } from '../env';
import { log } from '../log';
import { registerWorkers } from './workers';

type Held = { boss: PgBoss; working: boolean };
const holder = globalThis as unknown as { __servicebayBoss?: Promise<Held> };

/**
 * The process's pg-boss. `work: true` also runs the workers and schedules (the web process does so
 * by default, `npm run worker` processes always); otherwise it only sends jobs.
 */
export async function startJobs(options: { work: boolean }): Promise<PgBoss> {
  holder.__servicebayBoss ??= (async () => {
    const boss = new PgBoss({
      connectionString: requireDatabaseUrl(),
      max: 4,
      supervise: options.work,
      schedule: options.work,
    });
    boss.on('error', (error) => log.error('job queue error', { error }));
    await boss.start();
    if (options.work) await registerWorkers(boss);
    log.info('job queue started', { work: options.work });
    return { boss, working: options.work };
  })();
  const held = await holder.__servicebayBoss;
  return held.boss;
}

/** The running pg-boss, or a fetch-only one (tests that drive jobs themselves). */
export const jobQueue = (): Promise<PgBoss> => startJobs({ work: false });

export async function stopJobs(): Promise<void> {
  const held = await holder.__servicebayBoss;
  holder.__servicebayBoss = undefined;
  await held?.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}
