import type PgBoss from 'pg-boss';
import { deleteExpiredAuthFailures } from '../auth/throttle';
import { db } from '../db/client';
import { log } from '../log';
import { queues } from './queues';

/** Registers every queue, its workers and its schedule on a started pg-boss instance. */
export async function registerWorkers(boss: PgBoss): Promise<void> {
  await boss.createQueue(queues.authFailuresCleanup);
  await boss.schedule(queues.authFailuresCleanup, '17 * * * *');
  await boss.work(queues.authFailuresCleanup, async () => {
    const deleted = await deleteExpiredAuthFailures(db());
    log.info('expired sign-in failures deleted', { deleted });
    return { deleted };
  });
}
