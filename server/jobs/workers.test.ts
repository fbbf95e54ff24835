import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestTenant } from '../../test/fixtures';
import { createMessagingCustomer, randomPhone } from '../../test/messaging';
import { db } from '../db/client';
import { authFailures, messages } from '../db/schema';
import { newUuid } from '../ids';
import { sendMessageToCustomer } from '../messaging/send-message-to-customer';
import { queues } from '../queue/queues';
import { startJobs, stopJobs } from './boss';

afterAll(async () => {
  await stopJobs();
});

const waitFor = async (done: () => Promise<boolean>, seconds = 15) => {
  for (let i = 0; i < seconds * 4 && !(await done()); i++) await new Promise((r) => setTimeout(r, 250));
};

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
    await waitFor(async () => {
      state = (await boss.getJobById(queues.authFailuresCleanup, jobId as string))?.state;
      return state === 'completed';
    });
    expect(state).toBe('completed');
    const left = await db().select().from(authFailures).where(eq(authFailures.throttleKey, key));
    expect(left).toHaveLength(1);
  });

  it('the send workers take texts in batches: the others are delivered, a provider outage retries only its own job', async () => {
    const tenant = await createTestTenant();
    const phones = [randomPhone(), randomPhone(), randomPhone(), randomPhone('1111'), randomPhone()];
    // Customers first: the embedded database serves one transaction at a time.
    const customers: Array<{ customerUuid: string }> = [];
    for (const phone of phones) customers.push(await createMessagingCustomer(tenant.dealerUuid, { phone }));
    const uuids: string[] = [];
    await db().transaction(async (tx) => {
      for (const { customerUuid } of customers) {
        const result = await sendMessageToCustomer(tx, {
          departmentUuid: tenant.departmentUuid,
          userUuid: 'DEFAULT',
          customerUuid,
          protocol: 'TEXT',
          body: 'Your car is ready',
          isManual: false,
        });
        uuids.push(result.messageUuid as string);
      }
    });
    await startJobs({ work: true });
    const statuses = async () => {
      const rows = await db().select().from(messages).where(inArray(messages.uuid, uuids));
      return new Map(rows.map((row) => [row.uuid, row]));
    };
    const jobStates = async () => {
      const jobs = await db().execute<{ message: string; state: string }>(
        sql`select data->>'messageUuid' as message, state from pgboss.job
            where name = ${queues.messagingSend} and data->>'messageUuid' in ${uuids}`,
      );
      const stateOf = new Map([...jobs].map((job) => [job.message, job.state]));
      return uuids.map((uuid) => stateOf.get(uuid));
    };
    // The outage's job settles in its own statement, beside the batch's: wait for every job to settle.
    await waitFor(async () =>
      (await jobStates()).every((state) => state === 'completed' || state === 'retry'),
    );
    const rows = await statuses();
    expect(uuids.map((uuid) => rows.get(uuid)?.deliveryStatus)).toEqual([
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'QUEUED',
      'DELIVERED',
    ]);
    expect(uuids.map((uuid) => rows.get(uuid)?.sendAttempts)).toEqual([1, 1, 1, 1, 1]);
    expect(await jobStates()).toEqual(['completed', 'completed', 'completed', 'retry', 'completed']);
  });
});
