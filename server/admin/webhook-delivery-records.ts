import { and, asc, count, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  apiClients,
  type WebhookDeliveryStatus,
  webhookDeliveries,
  webhookDeliveryAttempts,
} from '../db/schema';
import { queues } from '../queue/queues';
import { belongsToDealer } from './api-client-records';

/** A delivery is the dealer's when its client is, or, with no client, when it names the dealer. */
const deliveryOfDealer = (tx: Tx, dealerUuid: string) =>
  or(
    exists(
      tx
        .select({ one: sql`1` })
        .from(apiClients)
        .where(and(eq(apiClients.uuid, webhookDeliveries.apiClientUuid), belongsToDealer(tx, dealerUuid))),
    ),
    and(isNull(webhookDeliveries.apiClientUuid), eq(webhookDeliveries.dealerUuid, dealerUuid)),
  );

/** One page of a dealer's client's deliveries, newest first, and how many match; both run at once. */
export async function findDeliveriesOfClient(
  tx: Tx,
  dealerUuid: string,
  apiClientUuid: string,
  filter: { status?: WebhookDeliveryStatus; page: number; pageSize: number },
) {
  const where = and(
    eq(webhookDeliveries.apiClientUuid, apiClientUuid),
    deliveryOfDealer(tx, dealerUuid),
    filter.status ? eq(webhookDeliveries.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.uuid))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    tx.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findAttemptsOf(tx: Tx, deliveryUuids: string[]) {
  if (deliveryUuids.length === 0) return [];
  return tx
    .select()
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryUuid, deliveryUuids))
    .orderBy(asc(webhookDeliveryAttempts.attemptNumber), asc(webhookDeliveryAttempts.createdAt));
}

/** When the queue next tries each pending delivery (pg-boss's start_after of its waiting job). */
export async function findNextRetries(tx: Tx, deliveryUuids: string[]): Promise<Map<string, Date>> {
  if (deliveryUuids.length === 0) return new Map();
  const rows = await tx.execute<{ delivery_uuid: string; start_after: Date | string }>(sql`
    select data->>'deliveryUuid' as delivery_uuid, min(start_after) as start_after
    from pgboss.job
    where name = ${queues.webhookDeliver} and state in ('created', 'retry')
      and data->>'deliveryUuid' in ${deliveryUuids}
    group by 1`);
  return new Map(rows.map((r) => [r.delivery_uuid, new Date(r.start_after)]));
}

/** The dealer's delivery, locked for a change. */
export async function findDeliveryOfDealerForUpdate(tx: Tx, dealerUuid: string, deliveryUuid: string) {
  const [delivery] = await tx
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.uuid, deliveryUuid), deliveryOfDealer(tx, dealerUuid)))
    .for('update');
  return delivery;
}

/** Puts the dealer's delivery back to pending, to be sent again. */
export async function markDeliveryPending(tx: Tx, dealerUuid: string, deliveryUuid: string): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'PENDING', deliveredAt: null })
    .where(and(eq(webhookDeliveries.uuid, deliveryUuid), deliveryOfDealer(tx, dealerUuid)));
}
