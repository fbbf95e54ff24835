import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../db/client';
import { authFailures } from '../db/schema';
import { newUuid } from '../ids';
import { startJobs, stopJobs } from './boss';
import { queues } from './queues';

afterAll(async () => {
  await stopJobs();
});

describe('job workers', () => {
  it('the hourly clean-up job deletes only sign-in failures older than the window', async () => {
    const key = `user:jobs-test-${newUuid()}`;
    await db()
      .insert(authFailures)
      .values([
        { uuid: newUuid(), throttleKey: key, occurredAt: new Date(Date.now() - 2 * 3600_000) },
        { uuid: newUuid(), throttleKey: key, occurredAt: new Date() },
      ]);
    const boss = await startJobs({ work: true });
    const jobId = await boss.send(queues.authFailuresCleanup, {});
    expect(jobId).toBeTruthy();
    let state: string | undefined;
    for (let i = 0; i < 60 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 500));
      state = (await boss.getJobById(queues.authFailuresCleanup, jobId as string))?.state;
    }
    expect(state).toBe('completed');
    const left = await db().select().from(authFailures).where(eq(authFailures.throttleKey, key));
    expect(left).toHaveLength(1);
  });
});
