import { defineContract, type Input, type TenantRef } from '../core/contract';
import { recallsForVehicleResponse } from '../recalls/recall.schemas';
import * as s from './online.schemas';
import { onlineRecallsBody, partnerRecallsQuery } from './online-recalls.schemas';

/** The open recalls of a customer's vehicle on the online page and in the partners' online flow. */
const tag = 'Online scheduling';
const family = 'admin' as const;
const answer =
  'Each recall is an open campaign the dealership entered that covers the vehicle (its VIN listed, or its make and model within the model years; without a model year, the one its VIN gives when its check digit is right), for the department booking online: free (price 0.00), with its repair opcode and duration. Book it with selectedRecallOemIdSet: the visit gets recall true and the repair as a service line with its recallID.';

export const findOnlineRecallsContract = defineContract({
  operationId: 'findOnlineRecalls',
  method: 'POST',
  path: '/api/online/book/{dealer}/recalls',
  summary: "Open recalls of the customer's vehicle (public page)",
  description: `{dealer} is the dealer uuid or its short name; the query's department names the department as for the other public operations. session proves the phone; the vehicle is one of its customer's (vehicleUuid) or the one typed (vehicle: VIN, or year, make and model). ${answer}`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  body: onlineRecallsBody,
  response: recallsForVehicleResponse,
  errors: [
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'ONLINE_SCHEDULING_NOT_ENABLED',
    'CROSS_SITE_REQUEST',
    'VERIFICATION_REQUIRED',
    'VEHICLE_UUID_NOT_FOUND',
  ],
});

type WithDepartment = Input<{ departmentUuid: string }, unknown, unknown>;

export const findPartnerOnlineRecallsContract = defineContract({
  operationId: 'findPartnerOnlineRecalls',
  method: 'GET',
  path: '/api/online/v1/department/{departmentUuid}/recalls',
  summary: 'Open recalls of a vehicle, to offer in an online booking',
  description: `The vehicle: customerUuid with vehicleUuid (a saved vehicle), or vin, or make and model with year. ${answer}`,
  tag,
  family,
  auth: {
    scope: 'appointment.configuration',
    level: 'DEPARTMENT',
    tenants: ({ params }: WithDepartment): TenantRef[] => [{ departmentUuid: params.departmentUuid }],
  },
  params: s.departmentParam,
  query: partnerRecallsQuery,
  response: recallsForVehicleResponse,
  errors: [
    'NO_AUTHENTICATION_PROVIDED',
    'UNAUTHORIZED',
    'FORBIDDEN',
    'TOO_MANY_FAILED_ATTEMPTS',
    'INVALID_DEPT_UUID',
    'INVALID_REQUEST',
    'ONLINE_SCHEDULING_NOT_ENABLED',
    'VEHICLE_UUID_NOT_FOUND',
  ],
});
