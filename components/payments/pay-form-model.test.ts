import { describe, expect, it } from 'vitest';
import type { PayInvoiceResponse } from '@/server/payments/payment.schemas';
import { paymentText } from '@/server/payments/payment-text';
import { answeredOutcome, groupDigits, payRequestOf, refusedOutcome } from './pay-form-model';

const words = paymentText('en');
const answer: PayInvoiceResponse = {
  error: null,
  warnings: [],
  invoiceId: 'inv-1',
  status: 'APPROVED',
  declineCode: null,
  declineReason: null,
  attemptsRemaining: 2,
  cardBrand: 'VISA',
  cardLast4: '4242',
  redirectUrl: null,
};
const payment = { paymentType: 'sale' as const, totalLabel: '$125.50' };

describe('the card entry', () => {
  it('groups the card number in fours and keeps at most 19 digits', () => {
    expect(groupDigits('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(groupDigits('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('sends the fields trimmed, and blank optional ones as null', () => {
    const form = new FormData();
    form.set('cardholderName', ' Ada Lovelace ');
    form.set('expiry', '12/30');
    form.set('cvc', '123');
    form.set('zipCode', ' ');
    expect(payRequestOf(form, '4242 4242 4242 4242', null)).toEqual({
      cardholderName: 'Ada Lovelace',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      zipCode: null,
      streetAddress: null,
      signature: null,
    });
  });

  it('says an approved payment with the card used, and a declined one with the attempts left', () => {
    expect(answeredOutcome(answer, words, payment)).toEqual({
      kind: 'approved',
      message: words.approvedBody('$125.50', 'Visa', '4242'),
    });
    expect(answeredOutcome({ ...answer, status: 'DECLINED', attemptsRemaining: 1 }, words, payment)).toEqual({
      kind: 'declined',
      reason: words.declineReasons.CARD_DECLINED,
      remaining: 1,
    });
  });

  it('explains a refused request in the payer’s words when the code is known', () => {
    const refused = { ...answer, error: { errorCode: 'UNKNOWN_CODE', errorDescription: 'Something else' } };
    expect(refusedOutcome(refused, words)).toEqual({ kind: 'error', message: 'Something else' });
    expect(refusedOutcome({ ...answer, error: null }, words)).toEqual({
      kind: 'error',
      message: words.unreachable,
    });
  });
});
