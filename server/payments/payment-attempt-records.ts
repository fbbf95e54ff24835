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
import type { ChargeResult } from './processor';

/** A payment attempt on a dealer's link, what it changes on the link, and the card it may save. */

export async function insertPaymentAttempt(
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

export async function updateInvoiceAfterAttempt(
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
export async function saveCardToken(
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

/** Whether the link already records this processor reference with this outcome (events repeat). */
export async function hasAttempt(
  tx: Tx,
  invoiceUuid: string,
  reference: string,
  outcome: 'APPROVED' | 'DECLINED',
) {
  const rows = await tx
    .select({ uuid: paymentAttempts.uuid })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.invoiceUuid, invoiceUuid),
        eq(paymentAttempts.processorReference, reference),
        eq(paymentAttempts.outcome, outcome),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
