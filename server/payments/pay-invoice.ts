import { and, eq } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import {
  type PaymentInvoice,
  type PaymentLinkStatus,
  paymentAttempts,
  paymentInvoices,
  savedCardTokens,
} from '../db/schema';
import { newUuid } from '../ids';
import { enqueueWebhook } from '../outbound/enqueue-webhook';
import { digitsOnly, isExpired, parseExpiry, passesLuhn } from './card';
import { formatMoney } from './money';
import type { PayInvoiceRequest, PayInvoiceResponse, PaymentWarning } from './payment.schemas';
import { brandName, paymentText } from './payment-text';
import { paymentWebhookPayload } from './payment-webhook';
import type { ChargeResult } from './processor';
import { getCustomerContacts, getDepartmentWithDealer, getInvoiceByToken, markInvoiceExpired } from './repo';
import { paymentProcessor } from './sandbox-processor';
import { type PaymentNotificationDraft, sendPaymentNotifications } from './send-payment-notifications';

type PayInput = { params: { token: string }; body: PayInvoiceRequest };

/**
 * A card submitted on the public payment page. The link row is locked for the whole attempt, so a
 * double tap cannot charge twice; the attempt, the link's new state, the saved card token, the
 * webhook and the receipts commit together. Card number and CVC go to the processor only.
 */
export async function payInvoice(ctx: UseCaseContext, input: PayInput): Promise<PayInvoiceResponse> {
  const card = checkCard(input.body, new Date());
  const token = input.params.token;
  await refuseExpired(ctx, token);

  return ctx.db.transaction(async (tx) => {
    const invoice = await getInvoiceByToken(tx, token, { forUpdate: true });
    if (!invoice) throw notFound();
    refuseUnusable(invoice, new Date());
    const zipCode = input.body.zipCode?.trim() || null;
    const streetAddress = input.body.streetAddress?.trim() || null;
    if ((invoice.verifyZipCode || invoice.verifyAvs) && !zipCode) {
      throw new DomainError('ZIP_CODE_REQUIRED', 'Enter the billing zip code of the card');
    }
    if (invoice.verifyAvs && !streetAddress) {
      throw new DomainError('STREET_ADDRESS_REQUIRED', 'Enter the billing street address of the card');
    }
    const signature = input.body.signature?.trim() || null;
    if (invoice.requireSignature && !signature) {
      throw new DomainError('SIGNATURE_REQUIRED', 'Sign in the signature box before paying');
    }

    const attemptUuid = newUuid();
    const processor = paymentProcessor();
    const charge = await processor.charge({
      idempotencyKey: attemptUuid,
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      capture: invoice.paymentType === 'sale',
      card: { ...card, holderName: input.body.cardholderName.trim(), zipCode, streetAddress },
      requireZipMatch: invoice.verifyZipCode,
      requireAvsMatch: invoice.verifyAvs,
      tokenize: invoice.saveCard,
    });

    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        uuid: attemptUuid,
        invoiceUuid: invoice.uuid,
        dealerUuid: invoice.dealerUuid,
        processor: processor.name,
        processorReference: charge.reference,
        paymentType: invoice.paymentType,
        amountMinor: invoice.totalMinor,
        currency: invoice.currency,
        outcome: charge.outcome,
        declineCode: charge.declineCode,
        avsResult: charge.avsResult,
        cardBrand: charge.brand,
        cardLast4: charge.last4,
        signatureSvgPath: signature,
      })
      .returning();
    if (!attempt) throw new Error(`Attempt on invoice ${invoice.uuid} was not recorded`);

    const attemptCount = invoice.attemptCount + 1;
    const approved = charge.outcome === 'APPROVED';
    const linkStatus: PaymentLinkStatus = approved
      ? 'PAID'
      : attemptCount >= invoice.maxAttempts
        ? 'DECLINED'
        : 'OPEN';
    const final = linkStatus !== 'OPEN';
    const [updated] = await tx
      .update(paymentInvoices)
      .set({
        attemptCount,
        status: linkStatus,
        completedAt: final ? new Date() : null,
        cardBrand: charge.brand,
        cardLast4: charge.last4,
      })
      .where(and(eq(paymentInvoices.uuid, invoice.uuid), eq(paymentInvoices.dealerUuid, invoice.dealerUuid)))
      .returning();
    if (!updated) throw new Error(`Invoice ${invoice.uuid} vanished during payment`);

    const cardSaved = await saveCardToken(tx, updated, charge, card, processor.name);
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
    const warnings = approved ? await sendReceipts(tx, updated, charge) : [];

    const words = paymentText(updated.language);
    return {
      error: null,
      warnings,
      invoiceId: updated.uuid,
      status: charge.outcome,
      declineCode: charge.declineCode,
      declineReason: charge.declineCode ? (words.declineReasons[charge.declineCode] ?? null) : null,
      attemptsRemaining,
      cardBrand: charge.brand,
      cardLast4: charge.last4,
      redirectUrl: final ? redirectTo(updated, charge.outcome) : null,
    };
  });
}

const notFound = () =>
  new DomainError(
    'PAYMENT_LINK_NOT_FOUND',
    'This payment link does not exist; open the whole link you received',
  );

/** Number, expiry and CVC are checked before anything is locked or sent to the processor. */
function checkCard(body: PayInvoiceRequest, now: Date) {
  const number = digitsOnly(body.cardNumber);
  if (!passesLuhn(number)) {
    throw new DomainError('INVALID_CARD_NUMBER', 'The card number is not valid; check the digits');
  }
  const expiry = parseExpiry(body.expiry);
  if (!expiry) throw new DomainError('INVALID_REQUEST', 'Enter the expiry as MM/YY');
  if (isExpired(expiry, now))
    throw new DomainError('CARD_EXPIRED', 'This card has expired; use another card');
  return { number, expMonth: expiry.month, expYear: expiry.year, cvc: body.cvc.trim() };
}

/** An open link past its ttl is marked EXPIRED (in its own write, so the refusal does not undo it). */
async function refuseExpired(ctx: UseCaseContext, token: string) {
  const invoice = await getInvoiceByToken(ctx.db, token);
  if (!invoice) throw notFound();
  const now = new Date();
  if (invoice.status === 'OPEN' && invoice.expiresAt <= now) {
    await markInvoiceExpired(ctx.db, invoice.uuid, now);
    throw new DomainError(
      'PAYMENT_LINK_EXPIRED',
      'This payment link has expired; ask the dealership for a new one',
    );
  }
}

function refuseUnusable(invoice: PaymentInvoice, now: Date) {
  if (invoice.status === 'PAID') {
    throw new DomainError('PAYMENT_LINK_ALREADY_PAID', 'This invoice is already paid; nothing more to pay');
  }
  if (invoice.status === 'DECLINED') {
    throw new DomainError(
      'PAYMENT_ATTEMPTS_EXHAUSTED',
      'The card was declined too many times on this link; contact the dealership to pay',
    );
  }
  if (invoice.status === 'EXPIRED' || invoice.expiresAt <= now) {
    throw new DomainError(
      'PAYMENT_LINK_EXPIRED',
      'This payment link has expired; ask the dealership for a new one',
    );
  }
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

/** clientSideRedirectUrl with the invoice and the outcome added, so the partner's page can show it. */
function redirectTo(invoice: PaymentInvoice, outcome: 'APPROVED' | 'DECLINED'): string | null {
  if (!invoice.redirectUrl) return null;
  const url = new URL(invoice.redirectUrl);
  url.searchParams.set('invoiceId', invoice.uuid);
  if (invoice.orderRef) url.searchParams.set('orderRef', invoice.orderRef);
  url.searchParams.set('status', outcome);
  return url.toString();
}

async function sendReceipts(
  tx: Tx,
  invoice: PaymentInvoice,
  charge: ChargeResult,
): Promise<PaymentWarning[]> {
  const { useMyKaarmaEmailReceipt, useMyKaarmaTextPaymentReceipt, footerToAdd } = invoice.flags;
  if (!useMyKaarmaEmailReceipt && !useMyKaarmaTextPaymentReceipt) return [];
  const department = await getDepartmentWithDealer(tx, invoice.departmentUuid);
  const contacts = await getCustomerContacts(tx, {
    dealerUuid: invoice.dealerUuid,
    customerUuid: invoice.customerUuid,
  });
  const dealerName = department?.dealerName ?? '';
  const words = paymentText(invoice.language);
  const amount = formatMoney(invoice.totalMinor, invoice.currency, invoice.language);
  const body = words.receiptText(dealerName, amount, brandName(charge.brand), charge.last4);
  const drafts: PaymentNotificationDraft[] = [];
  if (useMyKaarmaTextPaymentReceipt) {
    drafts.push({ kind: 'RECEIPT_TEXT', destination: contacts?.textPhone ?? null, subject: null, body });
  }
  if (useMyKaarmaEmailReceipt) {
    drafts.push({
      kind: 'RECEIPT_EMAIL',
      destination: contacts?.email ?? null,
      subject: words.receiptEmailSubject(dealerName),
      body,
    });
  }
  return sendPaymentNotifications(tx, {
    invoiceUuid: invoice.uuid,
    dealerUuid: invoice.dealerUuid,
    departmentUuid: invoice.departmentUuid,
    customerUuid: invoice.customerUuid,
    dealerAssociateUuid: invoice.dealerAssociateUuid,
    addFooter: footerToAdd,
    drafts,
  });
}
