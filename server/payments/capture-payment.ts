import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { departmentLink, detailOf, type LinkInput } from './get-payment-link-detail';
import type { PaymentLinkDetail } from './payment-link-actions.schemas';
import { effectiveStatus, getDealerPaymentSettings, updateInvoice } from './payment-link-records';
import { recordLocalEvent } from './processor-event-records';
import { processorFailure, stripeClient } from './stripe/stripe-client';

/**
 * An advisor captures an authorized payment (paymentType auth), in full. Stripe captures the
 * PaymentIntent on the dealership's account; the sandbox only records it. The link stays locked
 * meanwhile, so two presses capture once.
 */
export async function capturePayment(ctx: UseCaseContext, input: LinkInput): Promise<PaymentLinkDetail> {
  return pipelinedTransaction(ctx.db, async (tx) => {
    const invoice = await departmentLink(tx, ctx, input, true);
    const capturable =
      effectiveStatus(invoice, new Date()) === 'PAID' &&
      invoice.paymentType === 'auth' &&
      invoice.capturedMinor === 0;
    if (!capturable || !invoice.processorPaymentId) {
      throw new DomainError(
        'PAYMENT_LINK_NOT_CAPTURABLE',
        'Only an authorized payment not yet captured can be captured',
      );
    }
    let capturedMinor = invoice.totalMinor;
    if (invoice.processor === 'stripe') {
      const settings = await getDealerPaymentSettings(tx, invoice.dealerUuid);
      const intent = await stripeClient()
        .paymentIntents.capture(
          invoice.processorPaymentId,
          {},
          { stripeAccount: settings?.stripeAccount ?? undefined, idempotencyKey: `capture-${invoice.uuid}` },
        )
        .catch(processorFailure);
      capturedMinor = intent.amount_received;
    }
    await updateInvoice(tx, invoice, { capturedMinor });
    await recordLocalEvent(tx, {
      processor: invoice.processor ?? 'sandbox',
      type: 'payment.captured',
      invoiceUuid: invoice.uuid,
      payload: { capturedMinor, by: ctx.principal?.username ?? null },
      outcome: `CAPTURED: ${capturedMinor}`,
    });
    return detailOf(tx, { ...invoice, capturedMinor });
  });
}
