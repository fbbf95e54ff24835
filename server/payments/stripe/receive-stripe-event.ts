import Stripe from 'stripe';
import { DomainError } from '../../core/errors';
import type { Database, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { applyAmounts, findInvoiceWithStripeAccount, getInvoiceByUuid } from '../payment-link-records';
import { lockUnprocessedEvent, markEventProcessed, storeProcessorEvent } from '../processor-event-records';
import { recordDeclined } from './apply-checkout-session';
import { settleStripeCheckout } from './settle-stripe-checkout';
import { stripeClient, stripeWebhookSecret } from './stripe-client';

/** Stripe's signature tolerance: an event signed longer ago than this is refused as a replay. */
const toleranceSeconds = 300;

export type ReceivedStripeEvent = { eventId: string; duplicate: boolean; outcome: string };

/**
 * A webhook from Stripe: signature checked with the platform's endpoint secret (a bad or stale one
 * is refused before anything is stored), the raw event kept once per id, then processed once. A
 * failure while processing leaves the event unprocessed, and Stripe's redelivery finishes it.
 */
export async function receiveStripeEvent(
  database: Database,
  input: { rawBody: string; signature: string | null },
): Promise<ReceivedStripeEvent> {
  const event = verifiedEvent(input.rawBody, input.signature);
  const payload = JSON.parse(input.rawBody) as Record<string, unknown>;
  await storeProcessorEvent(database, {
    id: event.id,
    processor: 'stripe',
    type: event.type.slice(0, 100),
    account: event.account ?? null,
    payload,
  });
  return pipelinedTransaction(database, async (tx) => {
    const stored = await lockUnprocessedEvent(tx, event.id);
    if (!stored) return { eventId: event.id, duplicate: true, outcome: 'DUPLICATE' };
    const result = await processEvent(tx, event);
    await markEventProcessed(tx, event.id, result);
    return { eventId: event.id, duplicate: false, outcome: result.outcome };
  });
}

function verifiedEvent(rawBody: string, signature: string | null): Stripe.Event {
  const secret = stripeWebhookSecret();
  if (!secret)
    throw new DomainError('INVALID_REQUEST', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
  if (!signature) throw new DomainError('INVALID_REQUEST', 'The Stripe-Signature header is missing');
  try {
    return stripeClient().webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new DomainError(
        'INVALID_REQUEST',
        'The Stripe-Signature header does not match this payload or is too old',
      );
    }
    throw error;
  }
}

type Processed = { invoiceUuid: string | null; outcome: string };

async function processEvent(tx: Tx, event: Stripe.Event): Promise<Processed> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return processSessionEvent(tx, event.data.object, event.account ?? null);
    case 'payment_intent.payment_failed':
      return processPaymentFailed(tx, event.data.object, event.account ?? null);
    case 'charge.refunded':
      return processRefund(tx, event.data.object, event.account ?? null);
    default:
      return { invoiceUuid: null, outcome: 'IGNORED: not an event ServiceBay acts on' };
  }
}

/** The link an event names, only when its dealership's connected account sent it. */
async function invoiceFor(
  tx: Tx,
  ref: { invoiceUuid: string | null; paymentId?: string | null; account: string | null },
) {
  const key = ref.invoiceUuid?.slice(0, 64) ?? '';
  const row = await findInvoiceWithStripeAccount(tx, { invoiceUuid: key, paymentId: ref.paymentId });
  if (!row || !ref.account || row.account !== ref.account) return null;
  return { uuid: row.uuid, account: ref.account };
}

async function processSessionEvent(tx: Tx, session: Stripe.Checkout.Session, account: string | null) {
  const found = await invoiceFor(tx, { invoiceUuid: session.client_reference_id ?? null, account });
  if (!found) return { invoiceUuid: null, outcome: 'IGNORED: no link of this account' };
  const settled = await settleStripeCheckout(tx, {
    invoiceUuid: found.uuid,
    sessionId: session.id,
    stripeAccount: found.account,
  });
  return { invoiceUuid: found.uuid, outcome: settled.outcome };
}

async function processPaymentFailed(tx: Tx, intent: Stripe.PaymentIntent, account: string | null) {
  const found = await invoiceFor(tx, {
    invoiceUuid: intent.metadata?.invoiceId ?? null,
    paymentId: intent.id,
    account,
  });
  if (!found) return { invoiceUuid: null, outcome: 'IGNORED: no link of this account' };
  const invoice = await getInvoiceByUuid(tx, found.uuid, { forUpdate: true });
  if (!invoice) return { invoiceUuid: null, outcome: 'IGNORED: unknown invoice' };
  return { invoiceUuid: invoice.uuid, outcome: await recordDeclined(tx, invoice, intent) };
}

/** charge.amount_refunded is the running total, so applying it again or late changes nothing. */
async function processRefund(tx: Tx, charge: Stripe.Charge, account: string | null) {
  const paymentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  const found = await invoiceFor(tx, { invoiceUuid: charge.metadata?.invoiceId ?? null, paymentId, account });
  if (!found) return { invoiceUuid: null, outcome: 'IGNORED: no link of this account' };
  const invoice = await getInvoiceByUuid(tx, found.uuid, { forUpdate: true });
  if (!invoice) return { invoiceUuid: null, outcome: 'IGNORED: unknown invoice' };
  await applyAmounts(tx, invoice, {
    paymentId,
    capturedMinor: charge.amount_captured,
    refundedMinor: charge.amount_refunded,
    fullyRefunded: charge.refunded,
  });
  return {
    invoiceUuid: invoice.uuid,
    outcome: charge.refunded ? 'REFUNDED' : `PARTIALLY_REFUNDED: ${charge.amount_refunded}`,
  };
}
