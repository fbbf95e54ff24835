import { eq, sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCustomer, createTestTenant } from '../../test/fixtures';
import { runOnDatabaseOfItsOwn } from '../../test/support/database-of-its-own';
import { db } from '../db/client';
import { messages } from '../db/schema';
import { newUuid } from '../ids';
import { jobQueue, stopJobs } from '../jobs/boss';
import { queues } from '../queue/queues';
import { refreshDatabaseSeries } from './database-series';

runOnDatabaseOfItsOwn();

afterAll(async () => {
  await stopJobs();
});

/** A fresh registry each time: a registry's database series are read at most every few seconds. */
async function read(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const registry = new Registry();
  await refreshDatabaseSeries(registry);
  const metric = await registry.getSingleMetric(name)?.get();
  const matches = (have: object) => Object.entries(labels).every(([k, v]) => Reflect.get(have, k) === v);
  return metric?.values.find((value) => matches(value.labels))?.value;
}

async function queuedText(secondsAgo: number): Promise<string> {
  const tenant = await createTestTenant();
  const customer = await createTestCustomer(tenant);
  const uuid = newUuid();
  await db().insert(messages).values({
    uuid,
    dealerUuid: tenant.dealerUuid,
    departmentUuid: tenant.departmentUuid,
    customerUuid: customer.customerUuid,
    kind: 'MESSAGE',
    protocol: 'TEXT',
    direction: 'OUTGOING',
    deliveryStatus: 'QUEUED',
    toNumber: customer.phone,
    body: 'Your car is ready.',
  });
  // Raw SQL: an update through drizzle would set updated_at to now.
  await db().execute(
    sql`update ${messages} set updated_at = now() - make_interval(secs => ${secondsAgo}) where uuid = ${uuid}`,
  );
  return uuid;
}

describe('database series', () => {
  it('counts a QUEUED text and shows its age as the oldest, SENDING at 0 when none', async () => {
    const before = (await read('servicebay_messages', { status: 'QUEUED', protocol: 'TEXT' })) ?? 0;
    const uuid = await queuedText(400);
    try {
      expect(await read('servicebay_messages', { status: 'QUEUED', protocol: 'TEXT' })).toBe(before + 1);
      const oldest = await read('servicebay_message_oldest_seconds', { status: 'QUEUED', protocol: 'TEXT' });
      expect(oldest).toBeGreaterThanOrEqual(400);
      expect(await read('servicebay_message_oldest_seconds', { status: 'SENDING', protocol: 'TEXT' })).toBe(
        0,
      );
      expect(await read('servicebay_messages', { status: 'WAITING_FOR_OPT_IN', protocol: 'TEXT' })).toBe(0);
    } finally {
      await db().delete(messages).where(eq(messages.uuid, uuid));
    }
  });

  it("shows how long a queue's oldest active job has been held, and pg-boss's own connections", async () => {
    const queue = queues.maintenancePruneHistory;
    const boss = await jobQueue();
    const id = await boss.send(queue, {});
    const [job] = await boss.fetch(queue);
    expect(job?.id).toBe(id);
    // As if fetched by an instance that died 5 minutes ago.
    await db().execute(
      sql`update pgboss.job set started_on = now() - interval '300 seconds' where name = ${queue} and id = ${id}`,
    );
    try {
      expect(await read('servicebay_job_oldest_active_seconds', { queue })).toBeGreaterThanOrEqual(300);
      expect(await read('servicebay_job_oldest_active_seconds', { queue: queues.messagingSend })).toBe(0);
      expect(await read('servicebay_job_queue_connections', { state: 'open' })).toBeGreaterThan(0);
      expect(await read('servicebay_job_queue_connections_max', {})).toBe(4);
    } finally {
      await boss.complete(queue, id as string);
    }
  });
});
