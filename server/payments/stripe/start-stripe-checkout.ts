import { publicOrigin } from '../../core/public-origin';
import type { Database, Tx } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import type { PaymentInvoice } from '../../db/schema';
import { linkNotFound, refuseUnusableLink } from '../payment-link-guards';
import { getInvoiceByToken, updateInvoice } from '../payment-link-records';
import { recordLocalEvent } from '../processor-event-records';
import { checkoutExpiry, checkoutLifetime, checkoutSessionParams } from './checkout-session-params';
import { processorFailure, stripeClient } from './stripe-client';

/** An open session is handed out again while it has at least this long to live. */
const reuseMarginMs = 2 * 60_000;

type Plan = { url: string } | { key: string; expiresAt: Date };

/**
 * The link's Checkout Session on the dealership's connected account: the open one again, else a new
 * one. The idempotency key and expiry are committed before Stripe is asked, so a retry after a crash
 * repeats the same request and Stripe answers with the same session; the link stays locked while
 * asking, so a second press waits and then reuses it.
 */
export async function startStripeCheckout(
  database: Database,
  input: { token: string; stripeAccount: string; signature: string | null },
): Promise<string> {
  const plan = await pipelinedTransaction(database, (tx) => planCheckout(tx, input.token, input.signature));
  if ('url' in plan) return plan.url;
  return pipelinedTransaction(database, async (tx) => {
    const invoice = await lockedUsableInvoice(tx, input.token);
    if (invoice.checkoutSessionId && invoice.checkoutUrl && invoice.checkoutIdempotencyKey === plan.key) {
      return invoice.checkoutUrl;
    }
    const params = checkoutSessionParams(invoice, { origin: publicOrigin(), expiresAt: plan.expiresAt });
    const session = await stripeClient()
      .checkout.sessions.create(params, { stripeAccount: input.stripeAccount, idempotencyKey: plan.key })
      .catch(processorFailure);
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
    await updateInvoice(tx, invoice, { checkoutSessionId: session.id, checkoutUrl: session.url });
    await recordLocalEvent(tx, {
      processor: 'stripe',
      type: 'checkout.session.created',
      invoiceUuid: invoice.uuid,
      payload: {
        sessionId: session.id,
        account: input.stripeAccount,
        expiresAt: plan.expiresAt.toISOString(),
      },
      outcome: 'OPEN',
    });
    return session.url;
  });
}

async function lockedUsableInvoice(tx: Tx, token: string): Promise<PaymentInvoice> {
  const invoice = await getInvoiceByToken(tx, token, { forUpdate: true });
  if (!invoice) throw linkNotFound();
  refuseUnusableLink(invoice, new Date());
  return invoice;
}

/** The open session to reuse, else the key and expiry of the one to ask for (kept if still valid). */
async function planCheckout(tx: Tx, token: string, signature: string | null): Promise<Plan> {
  const invoice = await lockedUsableInvoice(tx, token);
  const now = new Date();
  const expiresAt = invoice.checkoutExpiresAt?.getTime() ?? 0;
  if (invoice.checkoutSessionId && invoice.checkoutUrl && expiresAt > now.getTime() + reuseMarginMs) {
    return { url: invoice.checkoutUrl };
  }
  const pendingStillValid =
    !invoice.checkoutSessionId &&
    invoice.checkoutIdempotencyKey !== null &&
    expiresAt >= now.getTime() + checkoutLifetime.minMs - 60_000;
  const count = pendingStillValid ? invoice.checkoutCount : invoice.checkoutCount + 1;
  const plan = pendingStillValid
    ? { key: invoice.checkoutIdempotencyKey as string, expiresAt: invoice.checkoutExpiresAt as Date }
    : { key: `checkout-${invoice.uuid}-${count}`, expiresAt: checkoutExpiry(invoice.expiresAt, now) };
  await updateInvoice(tx, invoice, {
    processor: 'stripe',
    checkoutSessionId: null,
    checkoutUrl: null,
    checkoutIdempotencyKey: plan.key,
    checkoutExpiresAt: plan.expiresAt,
    checkoutCount: count,
    signatureSvgPath: signature ?? invoice.signatureSvgPath,
  });
  return plan;
}
