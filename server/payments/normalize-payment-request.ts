import { DomainError } from '../core/errors';
import { fromMinorUnits, toMinorUnits } from './money';
import {
  type PaymentLanguage,
  type PaymentUrlRequest,
  type PaymentWarning,
  paymentLimits,
} from './payment.schemas';

/** A payment URL request after the rules the schema cannot express: exact amounts, ranges, URLs. */
export type NormalizedPaymentRequest = {
  amountMinor: number;
  additionalCharges: Array<{ amountMinor: number; description: string }>;
  totalMinor: number;
  currency: string;
  paymentType: 'auth' | 'sale';
  paymentDescription: string | null;
  invoiceUrl: string | null;
  processedFor: string;
  paymentReceiptFormat: string;
  requireSignature: boolean;
  maxAttempts: number;
  verifyAvs: boolean;
  verifyZipCode: boolean;
  billingZipCode: string | null;
  language: PaymentLanguage;
  orderRef: string | null;
  ttlMs: number;
  saveCard: boolean;
  bypass3ds: boolean;
  webhookUrl: string | null;
  redirectUrl: string | null;
  cssRef: string | null;
  flags: {
    footerToAdd: boolean;
    useMyKaarmaEmailPaymentRequest: boolean;
    useMyKaarmaTextPaymentRequest: boolean;
    useMyKaarmaEmailReceipt: boolean;
    useMyKaarmaTextPaymentReceipt: boolean;
  };
  warnings: PaymentWarning[];
};

const clean = (value: string | null | undefined): string | null => value?.trim() || null;
const truthy = (value: string | boolean | null | undefined): boolean => value === true || value === 'true';

function minorOrThrow(amount: number, field: string): number {
  const minor = toMinorUnits(amount);
  if (minor === null) {
    throw new DomainError(
      'INVALID_AMOUNT',
      `${field} must be an amount with at most 2 decimals, e.g. 125.5 or 99.99; ${amount} is not`,
    );
  }
  if (minor <= 0) throw new DomainError('INVALID_AMOUNT', `${field} must be greater than 0`);
  return minor;
}

/** An absolute http(s) URL without credentials, or INVALID_URL naming the field. */
export function httpUrlOrThrow(raw: string | null | undefined, field: string): string | null {
  const value = clean(raw);
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DomainError('INVALID_URL', `${field} must be an absolute http or https URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DomainError('INVALID_URL', `${field} must use http or https`);
  }
  if (url.username || url.password) {
    throw new DomainError('INVALID_URL', `${field} must not contain a username or password`);
  }
  return url.toString();
}

/**
 * Applies the payment rules to a request the schema accepted. Each broken rule is a 400 with its
 * own code; a stylesheet from an origin that is not allowlisted only earns a warning.
 */
export function normalizePaymentRequest(
  body: PaymentUrlRequest,
  options: { allowedCssOrigins: readonly string[] },
): NormalizedPaymentRequest {
  const details = body.paymentDetails;
  const { amountMinor, additionalCharges, totalMinor } = checkedAmounts(details);
  const paymentType = checkedPaymentType(details);
  const retryCount = checkedRetryCount(details);
  const ttlMs = checkedTtl(body);
  const { webhookUrl, redirectUrl, invoiceUrl, cssRef, warnings } = checkedUrls(body, options);
  return {
    amountMinor,
    additionalCharges,
    totalMinor,
    currency: details.currency ?? 'USD',
    paymentType,
    paymentDescription: clean(details.paymentDescription),
    invoiceUrl,
    processedFor: details.processedFor ?? 'SERVICE',
    paymentReceiptFormat: details.paymentReceiptFormat ?? 'HTML',
    requireSignature: truthy(details.requireSignature),
    maxAttempts: 1 + retryCount,
    verifyAvs: details.verifyAVS ?? false,
    verifyZipCode: details.verifyZipCode ?? false,
    billingZipCode: clean(body.address?.zipCode),
    language: (clean(body.language)?.slice(0, 2).toLowerCase() ?? 'en') as PaymentLanguage,
    orderRef: clean(body.orderRef),
    ttlMs,
    saveCard: body.saveCard ?? false,
    bypass3ds: body.byPass3DS ?? false,
    webhookUrl,
    redirectUrl,
    cssRef,
    flags: flagsOf(body),
    warnings,
  };
}

type PaymentDetails = PaymentUrlRequest['paymentDetails'];

/** The amount and each additional charge in exact minor units, and their total within the limit. */
function checkedAmounts(details: PaymentDetails) {
  const amountMinor = minorOrThrow(details.amount, 'paymentDetails.amount');
  const charges = details.additionalCharges ?? [];
  if (charges.length > paymentLimits.maxAdditionalCharges) {
    throw new DomainError(
      'INVALID_REQUEST',
      `paymentDetails.additionalCharges may hold at most ${paymentLimits.maxAdditionalCharges} charges`,
    );
  }
  const additionalCharges = charges.map((c, i) => ({
    amountMinor: minorOrThrow(
      c.additionalChargeAmount,
      `paymentDetails.additionalCharges[${i}].additionalChargeAmount`,
    ),
    description: c.additionalChargeDescription.trim(),
  }));
  const totalMinor = additionalCharges.reduce((sum, c) => sum + c.amountMinor, amountMinor);
  if (totalMinor > paymentLimits.maxTotalMinor) {
    throw new DomainError(
      'INVALID_AMOUNT',
      `The total of amount and additional charges may be at most ${fromMinorUnits(paymentLimits.maxTotalMinor)}`,
    );
  }
  return { amountMinor, additionalCharges, totalMinor };
}

/** preAuth "true" means authorize only, so it may not be combined with a sale. */
function checkedPaymentType(details: PaymentDetails): 'auth' | 'sale' {
  const preAuth = truthy(details.preAuth);
  if (preAuth && details.paymentType === 'sale') {
    throw new DomainError(
      'INVALID_PAYMENT_TYPE',
      'preAuth "true" authorizes only, which contradicts paymentType sale; send paymentType auth or leave preAuth out',
    );
  }
  return preAuth ? 'auth' : (details.paymentType ?? 'sale');
}

function checkedRetryCount(details: PaymentDetails): number {
  const retryCount = details.retryCount ?? paymentLimits.defaultRetryCount;
  if (retryCount < 0 || retryCount > paymentLimits.maxRetryCount) {
    throw new DomainError(
      'INVALID_RETRY_COUNT',
      `paymentDetails.retryCount must be between 0 and ${paymentLimits.maxRetryCount}`,
    );
  }
  return retryCount;
}

function checkedTtl(body: PaymentUrlRequest): number {
  const ttlMs = body.ttl ?? paymentLimits.defaultTtlMs;
  if (ttlMs < paymentLimits.minTtlMs || ttlMs > paymentLimits.maxTtlMs) {
    throw new DomainError(
      'INVALID_TTL',
      `ttl is in milliseconds and must be between ${paymentLimits.minTtlMs} (1 minute) and ${paymentLimits.maxTtlMs} (30 days)`,
    );
  }
  return ttlMs;
}

/** The request's URLs, each absolute http(s); a stylesheet off the allowlist is dropped with a warning. */
function checkedUrls(body: PaymentUrlRequest, options: { allowedCssOrigins: readonly string[] }) {
  const warnings: PaymentWarning[] = [];
  const webhookUrl = httpUrlOrThrow(body.webHookUrl, 'webHookUrl');
  const redirectUrl = httpUrlOrThrow(body.clientSideRedirectUrl, 'clientSideRedirectUrl');
  const invoiceUrl = httpUrlOrThrow(body.paymentDetails.invoiceUrl, 'paymentDetails.invoiceUrl');
  let cssRef = httpUrlOrThrow(body.cssRef, 'cssRef');
  if (cssRef && !options.allowedCssOrigins.includes(new URL(cssRef).origin.toLowerCase())) {
    warnings.push({
      warningCode: 'CSS_REF_IGNORED',
      warningDescription: `cssRef is not from an allowlisted origin, so the payment page keeps its own style`,
    });
    cssRef = null;
  }
  return { webhookUrl, redirectUrl, invoiceUrl, cssRef, warnings };
}

function flagsOf(body: PaymentUrlRequest): NormalizedPaymentRequest['flags'] {
  const flags = body.flags ?? {};
  return {
    footerToAdd: flags.footerToAdd ?? false,
    useMyKaarmaEmailPaymentRequest: flags.useMyKaarmaEmailPaymentRequest ?? false,
    useMyKaarmaTextPaymentRequest: flags.useMyKaarmaTextPaymentRequest ?? false,
    useMyKaarmaEmailReceipt: flags.useMyKaarmaEmailReceipt ?? false,
    useMyKaarmaTextPaymentReceipt: flags.useMyKaarmaTextPaymentReceipt ?? false,
  };
}
