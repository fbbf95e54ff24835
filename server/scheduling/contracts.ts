import { z } from 'zod';
import { defineContract } from '../http/contract';
import { pathId } from '../http/envelopes';
import {
  brandYearsRequestSchema,
  brandYearsResponseSchema,
  eligibleAdvisorsResponseSchema,
  transportOptionListResponseSchema,
} from './scheduling.schemas';

const tag = 'Scheduling';
const auth401 = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
];

export const listTransportOptionsContract = defineContract({
  operationId: 'listTransportOptions',
  method: 'GET',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/transportOption/list',
  summary: 'Transport options of a department',
  description: 'The options rarely change: clients may cache the list for a day.',
  tag,
  family: 'transport',
  auth: {
    scope: 'appointment.transportOptions',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.dealerDepartmentUUID }],
  },
  params: z.object({ dealerDepartmentUUID: pathId }),
  response: transportOptionListResponseSchema,
  errors: [...auth401, 'INVALID_DEPT_UUID'],
});

export const listEligibleAdvisorsContract = defineContract({
  operationId: 'listEligibleAdvisors',
  method: 'GET',
  path: '/api/appointment/v2/dealer/{dealerUuid}/eligibleAdvisor/list',
  summary: 'Service advisors appointments can be assigned to',
  description: 'Optional query parameters departmentUuid and teamUuid narrow the list.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.configuration',
    level: 'DEALER',
    tenants: ({ params }) => [{ dealerUuid: params.dealerUuid }],
  },
  params: z.object({ dealerUuid: pathId }),
  query: z.object({ departmentUuid: z.string().optional(), teamUuid: z.string().optional() }),
  response: eligibleAdvisorsResponseSchema,
  errors: [...auth401, 'INVALID_DEALER_UUID', 'SCHEDULER_FEATURE_NOT_ENABLED'],
});

export const listBrandYearsContract = defineContract({
  operationId: 'listDealerBrandYears',
  method: 'POST',
  path: '/api/appointment/v2/dealer-vehicle-config/brand-years',
  summary: 'Brands and model years each dealer services',
  description: 'Body {dealerUuids: [...]}; years are listed newest first.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.configuration',
    level: 'DEALER',
    tenants: ({ body }) => (body.dealerUuids ?? []).map((dealerUuid) => ({ dealerUuid })),
  },
  body: brandYearsRequestSchema,
  response: brandYearsResponseSchema,
  errors: [...auth401, 'INVALID_DEALER_UUID', 'DEALER_UUID_MISSING'],
});
