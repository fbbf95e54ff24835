import type Stripe from 'stripe';
import type { CardBrand } from '../card';
import type { ChargeResult, DeclineCode } from '../processor';

const brands: Record<string, CardBrand> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  discover: 'DISCOVER',
};

type Card = { brand?: string | null; last4?: string | null; exp_month?: number; exp_year?: number } | null;

/** What a Stripe payment tells the outcome records: brand, last four, expiry, never more of the card. */
export function cardOf(charge: Stripe.Charge | null): {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
} {
  const card: Card = charge?.payment_method_details?.card ?? null;
  return {
    brand: brands[card?.brand ?? ''] ?? 'UNKNOWN',
    last4: (card?.last4 ?? '').slice(-4),
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
  };
}

export const latestCharge = (intent: Stripe.PaymentIntent): Stripe.Charge | null =>
  intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;

/** An approved (authorized or captured) PaymentIntent as the processor-neutral charge result. */
export function approvedCharge(intent: Stripe.PaymentIntent, tokenize: boolean): ChargeResult {
  const charge = latestCharge(intent);
  const card = cardOf(charge);
  const method = intent.payment_method;
  return {
    outcome: 'APPROVED',
    declineCode: null,
    reference: intent.id,
    brand: card.brand,
    last4: card.last4,
    avsResult: avsOf(charge),
    token: tokenize && method ? (typeof method === 'string' ? method : method.id) : null,
  };
}

/** A failed PaymentIntent (payment_intent.payment_failed) as a declined charge result. */
export function declinedCharge(intent: Stripe.PaymentIntent): ChargeResult {
  const failure = intent.last_payment_error;
  const card = failure?.payment_method?.card ?? null;
  return {
    outcome: 'DECLINED',
    declineCode: declineCodeOf(failure?.decline_code ?? failure?.code ?? null),
    reference: intent.id,
    brand: brands[card?.brand ?? ''] ?? 'UNKNOWN',
    last4: (card?.last4 ?? '').slice(-4),
    avsResult: 'U',
    token: null,
  };
}

function declineCodeOf(code: string | null): DeclineCode {
  if (code === 'insufficient_funds') return 'INSUFFICIENT_FUNDS';
  if (code === 'incorrect_zip') return 'ZIP_MISMATCH';
  if (code === 'incorrect_address') return 'AVS_MISMATCH';
  return 'CARD_DECLINED';
}

function avsOf(charge: Stripe.Charge | null): ChargeResult['avsResult'] {
  const checks = charge?.payment_method_details?.card?.checks;
  if (!checks) return 'U';
  const zip = checks.address_postal_code_check === 'pass';
  const street = checks.address_line1_check === 'pass';
  if (zip && street) return 'Y';
  if (zip) return 'Z';
  return checks.address_postal_code_check === 'fail' ? 'N' : 'U';
}
