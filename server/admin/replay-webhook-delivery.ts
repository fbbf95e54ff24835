import { and, eq, exists, isNull, or, sql } from 'drizzle-orm';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { apiClients, webhookDeliveries } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { queues } from '../jobs/queues';
import { belongsToDealer } from './api-client-records';
import { recordAudit } from './record-audit';

/**
 * Sends a stored delivery again now: the same payload and id, signed anew with the client's
 * current secret by the delivery job, which records the attempt. The job is queued in the same
 * transaction that marks the delivery pending.
 */
export async function replayWebhookDelivery(
  ctx: UseCaseContext,
  input: { params: { deliveryUuid: string } },
) {
  const { dealerUuid } = tenantOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const ownClient = exists(
      tx
        .select({ one: sql`1` })
        .from(apiClients)
        .where(and(eq(apiClients.uuid, webhookDeliveries.apiClientUuid), belongsToDealer(tx, dealerUuid))),
    );
    const [before] = await tx
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.uuid, input.params.deliveryUuid),
          or(
            ownClient,
            and(isNull(webhookDeliveries.apiClientUuid), eq(webhookDeliveries.dealerUuid, dealerUuid)),
          ),
        ),
      )
      .for('update');
    if (!before)
      throw new DomainError(
        'DELIVERY_NOT_FOUND',
        `Dealer ${dealerUuid} has no delivery ${input.params.deliveryUuid}`,
      );
    await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', deliveredAt: null })
      .where(eq(webhookDeliveries.uuid, before.uuid));
    await enqueue(tx, queues.webhookDeliver, { deliveryUuid: before.uuid });
    await recordAudit(tx, ctx, {
      action: 'delivery.replay',
      targetKind: 'webhookDelivery',
      targetUuid: before.uuid,
      dealerUuid,
      before: { status: before.status, attempts: before.attempts },
      after: { status: 'PENDING' },
    });
    return { deliveryUuid: before.uuid, status: 'PENDING' as const };
  });
}
