import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type PaymentAttempt,
  type PaymentInvoice,
  type PaymentLinkStatus,
  paymentAttempts,
  paymentInvoices,
  savedCardTokens,
} from '../db/schema';
import { newUuid } from '../ids';
import { enqueueWebhook } from '../outbound/enqueue-webhook';
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

async function insertPaymentAttempt(
  tx: Tx,
  input: {
    invoice: PaymentInvoice;
    attemptUuid: string;
    processor: string;
    charge: ChargeResult;
    signature: string | null;
  },
): Promise<PaymentAttempt> {
  const { invoice, charge } = input;
  const [attempt] = await tx
    .insert(paymentAttempts)
    .values({
      uuid: input.attemptUuid,
      invoiceUuid: invoice.uuid,
      dealerUuid: invoice.dealerUuid,
      processor: input.processor,
      processorReference: charge.reference,
      paymentType: invoice.paymentType,
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      outcome: charge.outcome,
      declineCode: charge.declineCode,
      avsResult: charge.avsResult,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      signatureSvgPath: input.signature,
    })
    .returning();
  if (!attempt) throw new Error(`Attempt on invoice ${invoice.uuid} was not recorded`);
  return attempt;
}

async function updateInvoiceAfterAttempt(
  tx: Tx,
  invoice: PaymentInvoice,
  change: { attemptCount: number; linkStatus: PaymentLinkStatus; final: boolean; charge: ChargeResult },
): Promise<PaymentInvoice> {
  const [updated] = await tx
    .update(paymentInvoices)
    .set({
      attemptCount: change.attemptCount,
      status: change.linkStatus,
      completedAt: change.final ? new Date() : null,
      cardBrand: change.charge.brand,
      cardLast4: change.charge.last4,
      processorPaymentId:
        change.charge.outcome === 'APPROVED' ? change.charge.reference : invoice.processorPaymentId,
      // A sale is captured with its approval; an authorization waits for the advisor's capture.
      capturedMinor:
        change.charge.outcome === 'APPROVED' && invoice.paymentType === 'sale'
          ? invoice.totalMinor
          : invoice.capturedMinor,
    })
    .where(and(eq(paymentInvoices.uuid, invoice.uuid), eq(paymentInvoices.dealerUuid, invoice.dealerUuid)))
    .returning();
  if (!updated) throw new Error(`Invoice ${invoice.uuid} vanished during payment`);
  return updated;
}

/** saveCard keeps the processor's token (brand, last four and expiry for display), never the number. */
async function saveCardToken(
  tx: Tx,
  invoice: PaymentInvoice,
  charge: ChargeResult,
  card: { expMonth: number; expYear: number },
  processor: string,
): Promise<boolean> {
  if (!invoice.saveCard || !charge.token) return false;
  await tx
    .insert(savedCardTokens)
    .values({
      uuid: newUuid(),
      dealerUuid: invoice.dealerUuid,
      customerUuid: invoice.customerUuid,
      processor,
      token: charge.token,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      sourceInvoiceUuid: invoice.uuid,
    })
    .onConflictDoNothing();
  return true;
}
