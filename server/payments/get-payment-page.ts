import { db } from '../db/client';
import type { PaymentLinkStatus, PaymentProcessorName } from '../db/schema';
import { env } from '../env';
import {
  effectiveStatus,
  getDealerPaymentSettings,
  getDepartmentWithDealer,
  getInvoiceByToken,
} from './payment-link-records';

/** What the public payment page shows for a token; null when no link has it. Never card data. */
export type PaymentPageView = {
  token: string;
  status: PaymentLinkStatus;
  /** Who takes the payment: the sandbox's test-mode page or Stripe Checkout. */
  processor: PaymentProcessorName;
  /** A signature was drawn on the invoice page already (the sandbox page need not ask again). */
  signed: boolean;
  language: string;
  dealerName: string;
  departmentName: string;
  description: string | null;
  orderRef: string | null;
  invoiceUrl: string | null;
  currency: string;
  amountMinor: number;
  additionalCharges: Array<{ amountMinor: number; description: string }>;
  totalMinor: number;
  paymentType: 'auth' | 'sale';
  requireSignature: boolean;
  verifyZipCode: boolean;
  verifyAvs: boolean;
  billingZipCode: string | null;
  saveCard: boolean;
  attemptsRemaining: number;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Only when its origin is allowlisted now (the allowlist may have shrunk since the link was made). */
  cssRef: string | null;
  redirectUrl: string | null;
};

export async function getPaymentPage(token: string): Promise<PaymentPageView | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const database = db();
  const invoice = await getInvoiceByToken(database, token);
  if (!invoice) return null;
  const department = await getDepartmentWithDealer(database, invoice.departmentUuid);
  const settings = await getDealerPaymentSettings(database, invoice.dealerUuid);
  const cssAllowed =
    invoice.cssRef !== null &&
    env().PAYMENT_CSS_ALLOWED_ORIGINS.includes(new URL(invoice.cssRef).origin.toLowerCase());
  return {
    token,
    status: effectiveStatus(invoice, new Date()),
    processor: settings?.processor === 'stripe' && settings.stripeAccount ? 'stripe' : 'sandbox',
    signed: invoice.signatureSvgPath !== null,
    language: invoice.language,
    dealerName: department?.dealerName ?? '',
    departmentName: department?.departmentName ?? '',
    description: invoice.paymentDescription,
    orderRef: invoice.orderRef,
    invoiceUrl: invoice.invoiceUrl,
    currency: invoice.currency,
    amountMinor: invoice.amountMinor,
    additionalCharges: invoice.additionalCharges,
    totalMinor: invoice.totalMinor,
    paymentType: invoice.paymentType,
    requireSignature: invoice.requireSignature,
    verifyZipCode: invoice.verifyZipCode,
    verifyAvs: invoice.verifyAvs,
    billingZipCode: invoice.billingZipCode,
    saveCard: invoice.saveCard,
    attemptsRemaining: Math.max(0, invoice.maxAttempts - invoice.attemptCount),
    cardBrand: invoice.cardBrand,
    cardLast4: invoice.cardLast4,
    cssRef: cssAllowed ? invoice.cssRef : null,
    redirectUrl: invoice.redirectUrl,
  };
}
