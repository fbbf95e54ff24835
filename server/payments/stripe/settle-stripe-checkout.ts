import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import type { PaymentInvoice } from '../../db/schema';
import { getInvoiceByUuid } from '../payment-link-records';
import { applyCheckoutSession } from './apply-checkout-session';
import { processorFailure, stripeClient } from './stripe-client';

/** The session as Stripe holds it now, with the payment and its latest charge. */
export function retrieveCheckoutSession(
  sessionId: string,
  stripeAccount: string,
): Promise<Stripe.Checkout.Session> {
  return stripeClient()
    .checkout.sessions.retrieve(
      sessionId,
      { expand: ['payment_intent', 'payment_intent.latest_charge'] },
      { stripeAccount },
    )
    .catch(processorFailure);
}

/**
 * Settles a link from Stripe's own state of its session: used for webhooks, for the customer's
 * return from Checkout and by reconciliation, so a lost or late event changes nothing in the end.
 * The session must belong to the link (its client_reference_id) or nothing is changed.
 */
export async function settleStripeCheckout(
  tx: Tx,
  input: { invoiceUuid: string; sessionId: string; stripeAccount: string },
): Promise<{ invoice: PaymentInvoice | null; outcome: string }> {
  const session = await retrieveCheckoutSession(input.sessionId, input.stripeAccount);
  if (session.client_reference_id !== input.invoiceUuid) {
    return { invoice: null, outcome: 'IGNORED: session of another invoice' };
  }
  const invoice = await getInvoiceByUuid(tx, input.invoiceUuid, { forUpdate: true });
  if (!invoice) return { invoice: null, outcome: 'IGNORED: unknown invoice' };
  const outcome = await applyCheckoutSession(tx, invoice, session);
  return { invoice: await getInvoiceByUuid(tx, invoice.uuid), outcome };
}
