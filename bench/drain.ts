import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { recordOutgoingMessage } from '../server/messaging/record-outgoing-message';
import { type CpuUse, cpuBetween, sampleCpu } from './cpu';
import { type BenchDepartment, benchIds } from './seed-bench-data';

export type Drain = { total: number; pending: number; delivered: number; failed: number; seconds: number };
export type WorkerThroughput = Drain & { queued: number; cpu: CpuUse };

const pendingStatuses = sql`('QUEUED', 'SENDING', 'SENT')`;

async function countTexts(database: Database, departmentUuid: string, since: Date) {
  const rows = await database.execute<{
    total: number;
    pending: number;
    delivered: number;
    failed: number;
  }>(sql`
    select count(*)::int as total,
      (count(*) filter (where delivery_status in ${pendingStatuses}))::int as pending,
      (count(*) filter (where delivery_status = 'DELIVERED'))::int as delivered,
      (count(*) filter (where delivery_status = 'FAILED'))::int as failed
    from messages
    where department_uuid = ${departmentUuid} and kind = 'MESSAGE' and direction = 'OUTGOING'
      and created_at >= ${since.toISOString()}::timestamptz`);
  const [row] = rows;
  return row ?? { total: 0, pending: 0, delivered: 0, failed: 0 };
}

/**
 * Waits until the job workers of the web process (JOBS_IN_WEB, the default) have sent, and the
 * sandbox delivered, every text queued since `since`.
 */
export async function waitForTextsDelivered(
  database: Database,
  departmentUuid: string,
  since: Date,
  timeoutSeconds: number,
): Promise<Drain> {
  const started = performance.now();
  let counts = await countTexts(database, departmentUuid, since);
  while (counts.pending > 0 && performance.now() - started < timeoutSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    counts = await countTexts(database, departmentUuid, since);
  }
  return { ...counts, seconds: (performance.now() - started) / 1000 };
}

/**
 * What one process's job workers sustain: `count` texts queued in one transaction (through the
 * product's own recordOutgoingMessage, each to a customer of its own), timed from the commit until
 * the last is delivered, with the web process otherwise idle.
 */
export async function measureWorkerThroughput(
  database: Database,
  bench: BenchDepartment,
  probe: { serverPid: number; firstCustomer: number; count: number },
): Promise<WorkerThroughput> {
  const since = new Date(Date.now() - 1000);
  await database.transaction(async (tx) => {
    for (let n = probe.firstCustomer; n < probe.firstCustomer + probe.count; n++) {
      await recordOutgoingMessage(tx, {
        departmentUuid: bench.departmentUuid,
        userUuid: 'DEFAULT',
        customerUuid: benchIds.customer(n),
        protocol: 'TEXT',
        body: 'Your vehicle is due for service.',
        isManual: false,
      });
    }
  });
  const before = await sampleCpu(database, probe.serverPid);
  const drain = await waitForTextsDelivered(database, bench.departmentUuid, since, 120);
  const after = await sampleCpu(database, probe.serverPid);
  return { ...drain, queued: probe.count, cpu: cpuBetween(before, after) };
}
