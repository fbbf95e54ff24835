import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { departmentLink, detailOf, type LinkInput } from './get-payment-link-detail';
import type { PaymentLinkDetail } from './payment-link-actions.schemas';
import { effectiveStatus, getDealerPaymentSettings, updateInvoice } from './payment-link-records';
import { recordLocalEvent } from './processor-event-records';
import { processorFailure, stripeClient } from './stripe/stripe-client';

type RefundInput = LinkInput & { body: { amountMinor?: number | null } };

/**
 * An advisor refunds a captured payment, in full or in part (minor units, exact). The link stays
 * locked while Stripe is asked, so the running total cannot be counted twice: a webhook for this
 * refund waits and then only confirms it. Refunded in full, the link is REFUNDED.
 */
export async function refundPayment(ctx: UseCaseContext, input: RefundInput): Promise<PaymentLinkDetail> {
  return pipelinedTransaction(ctx.db, async (tx) => {
    const invoice = await departmentLink(tx, ctx, input, true);
    const refundable = invoice.capturedMinor - invoice.refundedMinor;
    if (effectiveStatus(invoice, new Date()) !== 'PAID' || refundable <= 0 || !invoice.processorPaymentId) {
      throw new DomainError(
        'PAYMENT_LINK_NOT_REFUNDABLE',
        'Only a captured payment not yet refunded in full can be refunded',
      );
    }
    const amountMinor = input.body.amountMinor ?? refundable;
    if (amountMinor > refundable) {
      throw new DomainError('INVALID_REFUND_AMOUNT', `At most ${refundable} (minor units) is left to refund`);
    }
    let reference = `sbx_re_${invoice.refundedMinor}_${amountMinor}`;
    if (invoice.processor === 'stripe') {
      const settings = await getDealerPaymentSettings(tx, invoice.dealerUuid);
      const refund = await stripeClient()
        .refunds.create(
          {
            payment_intent: invoice.processorPaymentId,
            amount: amountMinor,
            metadata: { invoiceId: invoice.uuid },
          },
          {
            stripeAccount: settings?.stripeAccount ?? undefined,
            // Same link, same running total, same amount: a retried press is the same refund.
            idempotencyKey: `refund-${invoice.uuid}-${invoice.refundedMinor}-${amountMinor}`,
          },
        )
        .catch(processorFailure);
      reference = refund.id;
    }
    const refundedMinor = invoice.refundedMinor + amountMinor;
    const status = refundedMinor >= invoice.capturedMinor ? 'REFUNDED' : invoice.status;
    await updateInvoice(tx, invoice, { refundedMinor, status });
    await recordLocalEvent(tx, {
      processor: invoice.processor ?? 'sandbox',
      type: 'payment.refunded',
      invoiceUuid: invoice.uuid,
      payload: { amountMinor, refundedMinor, reference, by: ctx.principal?.username ?? null },
      outcome: `REFUNDED: ${amountMinor}`,
    });
    return detailOf(tx, { ...invoice, refundedMinor, status });
  });
}
