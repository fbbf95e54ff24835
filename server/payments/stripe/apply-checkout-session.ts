import type Stripe from 'stripe';
import type { Tx } from '../../db/client';
import type { PaymentInvoice } from '../../db/schema';
import { newUuid } from '../../ids';
import { hasAttempt } from '../payment-attempt-records';
import { applyAmounts, markInvoiceExpired, updateInvoice } from '../payment-link-records';
import { recordPaymentOutcome } from '../record-payment-outcome';
import { sendPaymentReceipts } from '../send-payment-receipts';
import { approvedCharge, cardOf, declinedCharge, latestCharge } from './stripe-charge-result';

/**
 * Brings a (locked) link up to a Checkout Session as Stripe reports it (retrieved with its
 * PaymentIntent and latest charge). Idempotent and monotonic: a payment is recorded once, amounts
 * only grow, and a link never goes back to OPEN or from REFUNDED to PAID, whatever order events
 * come in. Answers what changed, for the event log.
 */
export async function applyCheckoutSession(
  tx: Tx,
  invoice: PaymentInvoice,
  session: Stripe.Checkout.Session,
): Promise<string> {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (session.status === 'expired') return expireSession(tx, invoice, session.id);
  if (session.status !== 'complete' || !intent) return 'NO_CHANGE: session open';
  if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
    return recordApproved(tx, invoice, intent);
  }
  if (intent.status === 'canceled' || intent.status === 'requires_payment_method') {
    return recordDeclined(tx, invoice, intent);
  }
  return `NO_CHANGE: payment ${intent.status}`;
}

async function recordApproved(
  tx: Tx,
  invoice: PaymentInvoice,
  intent: Stripe.PaymentIntent,
): Promise<string> {
  let current = invoice;
  if (!(await hasAttempt(tx, invoice.uuid, intent.id, 'APPROVED'))) {
    const charge = approvedCharge(intent, invoice.saveCard);
    const card = cardOf(latestCharge(intent));
    const outcome = await recordPaymentOutcome(tx, {
      invoice,
      attemptUuid: newUuid(),
      processor: 'stripe',
      charge,
      card: { expMonth: card.expMonth, expYear: card.expYear },
      signature: invoice.signatureSvgPath,
    });
    await sendPaymentReceipts(tx, outcome.invoice, charge);
    current = outcome.invoice;
  }
  const charge = latestCharge(intent);
  await applyAmounts(tx, current, {
    paymentId: intent.id,
    capturedMinor: intent.amount_received,
    refundedMinor: charge?.amount_refunded ?? 0,
    fullyRefunded: charge?.refunded ?? false,
  });
  return current.status === 'REFUNDED' || charge?.refunded ? 'REFUNDED' : 'PAID';
}

/** A failed payment counts one attempt, once, and only while the link is still open. */
export async function recordDeclined(
  tx: Tx,
  invoice: PaymentInvoice,
  intent: Stripe.PaymentIntent,
): Promise<string> {
  if (invoice.status !== 'OPEN') return `IGNORED: link already ${invoice.status}`;
  const charge = declinedCharge(intent);
  const outcome = await recordPaymentOutcome(tx, {
    invoice,
    attemptUuid: newUuid(),
    processor: 'stripe',
    charge,
    card: { expMonth: 0, expYear: 0 },
    signature: invoice.signatureSvgPath,
  });
  return `DECLINED: ${charge.declineCode}; link ${outcome.invoice.status}`;
}

/** The session is over unpaid: the next Pay opens a new one, unless the link itself has expired. */
async function expireSession(tx: Tx, invoice: PaymentInvoice, sessionId: string): Promise<string> {
  if (invoice.checkoutSessionId === sessionId) {
    await updateInvoice(tx, invoice, {
      checkoutSessionId: null,
      checkoutUrl: null,
      checkoutIdempotencyKey: null,
      checkoutExpiresAt: null,
    });
  }
  const linkExpired = await markInvoiceExpired(tx, invoice, new Date());
  return linkExpired ? 'EXPIRED' : 'SESSION_EXPIRED: link still open';
}
