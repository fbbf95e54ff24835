import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import { paymentUrlResponseSchema, visitPaymentLinkRequestSchema } from './payment.schemas';

/* A payment link made for one visit, from the advisor's appointment page. */

export const createVisitPaymentLinkContract = defineContract({
  operationId: 'createVisitPaymentUrl',
  method: 'POST',
  path: '/api/v3/department/{serviceSubscriberDepartmentToken}/appointment/{appointmentUuid}/url',
  summary: 'Create a payment link for a visit (advisors signed in to the web app)',
  description: [
    "Creates a payment link like the payment URL operation, tied to the appointment and for the appointment's customer (customerIdentifiers is not sent).",
    'The link is listed with its appointmentUuid, and the list filters by it (GET .../url?appointmentUuid=).',
    'Only an advisor signed in to the web app may call it (API clients: 403 FORBIDDEN); an appointment that is not in the department answers 404 NO_SAR_FOUND.',
    'Other fields, their allowed values, errors and the Idempotency-Key behave as in createPaymentUrl.',
  ].join(' '),
  tag: 'Payments',
  family: 'payment',
  auth: {
    scope: 'payment.all',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.serviceSubscriberDepartmentToken }],
  },
  params: z.object({ serviceSubscriberDepartmentToken: pathId, appointmentUuid: pathId }),
  body: visitPaymentLinkRequestSchema,
  response: paymentUrlResponseSchema,
  errors: [
    'NO_AUTHENTICATION_PROVIDED',
    'UNAUTHORIZED',
    'INVALID_AUTHORITY_KEY_IN_REQUEST',
    'FORBIDDEN',
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'INVALID_DEPT_UUID',
    'NO_SAR_FOUND',
    'INVALID_AMOUNT',
    'INVALID_PAYMENT_TYPE',
    'INVALID_RETRY_COUNT',
    'INVALID_TTL',
    'INVALID_URL',
    'INVALID_DEALER_ASSOCIATE',
    'ONLINE_PAYMENTS_DISABLED',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});
