import type { PayInvoiceRequest, PayInvoiceResponse } from '@/server/payments/payment.schemas';
import { brandName, type PaymentText } from '@/server/payments/payment-text';

/** The card entry of the payment page: what the payer typed, sent, and what the answer means. */
export type PayOutcome =
  | { kind: 'declined'; reason: string; remaining: number }
  | { kind: 'approved'; message: string }
  | { kind: 'error'; message: string };

/** Groups digits in fours as they are typed, the way they are printed on the card. */
export const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export function payRequestOf(
  form: FormData,
  cardNumber: string,
  signature: string | null,
): PayInvoiceRequest {
  const field = (name: string) => String(form.get(name) ?? '').trim() || null;
  return {
    cardholderName: field('cardholderName') ?? '',
    cardNumber,
    expiry: field('expiry') ?? '',
    cvc: field('cvc') ?? '',
    zipCode: field('zipCode'),
    streetAddress: field('streetAddress'),
    signature,
  };
}

/** A refused request (HTTP error): the message in the payer's language when the code is known. */
export function refusedOutcome(result: PayInvoiceResponse, words: PaymentText): PayOutcome {
  const code = result.error?.errorCode ?? '';
  return {
    kind: 'error',
    message: words.errors[code] ?? result.error?.errorDescription ?? words.unreachable,
  };
}

/** An answered payment: approved (with the card used) or declined (with the attempts left). */
export function answeredOutcome(
  result: PayInvoiceResponse,
  words: PaymentText,
  payment: { paymentType: 'auth' | 'sale'; totalLabel: string },
): PayOutcome {
  if (result.status === 'APPROVED') {
    const body = payment.paymentType === 'auth' ? words.authorizedBody : words.approvedBody;
    return {
      kind: 'approved',
      message: body(payment.totalLabel, brandName(result.cardBrand), result.cardLast4),
    };
  }
  return {
    kind: 'declined',
    reason: result.declineReason ?? words.declineReasons.CARD_DECLINED ?? '',
    remaining: result.attemptsRemaining,
  };
}
