import type { Database } from '../../db/client';
import { pipelinedTransaction } from '../../db/pipelined-transaction';
import { log } from '../../log';
import { findCheckoutsToReconcile, getInvoiceExpiry } from '../payment-link-records';
import { retrieveCheckoutSession, settleStripeCheckout } from './settle-stripe-checkout';
import { processorFailure, stripeClient, stripeConfigured } from './stripe-client';

/** A session younger than this is left to its webhooks. */
const quietMs = 10 * 60_000;
const batch = 100;

/**
 * Every 10 minutes: links whose Checkout Session is still open here although it has expired, the
 * link has, or nothing has been heard for a while (a lost or late webhook) are settled from Stripe's
 * own state of the session. A session still open at Stripe past the link's ttl is expired there.
 */
export async function reconcileStripeCheckouts(
  database: Database,
  now: Date = new Date(),
): Promise<{ checked: number; settled: number; failed: number }> {
  if (!stripeConfigured()) return { checked: 0, settled: 0, failed: 0 };
  const candidates = await findCheckoutsToReconcile(database, {
    now,
    quietSince: new Date(now.getTime() - quietMs),
    limit: batch,
  });
  let settled = 0;
  let failed = 0;
  for (const candidate of candidates) {
    if (!candidate.sessionId || !candidate.account) continue;
    const ref = {
      invoiceUuid: candidate.uuid,
      sessionId: candidate.sessionId,
      stripeAccount: candidate.account,
    };
    try {
      await expireIfLinkExpired(database, ref, now);
      const result = await pipelinedTransaction(database, (tx) => settleStripeCheckout(tx, ref));
      if (!result.outcome.startsWith('NO_CHANGE')) settled++;
    } catch (error) {
      failed++;
      log.warn('checkout reconciliation failed for one link', { invoiceUuid: candidate.uuid, error });
    }
  }
  return { checked: candidates.length, settled, failed };
}

/** A link past its ttl must not stay payable at Stripe (its session may outlive it by design). */
async function expireIfLinkExpired(
  database: Database,
  ref: { invoiceUuid: string; sessionId: string; stripeAccount: string },
  now: Date,
): Promise<void> {
  const expiresAt = await getInvoiceExpiry(database, ref.invoiceUuid);
  if (!expiresAt || expiresAt > now) return;
  const session = await retrieveCheckoutSession(ref.sessionId, ref.stripeAccount);
  if (session.status !== 'open') return;
  await stripeClient()
    .checkout.sessions.expire(ref.sessionId, {}, { stripeAccount: ref.stripeAccount })
    .catch(processorFailure);
}
