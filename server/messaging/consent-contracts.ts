import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { recordConsentRequestSchema, textConsentResponseSchema } from './consent.schemas';

/* A customer's consent to texts, and the consent an advisor records with its evidence. */

const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
];
const params = z.object({ departmentUUID: pathId, customerUuid: pathId });
const inDepartment = (scope: 'communications.message.get' | 'message.create') => ({
  scope,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { departmentUUID: string } }) => [
    { departmentUuid: params.departmentUUID },
  ],
});
const path = '/api/communications/department/{departmentUUID}/customer/{customerUuid}/text-consent';

export const getTextConsentContract = defineContract({
  operationId: 'getTextConsent',
  method: 'GET',
  path,
  summary: "A customer's numbers with their consent to texts",
  description:
    'optInStatus OPTED_IN, OPTED_OUT or NONE (never asked); evidence is the latest consent an advisor recorded for the number (how, who, when), or null.',
  tag: 'Messaging',
  family: 'messaging',
  auth: inDepartment('communications.message.get'),
  params,
  response: textConsentResponseSchema,
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEPT_UUID', 'INVALID_CUSTOMER'],
});

export const recordConsentContract = defineContract({
  operationId: 'recordTextConsent',
  method: 'POST',
  path,
  summary: 'Record a consent to texts the customer gave in person or by phone (advisors)',
  description:
    'Only an advisor signed in to the web app may record one (API clients: 403 FORBIDDEN). The number (one of the customer’s) is opted in at the dealer, texts held for its opt-in go out, the evidence (method, the advisor, the time) is kept and the thread shows an event. Answers the customer’s numbers as the read does.',
  tag: 'Messaging',
  family: 'messaging',
  auth: inDepartment('message.create'),
  params,
  body: recordConsentRequestSchema,
  response: textConsentResponseSchema,
  errors: [...authErrors, 'INVALID_REQUEST', 'MALFORMED_JSON', 'INVALID_DEPT_UUID', 'INVALID_CUSTOMER'],
});
