import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { identifier } from '../core/text';
import {
  appointmentTripsResponseSchema,
  partnerAppointmentRequestSchema,
  partnerDeleteQuerySchema,
  saveAppointmentWithTripResponseSchema,
} from './trip.schemas';

const tag = 'Pickup and delivery';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
];
/** The spec's "Partner update errors", then the trip module's own codes. */
const partnerErrors: ErrorCode[] = [
  'INVALID_DEALER_UUID',
  'INVALID_DEPT_UUID',
  'CUSTOMER_INFO_MISSING',
  'PARTNER_APPOINTMENT_DATETIME_REQUIRED',
  'INVALID_APPOINTMENT_INFORMATION',
  'PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED',
  'PICKUP_RIDE_TYPE_MUST_BE_PICKUP_VEHICLE',
  'DROPOFF_RIDE_TYPE_MUST_BE_DROPOFF_VEHICLE',
  'DROPOFF_RIDE_TIME_REQUIRED',
  'VALID_CREATOR_USER_UUID_REQUIRED',
  'PRIMARY_AND_SECONDARY_DRIVER_CANNOT_BE_SAME',
  'NO_OPERATION_SPECIFIED',
  'TRIP_ALREADY_EXISTS',
  'INVALID_DROPOFF_WITH_NEW_PICKUP',
  'DROPOFF_ALREADY_EXISTS',
  'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT',
  'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
  'USER_TOKEN_IS_BLANK',
  'INVALID_TRIP_TIME',
  'INVALID_TRIP_LOCATION',
  'TRIP_DRIVER_NOT_FOUND',
  'TRIP_NOT_EDITABLE',
  'INVALID_APPT_START_DATE_TIME',
  'INVALID_REQUEST',
  'INTERNAL_SERVER_ERROR',
];
const bodyNote =
  'appointmentDateTime is ISO-8601 with an offset (2027-03-04T10:00:00-0600); it is converted to the dealer’s wall clock for the appointment and is the appointment time of every trip touched. ' +
  'Trip times (mustStartBy, rideTime) are ISO-8601 with an offset too; trips are returned in the dealer’s zone. ' +
  'With trip data the transport option must be the department’s Pickup and Delivery option (PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED); left out or null, it is set to it. ' +
  'Unless source is WEB, appointmentInformation.creatorUser.uuid (a dealer associate of the department: who assigns the trips) and requesterUserUUID are required. ' +
  'Drivers (primaryDriverUUID, secondaryDriverUUID) are dealer associates of the department (TRIP_DRIVER_NOT_FOUND); a trip is DRAFT until it has a primary driver, then ASSIGNED. ' +
  'A trip that has started (OUTBOUND, AT_DESTINATION …) or ended cannot be changed or deleted (TRIP_NOT_EDITABLE, 409). ' +
  'On error the response keeps its shape: statusCode is the HTTP status, every UUID field is null. ';

const cases =
  'Per trip object: eventUUID and other fields → update; eventUUID only → delete; fields without eventUUID → create. ' +
  'Cases: a pickup delete always deletes its dropoff and ignores the dropoff body; a new pickup may bring a new dropoff but never an existing dropoff (INVALID_DROPOFF_WITH_NEW_PICKUP); ' +
  'a pickup eventUUID must be the appointment’s pickup (PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT), a dropoff eventUUID the dropoff linked to it (DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT, also when there is no pickup to link a new dropoff to); ' +
  'TRIP_ALREADY_EXISTS / DROPOFF_ALREADY_EXISTS when creating a second one; nothing to do → NO_OPERATION_SPECIFIED. ' +
  'eventUUID of the response is the pickup affected (or the appointment’s pickup when only its dropoff changed), dropoffEventUUID the dropoff affected.';

export const saveAppointmentWithTripsContract = defineContract({
  operationId: 'updatePartnerAppointmentWithTrip',
  method: 'PUT',
  path: '/api/appointment/v2/dealers/{dealerUuid}/partner-appointments-with-trip/{sarUUID}',
  summary: 'Update a partner appointment with its pickup and dropoff trips',
  description:
    bodyNote +
    cases +
    ' The appointment fields are a partial update (as PATCH); the appointment change and the trip changes commit together or not at all. ' +
    'enforcePreferences=false relaxes the dealer’s preferences: assignedUser null is accepted (the engine assigns an advisor) where the dealer otherwise requires one (USER_UUID_MANDATORY). The scheduling rules (slot, advisor, duplicates, capacity) always apply.',
  tag,
  family: 'partner',
  auth: {
    scope: 'appointment.create',
    level: 'DEALER',
    tenants: ({ params, body }) => [
      { dealerUuid: params.dealerUuid },
      ...(body.dealerDepartmentUUID?.trim() ? [{ departmentUuid: body.dealerDepartmentUUID.trim() }] : []),
    ],
  },
  params: z.object({ dealerUuid: pathId, sarUUID: identifier() }),
  query: z.object({ enforcePreferences: z.enum(['true', 'false']).optional() }),
  body: partnerAppointmentRequestSchema,
  response: saveAppointmentWithTripResponseSchema,
  errors: [
    ...authErrors,
    ...partnerErrors,
    'NO_SAR_FOUND',
    'INVALID_SAR_UUID',
    'EMPTY_SAR_UUID',
    'NO_SAR_UUID',
    'INCORRECT_APPOINTMENT',
    'INCORRECT_APPOINTMENT_DEPARTMENT',
    'INCORRECT_USER_INFO',
    'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
  ],
});

export const createAppointmentWithTripsContract = defineContract({
  operationId: 'createPartnerAppointmentWithTrip',
  method: 'POST',
  path: '/api/appointment/v2/dealers/{dealerUuid}/partner-appointments-with-trip',
  summary: 'Create a partner appointment with its pickup (and dropoff) trip',
  description:
    bodyNote +
    'Books the appointment in dealerDepartmentUUID with the create rules and creates the trips in the same transaction. ' +
    'Only creates apply: an eventUUID names no trip of a new appointment (PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT / DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT), and a dropoff needs a pickup in the same request.',
  tag,
  family: 'partner',
  auth: {
    scope: 'appointment.create',
    level: 'DEALER',
    tenants: ({ params, body }) => [
      { dealerUuid: params.dealerUuid },
      ...(body.dealerDepartmentUUID?.trim() ? [{ departmentUuid: body.dealerDepartmentUUID.trim() }] : []),
    ],
  },
  params: z.object({ dealerUuid: pathId }),
  body: partnerAppointmentRequestSchema,
  response: saveAppointmentWithTripResponseSchema,
  errors: [
    ...authErrors,
    ...partnerErrors,
    'SLOT_UNAVAILABLE',
    'DUPLICATE_APPOINTMENT_FOUND',
    'PAST_DATE',
    'INCORRECT_USER_INFO',
    'VEHICLE_UUID_NOT_FOUND',
  ],
});

export const findAppointmentTripsContract = defineContract({
  operationId: 'getPartnerAppointmentTrips',
  method: 'GET',
  path: '/api/appointment/v2/dealers/{dealerUuid}/partner-appointments-with-trip/{sarUUID}/trips',
  summary: 'Get the pickup and dropoff trips of an appointment',
  description:
    'tripViewDtos lists the pickup first, then its dropoff (parentEventUuid is the pickup); history lists what happened to each trip, deleted ones included. Times are ISO-8601 in the dealer’s zone with its offset.',
  tag,
  family: 'transport',
  auth: {
    scope: 'appointment.trip.read',
    level: 'DEALER',
    tenants: ({ params }) => [{ dealerUuid: params.dealerUuid }],
  },
  params: z.object({ dealerUuid: pathId, sarUUID: identifier() }),
  response: appointmentTripsResponseSchema,
  errors: [
    ...authErrors,
    'INVALID_DEALER_UUID',
    'NO_SAR_FOUND',
    'INVALID_SAR_UUID',
    'EMPTY_SAR_UUID',
    'NO_SAR_UUID',
  ],
});

export const deleteAppointmentWithTripsContract = defineContract({
  operationId: 'deletePartnerAppointmentWithTrip',
  method: 'DELETE',
  path: '/api/appointment/v2/departments/{dealerDepartmentUUID}/partner-appointments-with-trip/{appointmentUuid}',
  summary: 'Delete a partner appointment with its trips',
  description:
    'Deletes the appointment’s pickup and its dropoff and cancels the appointment, in one transaction; the trips are found from the appointment. ' +
    'Query: updatedByDAUUID (dealer associate of the department; required unless source is WEB: MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID), source (WEB, DEALER_APP, PND_API, EXTERNAL_CONTROLLER). ' +
    'A started trip cannot be deleted (TRIP_NOT_EDITABLE, 409).',
  tag,
  family: 'partner',
  auth: {
    scope: 'appointment.create',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.dealerDepartmentUUID }],
  },
  params: z.object({ dealerDepartmentUUID: pathId, appointmentUuid: identifier() }),
  query: partnerDeleteQuerySchema,
  response: saveAppointmentWithTripResponseSchema,
  errors: [
    ...authErrors,
    'INVALID_DEPT_UUID',
    'MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID',
    'NO_SAR_FOUND',
    'INVALID_SAR_UUID',
    'EMPTY_SAR_UUID',
    'NO_SAR_UUID',
    'INCORRECT_APPOINTMENT_DEPARTMENT',
    'INCORRECT_USER_INFO',
    'TRIP_NOT_EDITABLE',
    'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
  ],
});
