import { describe, expect, it } from 'vitest';
import { ApiError } from '@/components/request-json';
import { paymentErrorsOf } from './payment-errors';

const refused = (message: string) => new ApiError(400, 'INVALID_PAYMENT_PROCESSOR', message);

describe('paymentErrorsOf', () => {
  it('says that Stripe is not set up on this server and who can change that', () => {
    const errors = paymentErrorsOf(
      refused(
        'Stripe is not configured on this server: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) first',
      ),
    );
    expect(errors.general).toMatch(/^Stripe is not set up on this server yet.*platform operator/);
    expect(errors.general).not.toMatch(/STRIPE_SECRET_KEY/);
  });

  it('puts a missing or malformed account id next to the account field', () => {
    for (const message of [
      'Stripe needs the dealership connected account (acct_…)',
      'stripeAccount: a Stripe account id: acct_ followed by letters and digits',
    ]) {
      expect(paymentErrorsOf(refused(message)).fields.stripeAccount).toMatch(
        /^Enter the dealership's Stripe account id/,
      );
    }
  });

  it('shows validation issues of the request like every other form', () => {
    const errors = paymentErrorsOf(
      new ApiError(
        400,
        'INVALID_REQUEST',
        'body.stripeAccount: Too big: expected string to have <=64 characters',
      ),
    );
    expect(errors.fields.stripeAccount).toBe('Use at most 64 characters');
  });
});
