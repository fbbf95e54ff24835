import PgBoss from 'pg-boss';
import { claimSeconds, queues, retryPolicy } from '../queue/queues';

/**
 * Installs pg-boss's schema and every queue. Runs with the migrations, so jobs can be enqueued
 * inside any transaction without starting a pg-boss instance first.
 */
export async function createJobQueues(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, max: 1, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const name of Object.values(queues)) {
      const options = { name, ...retryPolicy[name], expireInSeconds: claimSeconds[name] };
      // An existing queue gets the current retry policy and claim length too.
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}
