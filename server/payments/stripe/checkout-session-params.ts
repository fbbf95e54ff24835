import type Stripe from 'stripe';
import type { PaymentInvoice } from '../../db/schema';

const minute = 60_000;
/** Stripe accepts expires_at from 30 minutes to 24 hours after creation; a minute's margin each side. */
export const checkoutLifetime = { minMs: 31 * minute, maxMs: 24 * 60 * minute - minute };

/**
 * When a new session should expire: with the link, inside Stripe's bounds. A link with less than
 * half an hour left gets Stripe's shortest session; reconciliation expires it with the link.
 */
export function checkoutExpiry(linkExpiresAt: Date, now: Date): Date {
  const earliest = now.getTime() + checkoutLifetime.minMs;
  const latest = now.getTime() + checkoutLifetime.maxMs;
  return new Date(Math.min(Math.max(linkExpiresAt.getTime(), earliest), latest));
}

const stripeLocales = new Set(['en', 'es', 'fr']);

/** The Checkout Session of one link: its total in minor units, how it is captured, where it returns. */
export function checkoutSessionParams(
  invoice: PaymentInvoice,
  options: { origin: string; expiresAt: Date },
): Stripe.Checkout.SessionCreateParams {
  const page = `${options.origin}/pay/${encodeURIComponent(invoice.token)}`;
  const metadata = { invoiceId: invoice.uuid, orderRef: invoice.orderRef ?? '' };
  const language = invoice.language.slice(0, 2);
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: invoice.currency.toLowerCase(),
          unit_amount: invoice.totalMinor,
          product_data: { name: lineName(invoice) },
        },
      },
    ],
    payment_intent_data: {
      capture_method: invoice.paymentType === 'auth' ? 'manual' : 'automatic',
      ...(invoice.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
      metadata,
      ...(invoice.paymentDescription ? { description: invoice.paymentDescription.slice(0, 1000) } : {}),
    },
    expires_at: Math.floor(options.expiresAt.getTime() / 1000),
    success_url: `${page}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: page,
    client_reference_id: invoice.uuid,
    metadata,
    billing_address_collection: invoice.verifyAvs || invoice.verifyZipCode ? 'required' : 'auto',
    ...(stripeLocales.has(language)
      ? { locale: language as Stripe.Checkout.SessionCreateParams.Locale }
      : {}),
  };
}

function lineName(invoice: PaymentInvoice): string {
  const name = invoice.paymentDescription || (invoice.orderRef ? `Order ${invoice.orderRef}` : 'Invoice');
  return name.slice(0, 250);
}
