import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { PaymentInvoice } from '../db/schema';
import { newUuid } from '../ids';
import { digitsOnly, isExpired, parseExpiry, passesLuhn } from './card';
import type { PayInvoiceRequest, PayInvoiceResponse, PaymentWarning } from './payment.schemas';
import { linkNotFound, refuseExpiredLink, refuseUnusableLink } from './payment-link-guards';
import { getDealerPaymentSettings, getInvoiceByToken } from './payment-link-records';
import { paymentText } from './payment-text';
import type { ChargeResult } from './processor';
import { recordLocalEvent } from './processor-event-records';
import { type RecordedPaymentOutcome, recordPaymentOutcome } from './record-payment-outcome';
import { redirectTo } from './redirect-url';
import { paymentProcessor } from './sandbox-processor';
import { sendPaymentReceipts } from './send-payment-receipts';

type PayInput = { params: { token: string }; body: PayInvoiceRequest };

/**
 * A card submitted on the public payment page. The link row is locked for the whole attempt, so a
 * double tap cannot charge twice; the attempt, the link's new state, the saved card token, the
 * webhook and the receipts commit together. Card number and CVC go to the processor only.
 */
export async function payInvoice(ctx: UseCaseContext, input: PayInput): Promise<PayInvoiceResponse> {
  const card = checkCard(input.body, new Date());
  const token = input.params.token;
  const found = await refuseExpiredLink(ctx.db, token);
  await refuseCardDataForStripe(ctx.db, found.dealerUuid);

  return pipelinedTransaction(ctx.db, async (tx) => {
    const invoice = await getInvoiceByToken(tx, token, { forUpdate: true });
    if (!invoice) throw linkNotFound();
    refuseUnusableLink(invoice, new Date());
    const billing = checkBillingDetails(invoice, input.body);

    const attemptUuid = newUuid();
    const processor = paymentProcessor();
    const charge = await processor.charge({
      idempotencyKey: attemptUuid,
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      capture: invoice.paymentType === 'sale',
      card: {
        ...card,
        holderName: input.body.cardholderName.trim(),
        zipCode: billing.zipCode,
        streetAddress: billing.streetAddress,
      },
      requireZipMatch: invoice.verifyZipCode,
      requireAvsMatch: invoice.verifyAvs,
      tokenize: invoice.saveCard,
    });

    const outcome = await recordPaymentOutcome(tx, {
      invoice,
      attemptUuid,
      processor: processor.name,
      charge,
      card,
      signature: billing.signature,
    });
    await recordLocalEvent(tx, {
      processor: 'sandbox',
      type: charge.outcome === 'APPROVED' ? 'payment.approved' : 'payment.declined',
      invoiceUuid: invoice.uuid,
      payload: { reference: charge.reference, declineCode: charge.declineCode, cardLast4: charge.last4 },
      outcome: outcome.invoice.status,
    });
    const warnings =
      charge.outcome === 'APPROVED' ? await sendPaymentReceipts(tx, outcome.invoice, charge) : [];
    return payResponse(outcome, charge, warnings);
  });
}

/** What the answer tells the page: the charge's outcome, what is left to try, where to go next. */
function payResponse(
  outcome: RecordedPaymentOutcome,
  charge: ChargeResult,
  warnings: PaymentWarning[],
): PayInvoiceResponse {
  const { invoice, final, attemptsRemaining } = outcome;
  const words = paymentText(invoice.language);
  return {
    error: null,
    warnings,
    invoiceId: invoice.uuid,
    status: charge.outcome,
    declineCode: charge.declineCode,
    declineReason: charge.declineCode ? (words.declineReasons[charge.declineCode] ?? null) : null,
    attemptsRemaining,
    cardBrand: charge.brand,
    cardLast4: charge.last4,
    redirectUrl: final ? redirectTo(invoice, charge.outcome) : null,
  };
}

/**
 * A dealership on Stripe takes cards on Stripe's own page only: card data sent here is refused
 * before anything is read from it, so ServiceBay never handles those cards.
 */
async function refuseCardDataForStripe(database: UseCaseContext['db'], dealerUuid: string) {
  const settings = await getDealerPaymentSettings(database, dealerUuid);
  if (settings?.processor === 'stripe') {
    throw new DomainError(
      'CARD_DATA_NOT_ACCEPTED',
      'This dealership takes cards on its processor page only; start the payment with POST /api/pay/{token}/checkout',
    );
  }
}

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

/** The billing details the link asks for (zip code, street for AVS, a signature), checked in that order. */
function checkBillingDetails(invoice: PaymentInvoice, body: PayInvoiceRequest) {
  const zipCode = body.zipCode?.trim() || null;
  const streetAddress = body.streetAddress?.trim() || null;
  if ((invoice.verifyZipCode || invoice.verifyAvs) && !zipCode) {
    throw new DomainError('ZIP_CODE_REQUIRED', 'Enter the billing zip code of the card');
  }
  if (invoice.verifyAvs && !streetAddress) {
    throw new DomainError('STREET_ADDRESS_REQUIRED', 'Enter the billing street address of the card');
  }
  // A signature drawn on the invoice page before coming to the sandbox's page counts too.
  const signature = body.signature?.trim() || invoice.signatureSvgPath || null;
  if (invoice.requireSignature && !signature) {
    throw new DomainError('SIGNATURE_REQUIRED', 'Sign in the signature box before paying');
  }
  return { zipCode, streetAddress, signature };
}
