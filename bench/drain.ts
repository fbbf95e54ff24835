import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

export type Drain = {
  accepted: number;
  backlog: number;
  seconds: number;
  delivered: number;
  failed: number;
  pending: number;
};

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
 * Waits until the workers of the web process (JOBS_IN_WEB, the default) have sent and the sandbox
 * has delivered every text queued since `since`; the backlog left when the load stopped over the
 * time it took is what the workers sustain with the web process otherwise idle.
 */
export async function waitForTextsDelivered(
  database: Database,
  departmentUuid: string,
  since: Date,
  timeoutSeconds: number,
): Promise<Drain> {
  const started = performance.now();
  const first = await countTexts(database, departmentUuid, since);
  let now = first;
  while (now.pending > 0 && performance.now() - started < timeoutSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    now = await countTexts(database, departmentUuid, since);
  }
  return {
    accepted: now.total,
    backlog: first.pending,
    seconds: (performance.now() - started) / 1000,
    delivered: now.delivered,
    failed: now.failed,
    pending: now.pending,
  };
}
