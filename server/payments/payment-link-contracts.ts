import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import {
  paymentLinkDetailSchema,
  refundRequestSchema,
  startCheckoutRequestSchema,
  startCheckoutResponseSchema,
} from './payment-link-actions.schemas';

/* Starting a payment on the processor's page, and the advisors' actions on one link. */

const tag = 'Payments';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
];
const linkParams = z.object({ serviceSubscriberDepartmentToken: pathId, invoiceId: pathId });
const inDepartment = {
  scope: 'payment.all' as const,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { serviceSubscriberDepartmentToken: string } }) => [
    { departmentUuid: params.serviceSubscriberDepartmentToken },
  ],
};
const linkPath = '/api/v3/department/{serviceSubscriberDepartmentToken}/url/{invoiceId}';
const amounts =
  'Amounts are integers in minor units (cents): totalMinor, capturedMinor, refundedMinor, refundableMinor.';

export const startCheckoutContract = defineContract({
  operationId: 'startPaymentCheckout',
  method: 'POST',
  path: '/api/pay/{token}/checkout',
  summary: "Start paying a link on the processor's page (used by the public payment page)",
  description:
    "No authentication: the token of the link is the key, and no card data is sent. Answers redirectUrl, where the customer pays: for a dealership on Stripe, the link's Stripe Checkout Session on the dealership's connected account (one per link, the same one again while it is open); for the sandbox processor, its test-mode page. body.signature carries the drawn signature when the link asks for one (requireSignature).",
  tag,
  family: 'payment',
  auth: 'public',
  params: z.object({ token: pathId }),
  body: startCheckoutRequestSchema,
  response: startCheckoutResponseSchema,
  errors: [
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'SIGNATURE_REQUIRED',
    'PAYMENT_LINK_NOT_FOUND',
    'PAYMENT_LINK_EXPIRED',
    'PAYMENT_LINK_ALREADY_PAID',
    'PAYMENT_ATTEMPTS_EXHAUSTED',
    'PAYMENT_PROCESSOR_UNAVAILABLE',
  ],
});

export const getPaymentLinkContract = defineContract({
  operationId: 'getPaymentUrl',
  method: 'GET',
  path: linkPath,
  summary: 'One payment link: amounts, processor references, attempts and events',
  description: `${amounts} processor is sandbox or stripe; checkoutSessionId and processorPaymentId are the processor's references (Stripe: cs_… and pi_…). events lists what the processor reported (Stripe's webhooks as received) and what was done here (captures, refunds, cancellation), oldest first.`,
  tag,
  family: 'payment',
  auth: inDepartment,
  params: linkParams,
  response: paymentLinkDetailSchema,
  errors: [...authErrors, 'INVALID_DEPT_UUID', 'PAYMENT_LINK_NOT_FOUND'],
});

export const capturePaymentContract = defineContract({
  operationId: 'capturePayment',
  method: 'POST',
  path: `${linkPath}/capture`,
  summary: 'Capture an authorized payment',
  description: `Captures the whole authorized amount of a PAID link of paymentType auth (once). ${amounts}`,
  tag,
  family: 'payment',
  auth: inDepartment,
  params: linkParams,
  response: paymentLinkDetailSchema,
  errors: [
    ...authErrors,
    'INVALID_DEPT_UUID',
    'PAYMENT_LINK_NOT_FOUND',
    'PAYMENT_LINK_NOT_CAPTURABLE',
    'PAYMENT_PROCESSOR_UNAVAILABLE',
  ],
});

export const refundPaymentContract = defineContract({
  operationId: 'refundPayment',
  method: 'POST',
  path: `${linkPath}/refund`,
  summary: 'Refund a captured payment in full or in part',
  description: `body.amountMinor (cents; omitted: all that is left) goes back to the customer's card; once everything captured is refunded the link is REFUNDED. ${amounts}`,
  tag,
  family: 'payment',
  auth: inDepartment,
  params: linkParams,
  body: refundRequestSchema,
  response: paymentLinkDetailSchema,
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'INVALID_DEPT_UUID',
    'PAYMENT_LINK_NOT_FOUND',
    'PAYMENT_LINK_NOT_REFUNDABLE',
    'INVALID_REFUND_AMOUNT',
    'PAYMENT_PROCESSOR_UNAVAILABLE',
  ],
});

export const cancelPaymentLinkContract = defineContract({
  operationId: 'cancelPaymentUrl',
  method: 'POST',
  path: `${linkPath}/cancel`,
  summary: 'Cancel an unpaid payment link',
  description:
    'An OPEN link becomes CANCELED and its open Stripe Checkout Session is expired, so the customer can no longer pay it.',
  tag,
  family: 'payment',
  auth: inDepartment,
  params: linkParams,
  response: paymentLinkDetailSchema,
  errors: [
    ...authErrors,
    'INVALID_DEPT_UUID',
    'PAYMENT_LINK_NOT_FOUND',
    'PAYMENT_LINK_NOT_CANCELABLE',
    'PAYMENT_PROCESSOR_UNAVAILABLE',
  ],
});
