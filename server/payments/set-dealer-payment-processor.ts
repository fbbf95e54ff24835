import { z } from 'zod';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { PaymentProcessorName } from '../db/schema';
import { writeDealerPaymentProcessor } from './payment-link-records';
import { stripeConfigured } from './stripe/stripe-client';

export const paymentProcessorNames = ['sandbox', 'stripe'] as const;

export const dealerPaymentSettingsSchema = z.object({
  dealerUuid: z.string().trim().min(1).max(100),
  processor: z.enum(paymentProcessorNames),
  /** The dealership's Stripe Connect account; required for stripe, cleared for the sandbox. */
  stripeAccount: z
    .string()
    .max(64)
    .regex(/^acct_[A-Za-z0-9]{6,58}$/, 'a Stripe account id: acct_ followed by letters and digits')
    .nullish(),
});
export type DealerPaymentSettings = {
  dealerUuid: string;
  processor: PaymentProcessorName;
  stripeAccount: string | null;
};

/**
 * Chooses who takes a dealership's card payments. Stripe needs the platform's key on this server and
 * the dealership's connected account (acct_…); links already sent follow the new choice at their
 * next Pay.
 */
export async function setDealerPaymentProcessor(
  tx: Tx,
  input: { dealerUuid: string; processor: string; stripeAccount?: string | null },
): Promise<DealerPaymentSettings> {
  const parsed = dealerPaymentSettingsSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError(
      'INVALID_PAYMENT_PROCESSOR',
      `${issue?.path.join('.') || 'input'}: ${issue?.message}`,
    );
  }
  const { dealerUuid, processor } = parsed.data;
  const stripeAccount = processor === 'stripe' ? (parsed.data.stripeAccount ?? null) : null;
  if (processor === 'stripe' && !stripeAccount) {
    throw new DomainError(
      'INVALID_PAYMENT_PROCESSOR',
      'Stripe needs the dealership connected account (acct_…)',
    );
  }
  if (processor === 'stripe' && !stripeConfigured()) {
    throw new DomainError(
      'INVALID_PAYMENT_PROCESSOR',
      'Stripe is not configured on this server: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) first',
    );
  }
  const updated = await writeDealerPaymentProcessor(tx, dealerUuid, { processor, stripeAccount });
  if (!updated) throw new DomainError('DEALER_NOT_FOUND', `No dealer ${dealerUuid}`);
  return { dealerUuid, processor, stripeAccount };
}
