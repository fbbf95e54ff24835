import { db } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { log } from '../log';
import { getDealerPaymentSettings, getInvoiceByToken } from './payment-link-records';
import { redirectTo } from './redirect-url';
import { settleStripeCheckout } from './stripe/settle-stripe-checkout';

/**
 * The customer is back from Stripe Checkout (its success URL): the session is settled from Stripe
 * at once rather than waiting for the webhook, and a paid link answers the partner's
 * clientSideRedirectUrl to go on to. Stripe unreachable: the page shows what is known, and the
 * webhook or reconciliation settles it later.
 */
export async function confirmCheckoutReturn(token: string, sessionId: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token) || !/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) return null;
  const database = db();
  const invoice = await getInvoiceByToken(database, token);
  if (invoice?.processor !== 'stripe') return null;
  let current = invoice;
  if (invoice.status === 'OPEN') {
    const settings = await getDealerPaymentSettings(database, invoice.dealerUuid);
    if (!settings?.stripeAccount) return null;
    const account = settings.stripeAccount;
    try {
      const settled = await pipelinedTransaction(database, (tx) =>
        settleStripeCheckout(tx, { invoiceUuid: invoice.uuid, sessionId, stripeAccount: account }),
      );
      current = settled.invoice ?? invoice;
    } catch (error) {
      log.warn('checkout return could not be confirmed with Stripe', { invoiceUuid: invoice.uuid, error });
    }
  }
  return current.status === 'PAID' || current.status === 'REFUNDED' ? redirectTo(current, 'APPROVED') : null;
}
