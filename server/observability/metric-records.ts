import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { messages, webhookDeliveries } from '../db/schema';

/** Rows as PostgreSQL returns them: counts come back as text, ages as numbers of seconds. */
export type Row = Record<string, unknown>;

/** Jobs per queue and state, with how many are due and how long the oldest has waited or run. */
export const countJobs = (tx: Tx) =>
  tx.execute<Row>(sql`
    select name as queue, state::text as state, count(*) as jobs,
      count(*) filter (where state in ('created', 'retry') and start_after <= now()) as due,
      extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())) as waited,
      extract(epoch from now() - min(started_on) filter (where state = 'active')) as held
    from pgboss.job group by name, state`);

/** Outgoing messages sent and failed, per protocol. */
export const countOutgoingMessages = (tx: Tx) =>
  tx.execute<Row>(sql`
      select ${messages.protocol} as protocol,
        count(*) filter (where ${messages.deliveryStatus} in ('SENT', 'DELIVERED')) as sent,
        count(*) filter (where ${messages.deliveryStatus} = 'FAILED') as failed
      from ${messages}
      where ${messages.direction} = 'OUTGOING' and ${messages.kind} = 'MESSAGE'
      group by ${messages.protocol}`);

/** Partner callbacks per outcome. */
export const countCallbacks = (tx: Tx) =>
  tx.execute<Row>(sql`
      select ${webhookDeliveries.status} as outcome, count(*) as deliveries
      from ${webhookDeliveries} group by ${webhookDeliveries.status}`);

export const pendingStatuses = ['QUEUED', 'SENDING', 'WAITING_FOR_OPT_IN'] as const;

/**
 * One arm per status, so each can use its own partial index (messages_stuck_idx,
 * messages_waiting_idx) instead of scanning the whole, ever-growing table. The status is a literal,
 * not a parameter: a prepared statement's generic plan cannot match a partial index's predicate.
 * Ages count from updated_at: when the message last entered the status.
 */
function pendingArm(status: (typeof pendingStatuses)[number]) {
  const literal = sql.raw(`'${status}'`);
  return sql`(select ${literal}::text as status, ${messages.protocol} as protocol, count(*) as messages,
    extract(epoch from now() - min(${messages.updatedAt})) as oldest
  from ${messages} where ${messages.deliveryStatus} = ${literal} group by ${messages.protocol})`;
}

/** Messages waiting in each pending status, per protocol, with the age of the oldest. */
export const countPendingMessages = (tx: Tx) =>
  tx.execute<Row>(sql.join(pendingStatuses.map(pendingArm), sql` union all `));

/** Open and busy connections of the named pools, less the one running this statement. */
export const countConnections = (tx: Tx, applicationNames: string[]) =>
  tx.execute<Row>(sql`
    select application_name as pool, count(*) as open,
      count(*) filter (where state <> 'idle' and pid <> pg_backend_pid()) as busy
    from pg_stat_activity
    where application_name in ${applicationNames}
    group by application_name`);
