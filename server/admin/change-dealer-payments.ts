import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  type DealerPaymentSettings,
  setDealerPaymentProcessor,
} from '../payments/set-dealer-payment-processor';
import { findDealerPayments } from '../users/dealer-records';

/**
 * Chooses who takes a dealership's card payments (the sandbox or Stripe with the dealership's
 * connected account), with its audit entry in the same transaction.
 */
export async function changeDealerPayments(
  ctx: UseCaseContext,
  input: { body: { processor: string; stripeAccount?: string | null } },
): Promise<DealerPaymentSettings> {
  const { dealerUuid } = tenantOf(ctx);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findDealerPayments(tx, dealerUuid);
    const after = await setDealerPaymentProcessor(tx, { dealerUuid, ...input.body });
    await recordAudit(tx, ctx, {
      action: 'dealer.payments',
      targetKind: 'dealer',
      targetUuid: dealerUuid,
      dealerUuid,
      before: before ?? null,
      after: { processor: after.processor, stripeAccount: after.stripeAccount },
    });
    return after;
  });
}
