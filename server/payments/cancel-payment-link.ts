import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { departmentLink, detailOf, type LinkInput } from './get-payment-link-detail';
import type { PaymentLinkDetail } from './payment-link-actions.schemas';
import { effectiveStatus, getDealerPaymentSettings, updateInvoice } from './payment-link-records';
import { recordLocalEvent } from './processor-event-records';
import { processorFailure, stripeClient } from './stripe/stripe-client';

/**
 * An advisor withdraws an unpaid link: it is CANCELED and its open Checkout Session is expired at
 * Stripe, so the customer cannot pay it any more. A session Stripe reports already complete is not
 * canceled: the customer paid, and the payment's events settle the link.
 */
export async function cancelPaymentLink(ctx: UseCaseContext, input: LinkInput): Promise<PaymentLinkDetail> {
  return pipelinedTransaction(ctx.db, async (tx) => {
    const invoice = await departmentLink(tx, ctx, input, true);
    if (effectiveStatus(invoice, new Date()) !== 'OPEN') {
      throw new DomainError('PAYMENT_LINK_NOT_CANCELABLE', 'Only an open (unpaid) link can be canceled');
    }
    if (invoice.processor === 'stripe' && invoice.checkoutSessionId) {
      const settings = await getDealerPaymentSettings(tx, invoice.dealerUuid);
      const options = { stripeAccount: settings?.stripeAccount ?? undefined };
      const sessions = stripeClient().checkout.sessions;
      const session = await sessions.retrieve(invoice.checkoutSessionId, {}, options).catch(processorFailure);
      if (session.status === 'complete') {
        throw new DomainError(
          'PAYMENT_LINK_NOT_CANCELABLE',
          'The customer has just paid this link; refund it instead',
        );
      }
      if (session.status === 'open') await sessions.expire(session.id, {}, options).catch(processorFailure);
    }
    const canceled = { status: 'CANCELED' as const, checkoutUrl: null, completedAt: new Date() };
    await updateInvoice(tx, invoice, canceled);
    await recordLocalEvent(tx, {
      processor: invoice.processor ?? 'sandbox',
      type: 'payment_link.canceled',
      invoiceUuid: invoice.uuid,
      payload: { by: ctx.principal?.username ?? null },
      outcome: 'CANCELED',
    });
    return detailOf(tx, { ...invoice, ...canceled });
  });
}
