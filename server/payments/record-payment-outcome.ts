import type { Tx } from '../db/client';
import type { PaymentInvoice, PaymentLinkStatus } from '../db/schema';
import { enqueueWebhook } from '../partner-webhooks/enqueue-webhook';
import { insertPaymentAttempt, saveCardToken, updateInvoiceAfterAttempt } from './payment-attempt-records';
import { paymentWebhookPayload } from './payment-webhook';
import type { ChargeResult } from './processor';

/** The link after a charge: its updated row, whether it is closed, and what the payer may still try. */
export type RecordedPaymentOutcome = {
  invoice: PaymentInvoice;
  final: boolean;
  attemptsRemaining: number;
};

/**
 * Writes what a charge changed: the attempt, the link's new status (paid, declined once attempts
 * run out, else still open), the saved card token and the partner's webhook.
 */
export async function recordPaymentOutcome(
  tx: Tx,
  input: {
    invoice: PaymentInvoice;
    attemptUuid: string;
    processor: string;
    charge: ChargeResult;
    card: { expMonth: number; expYear: number };
    signature: string | null;
  },
): Promise<RecordedPaymentOutcome> {
  const { invoice, charge } = input;
  const attempt = await insertPaymentAttempt(tx, input);
  const attemptCount = invoice.attemptCount + 1;
  const linkStatus = linkStatusAfter(invoice, charge, attemptCount);
  const final = linkStatus !== 'OPEN';
  const updated = await updateInvoiceAfterAttempt(tx, invoice, { attemptCount, linkStatus, final, charge });
  const cardSaved = await saveCardToken(tx, updated, charge, input.card, input.processor);
  const attemptsRemaining = final ? 0 : invoice.maxAttempts - attemptCount;
  if (updated.webhookUrl) {
    await enqueueWebhook(tx, {
      kind: 'payment.completed',
      url: updated.webhookUrl,
      payload: paymentWebhookPayload(updated, attempt, { linkStatus, attemptsRemaining, cardSaved }),
      reference: updated.uuid,
      dealerUuid: updated.dealerUuid,
      // The partner that created the link verifies with its own webhook secret.
      apiClientUuid: updated.createdByKind === 'apiClient' ? updated.createdById : null,
    });
  }
  return { invoice: updated, final, attemptsRemaining };
}

function linkStatusAfter(
  invoice: PaymentInvoice,
  charge: ChargeResult,
  attemptCount: number,
): PaymentLinkStatus {
  // A refund reported before the payment itself stays the last word (events arrive in any order).
  if (invoice.status === 'REFUNDED') return 'REFUNDED';
  if (charge.outcome === 'APPROVED') return 'PAID';
  return attemptCount >= invoice.maxAttempts ? 'DECLINED' : 'OPEN';
}
