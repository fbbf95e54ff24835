import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { publicOrigin } from '../core/public-origin';
import type { StartCheckoutRequest, StartCheckoutResponse } from './payment-link-actions.schemas';
import { refuseExpiredLink, refuseUnusableLink } from './payment-link-guards';
import { getDealerPaymentSettings, updateInvoice } from './payment-link-records';
import { startStripeCheckout } from './stripe/start-stripe-checkout';

type StartInput = { params: { token: string }; body: StartCheckoutRequest };

/**
 * The invoice page's Pay: answers where the customer pays. Stripe: the link's Checkout Session on
 * the dealership's account (one per link, reused while open). Sandbox: its own test-mode page.
 * No card data passes here.
 */
export async function startCheckout(ctx: UseCaseContext, input: StartInput): Promise<StartCheckoutResponse> {
  const invoice = await refuseExpiredLink(ctx.db, input.params.token);
  refuseUnusableLink(invoice, new Date());
  const signature = input.body.signature?.trim() || null;
  if (invoice.requireSignature && !signature && !invoice.signatureSvgPath) {
    throw new DomainError('SIGNATURE_REQUIRED', 'Sign in the signature box before paying');
  }
  const settings = await getDealerPaymentSettings(ctx.db, invoice.dealerUuid);
  const base = { error: null, warnings: [], invoiceId: invoice.uuid };
  if (settings?.processor === 'stripe' && settings.stripeAccount) {
    const redirectUrl = await startStripeCheckout(ctx.db, {
      token: invoice.token,
      stripeAccount: settings.stripeAccount,
      signature,
    });
    return { ...base, processor: 'stripe', redirectUrl };
  }
  await updateInvoice(ctx.db, invoice, { processor: 'sandbox' });
  return {
    ...base,
    processor: 'sandbox',
    redirectUrl: `${publicOrigin()}/pay/${encodeURIComponent(invoice.token)}/sandbox`,
  };
}
