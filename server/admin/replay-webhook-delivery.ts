import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import { findDeliveryOfDealerForUpdate, markDeliveryPending } from './webhook-delivery-records';

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
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findDeliveryOfDealerForUpdate(tx, dealerUuid, input.params.deliveryUuid);
    if (!before)
      throw new DomainError(
        'DELIVERY_NOT_FOUND',
        `Dealer ${dealerUuid} has no delivery ${input.params.deliveryUuid}`,
      );
    await markDeliveryPending(tx, dealerUuid, before.uuid);
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
