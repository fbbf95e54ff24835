import type { z } from 'zod';
import { tenantOf, type UseCaseContext } from '../core/context';
import type { deliveriesQuery } from './admin.schemas';
import { findApiClientOfDealer } from './api-client-records';
import { findAttemptsOf, findDeliveriesOfClient, findNextRetries } from './webhook-delivery-records';

/** The callbacks sent for one API client, newest first, with every attempt and the stored payload. */
export async function listWebhookDeliveries(
  ctx: UseCaseContext,
  input: { params: { username: string }; query: z.output<typeof deliveriesQuery> },
) {
  const { dealerUuid } = tenantOf(ctx);
  const { status, page, pageSize } = input.query;
  const client = await findApiClientOfDealer(ctx.db, dealerUuid, input.params.username);
  const { rows, total } = await findDeliveriesOfClient(ctx.db, dealerUuid, client.uuid, {
    status,
    page,
    pageSize,
  });
  const [attempts, retries] = await Promise.all([
    findAttemptsOf(
      ctx.db,
      rows.map((r) => r.uuid),
    ),
    findNextRetries(
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
  return { items, page, pageSize, total };
}
