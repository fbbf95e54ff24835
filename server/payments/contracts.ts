import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import {
  listPaymentLinksQuerySchema,
  payInvoiceRequestSchema,
  payInvoiceResponseSchema,
  paymentLimits,
  paymentLinkListSchema,
  paymentUrlRequestSchema,
  paymentUrlResponseSchema,
} from './payment.schemas';
import { sandboxTestCards } from './sandbox-processor';

const tag = 'Payments';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
] as const;

const departmentParams = z.object({ serviceSubscriberDepartmentToken: pathId });
const inDepartment = {
  scope: 'payment.all' as const,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { serviceSubscriberDepartmentToken: string } }) => [
    { departmentUuid: params.serviceSubscriberDepartmentToken },
  ],
};

const testCards = sandboxTestCards.map((c) => `${c.number} (${c.brand}): ${c.behaviour}`).join('; ');

const createDescription = [
  'Creates an invoice and a public payment link (/pay/<token>, no sign-in; the 43-character token is the only key) for a customer of the department named in the path, and answers customerId, invoiceId and paymentUrl.',
  'Customer: customerIdentifiers.customerId names a customer of the dealer (unknown: 422 INVALID_CUSTOMER_ID); otherwise the customer with the same customerKey, else one sharing a phone or email and the last name, is used and updated, else a customer is created (firstName and lastName required).',
  'Amounts are numbers in currency units with at most 2 decimals (125.5), stored exactly in cents; the customer pays amount plus additionalCharges, at most 99999.99 (INVALID_AMOUNT).',
  'Allowed values: language en (default), es, fr, optionally with a region (es-US); currency USD (default) or CAD; paymentType sale (default, charged at once) or auth (authorized only); preAuth "true"/"false" ("true" = auth; with paymentType sale: INVALID_PAYMENT_TYPE); requireSignature "true"/"false" (the page asks for a drawn signature); paymentReceiptFormat HTML (default) or TEXT; processedFor SERVICE (default), PARTS, SALES, OTHER; retryCount 0-5 (default 2) = attempts allowed after a decline.',
  `ttl is the life of the link in milliseconds, ${paymentLimits.minTtlMs}-${paymentLimits.maxTtlMs} (default 7 days); the link stops working once paid, out of attempts, or expired.`,
  'webHookUrl, clientSideRedirectUrl and paymentDetails.invoiceUrl must be absolute http(s) URLs (INVALID_URL). cssRef restyles the page only when its origin is allowlisted by the service (PAYMENT_CSS_ALLOWED_ORIGINS); otherwise it is ignored with warning CSS_REF_IGNORED.',
  'verifyZipCode: the page asks for the billing zip (prefilled from address.zipCode) and the payment is declined with ZIP_MISMATCH when it does not match the card; verifyAVS also asks for the street and declines with AVS_MISMATCH. saveCard keeps a processor token of an approved card for the customer, never the number.',
  'After each attempt (approved or declined) webHookUrl receives a POST signed like every ServiceBay webhook (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature = v1,base64 HMAC-SHA256 of "id.timestamp.body" with the webhook secret of the API client that created the link; links made by advisors use the service secret), retried with backoff for about 20 minutes until it answers 2xx. Body: {eventType "payment.completed", invoiceId, orderRef, departmentUuid, dealerUuid, customerId, amount (units), currency, paymentType, status APPROVED|DECLINED, declineCode, linkStatus OPEN|PAID|DECLINED, attemptsRemaining, transactionId, processorReference, cardBrand, cardLast4, cardSaved, timestamp (epoch ms)}.',
  'After an approved payment, or the last declined attempt, the customer is sent to clientSideRedirectUrl with invoiceId, orderRef and status added to its query.',
  'flags.useMyKaarmaTextPaymentRequest / useMyKaarmaEmailPaymentRequest ask to text / email the link, and the receipt flags a receipt after payment (footerToAdd appends the department footer). Sending is not connected to Messaging yet: each is recorded as not sent and reported with warning PAYMENT_REQUEST_NOT_SENT or RECEIPT_NOT_SENT.',
  `Sandbox test cards (any future expiry, any CVC): ${testCards}.`,
  'An advisor signed in to the web app may call this operation with the session cookie.',
  'Send an Idempotency-Key header to make retries safe: a repeated key with the same body answers the first invoice and link and sends nothing more; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED.',
].join(' ');

export const createPaymentUrlContract = defineContract({
  operationId: 'createPaymentUrl',
  method: 'POST',
  path: '/api/v3/department/{serviceSubscriberDepartmentToken}/url',
  summary: 'Create an online payment URL for a customer',
  description: createDescription,
  tag,
  family: 'payment',
  auth: inDepartment,
  params: departmentParams,
  body: paymentUrlRequestSchema,
  response: paymentUrlResponseSchema,
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'INVALID_DEPT_UUID',
    'INVALID_AMOUNT',
    'INVALID_PAYMENT_TYPE',
    'INVALID_RETRY_COUNT',
    'INVALID_TTL',
    'INVALID_URL',
    'CUSTOMER_NAME_REQUIRED',
    'INVALID_CUSTOMER_ID',
    'INVALID_DEALER_ASSOCIATE',
    'ONLINE_PAYMENTS_DISABLED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});

export const listPaymentUrlsContract = defineContract({
  operationId: 'listPaymentUrls',
  method: 'GET',
  path: '/api/v3/department/{serviceSubscriberDepartmentToken}/url',
  summary: "List the department's payment links",
  description:
    'Newest first, with the status a customer opening the link would see: OPEN, PAID, DECLINED (no attempts left), EXPIRED, CANCELED (by an advisor) or REFUNDED (the whole amount went back). Filter with status, search (customer name or email, invoice reference) and appointmentUuid (the links made for one visit); at most limit (default 50, at most 200), after skipping offset; totalCount counts every match. Page with the asOf of the first answer so that links created meanwhile do not shift the pages.',
  tag,
  family: 'payment',
  auth: inDepartment,
  params: departmentParams,
  query: listPaymentLinksQuerySchema,
  response: paymentLinkListSchema,
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEPT_UUID'],
});

export const payInvoiceContract = defineContract({
  operationId: 'payInvoice',
  method: 'POST',
  path: '/api/pay/{token}',
  summary: 'Pay a payment link (used by the public payment page)',
  description:
    'No authentication: the token of the link is the key. Used by the test-mode page of the sandbox processor only: for a dealership whose processor is Stripe, card data is refused (422 CARD_DATA_NOT_ACCEPTED) and the customer pays on Stripe Checkout (POST /api/pay/{token}/checkout). The card goes to the payment processor and is never stored; the answer says APPROVED or DECLINED (a decline is a 200; attemptsRemaining says whether the customer may try again) and, once the link is finished, where to send the customer (redirectUrl).',
  tag,
  family: 'payment',
  auth: 'public',
  params: z.object({ token: pathId }),
  body: payInvoiceRequestSchema,
  response: payInvoiceResponseSchema,
  errors: [
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'INVALID_CARD_NUMBER',
    'CARD_EXPIRED',
    'ZIP_CODE_REQUIRED',
    'STREET_ADDRESS_REQUIRED',
    'SIGNATURE_REQUIRED',
    'PAYMENT_LINK_NOT_FOUND',
    'PAYMENT_LINK_EXPIRED',
    'PAYMENT_LINK_ALREADY_PAID',
    'PAYMENT_ATTEMPTS_EXHAUSTED',
    'CARD_DATA_NOT_ACCEPTED',
  ],
});

export * from './payment-link-contracts';
export * from './visit-payment-contracts';
