import { ApiError } from '@/components/request-json';
import { type FormErrors, formErrorsOf } from '../form-errors';

const accountHint = "Enter the dealership's Stripe account id: acct_ followed by letters and digits";

/**
 * The server's refusals of a processor change, said for a dealership administrator: they cannot set
 * the server's keys themselves, so "not configured" names who can.
 */
export function paymentErrorsOf(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || error.code !== 'INVALID_PAYMENT_PROCESSOR')
    return formErrorsOf(error, ['processor', 'stripeAccount']);
  if (/not configured/i.test(error.message))
    return {
      fields: {},
      general:
        'Stripe is not set up on this server yet, so card payments stay with the sandbox. Ask the platform operator to add the Stripe keys, then choose Stripe again.',
    };
  if (/stripeAccount|connected account/i.test(error.message))
    return { fields: { stripeAccount: accountHint }, general: null };
  return { fields: {}, general: error.message };
}
