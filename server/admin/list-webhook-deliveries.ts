import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { tenantOf, type UseCaseContext } from '../core/context';
import type { Tx } from '../db/client';
import { webhookDeliveries, webhookDeliveryAttempts } from '../db/schema';
import { queues } from '../jobs/queues';
import type { deliveriesQuery } from './admin.schemas';
import { findApiClientOfDealer } from './api-client-records';

/** When the queue next tries each pending delivery (pg-boss's start_after of its waiting job). */
async function nextRetries(tx: Tx, deliveryUuids: string[]): Promise<Map<string, Date>> {
  if (deliveryUuids.length === 0) return new Map();
  const rows = await tx.execute<{ delivery_uuid: string; start_after: Date | string }>(sql`
    select data->>'deliveryUuid' as delivery_uuid, min(start_after) as start_after
    from pgboss.job
    where name = ${queues.webhookDeliver} and state in ('created', 'retry')
      and data->>'deliveryUuid' in ${deliveryUuids}
    group by 1`);
  return new Map(rows.map((r) => [r.delivery_uuid, new Date(r.start_after)]));
}

/** The callbacks sent for one API client, newest first, with every attempt and the stored payload. */
export async function listWebhookDeliveries(
  ctx: UseCaseContext,
  input: { params: { username: string }; query: z.output<typeof deliveriesQuery> },
) {
  const { dealerUuid } = tenantOf(ctx);
  const { status, page, pageSize } = input.query;
  const client = await findApiClientOfDealer(ctx.db, dealerUuid, input.params.username);
  const where = and(
    eq(webhookDeliveries.apiClientUuid, client.uuid),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.uuid))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  const uuids = rows.map((r) => r.uuid);
  const [attempts, retries] = await Promise.all([
    uuids.length
      ? ctx.db
          .select()
          .from(webhookDeliveryAttempts)
          .where(inArray(webhookDeliveryAttempts.deliveryUuid, uuids))
          .orderBy(asc(webhookDeliveryAttempts.attemptNumber), asc(webhookDeliveryAttempts.createdAt))
      : Promise.resolve([]),
    nextRetries(
      ctx.db,
      rows.filter((r) => r.status === 'PENDING').map((r) => r.uuid),
    ),
  ]);
  const items = rows.map((d) => ({
    deliveryUuid: d.uuid,
    kind: d.kind,
    reference: d.reference,
    url: d.url,
    status: d.status,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    nextRetryAt: retries.get(d.uuid)?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    payload: d.payload,
    attempts: attempts
      .filter((a) => a.deliveryUuid === d.uuid)
      .map((a) => ({
        attemptNumber: a.attemptNumber,
        statusCode: a.statusCode,
        error: a.error,
        durationMs: a.durationMs,
        at: a.createdAt.toISOString(),
      })),
  }));
  return { items, page, pageSize, total: total?.total ?? 0 };
}
