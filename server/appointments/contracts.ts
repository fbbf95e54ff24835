import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { dateTimeText, identifier } from '../core/text';
import {
  appointmentRequestSchema,
  draftRequestSchema,
  draftResponseSchema,
  listFilterSchema,
  listResponseSchema,
  lookupManyResponseSchema,
  lookupOneResponseSchema,
  saveResponseSchema,
} from './appointment.schemas';

const tag = 'Appointments';
const auth401: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
];
const createErrors: ErrorCode[] = [
  'SCHEDULER_FEATURE_NOT_ENABLED',
  'INVALID_DEALER_UUID',
  'INCORRECT_DEALER_INFO',
  'INVALID_DEPT_UUID',
  'DUPLICATE_APPOINTMENT_FOUND',
  'APPOINTMENT_KEY_EXISTS',
  'MISSING_CUSTOMER_UUID',
  'INCORRECT_USER_INFO',
  'USER_UUID_MANDATORY',
  'NO_SA_AVAILABLE',
  'SLOT_UNAVAILABLE',
  'NO_TIME_INTERVAL_EXISTS',
  'TRANSPORT_OPTION_MISMATCH',
  'TRANSPORT_OPTION_UNAVAILABLE',
  'TRANSPORT_OPTION_INVALID',
  'CUSTOMER_INFO_MISSING',
  'START_DATE_BEFORE_END_DATE',
  'INVALID_APPT_START_DATE_TIME',
  'INVALID_APPT_END_DATE_TIME',
  'APPT_START_END_DATE_MISMATCH',
  'VEHICLE_NOT_FOUND',
  'VEHICLE_UUID_NOT_FOUND',
  'NO_DATE',
  'PAST_DATE',
  'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER',
  'INCORRECT_APPOINTMENT_STATUS',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL_SERVER_ERROR',
];
const timeNote =
  'Date-times are wall-clock yyyy-MM-ddTHH:mm:ss in the dealer’s IANA time zone (returned as timeZone; a time skipped by a DST change is refused). ';

export const createAppointmentContract = defineContract({
  operationId: 'createAppointment',
  method: 'POST',
  path: '/api/appointment/v2/dealer/{dealerUuid}/appointment',
  summary: 'Create an appointment',
  description:
    timeNote +
    'customerUuid and vehicleInformation at the top level; the other fields inside appointmentInformation (or flat, as listed in the field table). ' +
    'assignedUser null: the least-loaded advisor of the department that day is assigned. A service item with only operationUuid or title (labor code) is completed from the opcode catalog. ' +
    'Send an Idempotency-Key header to make retries safe: a repeated key returns the first result. Without appointmentEndDateTime the visit lasts as long as its services (their durationInMins, rounded up to whole slots; at least one slot) and holds its advisor and slots for all of it. ' +
    'A customer may hold at most 3 future appointments (per-dealer setting): the booking that reaches it carries the warning MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER, one beyond is refused with that code (409). ' +
    'Walk-ins: isOverridden true books inside the notice window and over the advisors’ limits (APPT_RULE_WARN_DEALER_OFFSET, APPT_RULE_WARN_SA_* limits, APPT_RULE_WARN_SUM_INDIVIDUAL_*; hours, closures, capacity and transport options still hold). Only signed-in dealership administrators and holders of the authority appointment.booking.override may (403 FORBIDDEN otherwise); overrideReason is required (400 INVALID_REQUEST) and kept in the history entry of the booking.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.create',
    level: 'DEALER',
    tenants: ({ params }) => [{ dealerUuid: params.dealerUuid }],
  },
  params: z.object({ dealerUuid: pathId }),
  body: appointmentRequestSchema,
  response: saveResponseSchema,
  errors: [...auth401, ...createErrors],
});

export const updateAppointmentContract = defineContract({
  operationId: 'updateAppointment',
  method: 'PATCH',
  path: '/api/appointment/v2/department/{dealerDepartmentUuid}/appointment/{appointmentUuid}',
  summary: 'Update or cancel an appointment',
  description:
    timeNote +
    'Partial update: absent fields are unchanged; serviceList, when sent, replaces the list. A move or a new serviceList without appointmentEndDateTime makes the visit as long as its services. Cancel with {"appointmentInformation":{"status":"CANCELLED"}}. ' +
    'Statuses: Scheduled → Confirmed → Reminder Sent → Show / No Show; a new start time makes an open appointment Rescheduled; Rescheduling/Cancellation Requested move on to Rescheduled/Cancelled or back to Confirmed/Scheduled; Cancelled, CANCELLED, Show, No Show and FAILED are final (INCORRECT_APPOINTMENT_STATUS for anything else, INCORRECT_APPOINTMENT for changing a final one). ' +
    'Service lane: Show (arrived) only on the visit’s day in the dealer’s zone, No Show only once its start has passed; Show, No Show and Confirmed can be taken back to the status before them on the day they were set (the history records it), not later. An arrived (Show) visit still takes its write-up: serviceList, mileageText, comments, internalNotes, transportOption, appointmentMetaData. isOverridden and overrideReason are ignored on update. ' +
    'A concurrent update of the same appointment is refused with UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK (retry). An appointment linked to a repair order cannot be changed.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.create',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.dealerDepartmentUuid }],
  },
  params: z.object({ dealerDepartmentUuid: pathId, appointmentUuid: identifier(255, 'INVALID_SAR_UUID') }),
  body: appointmentRequestSchema,
  response: saveResponseSchema,
  errors: [
    ...auth401,
    ...createErrors,
    'INVALID_SAR_UUID',
    'INCORRECT_APPOINTMENT',
    'INCORRECT_APPOINTMENT_DEPARTMENT',
    'EMPTY_SAR_UUID',
    'NO_SAR_UUID',
    'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
    'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED',
    'NO_SAR_FOUND',
  ],
});

export const createDraftAppointmentContract = defineContract({
  operationId: 'createDraftAppointment',
  method: 'POST',
  path: '/api/appointment/v2/dealer/{dealerUuid}/draftAppointment',
  summary: 'Create a draft appointment and its deep link',
  description:
    timeNote +
    'Stores a proposed visit; deepLink opens a public page where the customer confirms it, which books the appointment with every rule checked again. opCodes lists labor codes or opcode uuids; transportOption is a transport option uuid; expiry defaults to 7 days.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.draft.create',
    level: 'DEALER',
    tenants: ({ params }) => [{ dealerUuid: params.dealerUuid }],
  },
  params: z.object({ dealerUuid: pathId }),
  body: draftRequestSchema,
  response: draftResponseSchema,
  errors: [
    ...auth401,
    'INVALID_DEALER_UUID',
    'SCHEDULER_FEATURE_NOT_ENABLED',
    'CUSTOMER_INFO_MISSING',
    'NO_DATE',
    'PAST_DATE',
    'INVALID_APPT_START_DATE_TIME',
    'INVALID_APPT_END_DATE_TIME',
    'INVALID_DATE_FORMAT',
  ],
});

export const confirmDraftAppointmentContract = defineContract({
  operationId: 'confirmDraftAppointment',
  method: 'POST',
  path: '/api/appointment/v2/draft/{token}/confirm',
  summary: 'Confirm a draft appointment (public; used by the deep-link page)',
  description:
    'The token of the deep link is the credential. Books the appointment or answers why the time is no longer available.',
  tag,
  family: 'appointment',
  auth: 'public',
  params: z.object({ token: identifier(100).min(16) }),
  response: saveResponseSchema,
  errors: [
    'DRAFT_NOT_FOUND',
    'DRAFT_EXPIRED',
    'DRAFT_ALREADY_CONFIRMED',
    'SLOT_UNAVAILABLE',
    'NO_SA_AVAILABLE',
    'PAST_DATE',
    'NO_TIME_INTERVAL_EXISTS',
  ],
});

const lookupAuth = {
  scope: 'appointment.get' as const,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { departmentUuid: string } }) => [
    { departmentUuid: params.departmentUuid },
  ],
};

export const getAppointmentContract = defineContract({
  operationId: 'getAppointmentByUuid',
  method: 'GET',
  path: '/api/appointment/v2/dealerDepartment/{departmentUuid}/uuid/{appointmentUuid}',
  summary: 'Get an appointment by uuid (with its history)',
  tag,
  family: 'appointmentLookup',
  auth: lookupAuth,
  params: z.object({ departmentUuid: pathId, appointmentUuid: identifier(255, 'INVALID_SAR_UUID') }),
  response: lookupOneResponseSchema,
  errors: [
    ...auth401,
    'INVALID_DEPT_UUID',
    'INVALID_SAR_UUID',
    'INCORRECT_APPOINTMENT',
    'EMPTY_SAR_UUID',
    'NO_SAR_UUID',
    'NO_SAR_FOUND',
  ],
});

export const findAppointmentsByDateContract = defineContract({
  operationId: 'getAppointmentsByDate',
  method: 'GET',
  path: '/api/appointment/v2/dealerDepartment/{departmentUuid}/date/{date}',
  summary: 'Appointments of a day (yyyy-MM-dd, in the dealer’s time zone)',
  tag,
  family: 'appointmentLookup',
  auth: lookupAuth,
  params: z.object({ departmentUuid: pathId, date: dateTimeText('INVALID_DATE_FORMAT') }),
  response: lookupManyResponseSchema,
  errors: [...auth401, 'INVALID_DEPT_UUID', 'INVALID_DATE_FORMAT', 'NO_DATE', 'DATE_EMPTY'],
});

export const findAppointmentsByOrderContract = defineContract({
  operationId: 'getAppointmentsByOrder',
  method: 'GET',
  path: '/api/appointment/v2/dealerDepartment/{departmentUuid}/order/{orderUuid}',
  summary: 'The appointment linked to a repair order',
  tag,
  family: 'appointmentLookup',
  auth: lookupAuth,
  params: z.object({ departmentUuid: pathId, orderUuid: pathId }),
  response: lookupManyResponseSchema,
  errors: [...auth401, 'INVALID_DEPT_UUID', 'INVALID_ORDER_UUID'],
});

export const findAppointmentsForCustomerContract = defineContract({
  operationId: 'getAppointmentsForCustomer',
  method: 'GET',
  path: '/api/appointment/v2/dealerDepartment/{departmentUuid}/customer/{customerUuid}',
  summary: 'Appointments of a customer, newest first',
  tag,
  family: 'appointmentLookup',
  auth: lookupAuth,
  params: z.object({ departmentUuid: identifier(), customerUuid: identifier() }),
  query: z.object({
    fetchOnlyLatestAppointment: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    fromDate: dateTimeText('INVALID_DATE_FORMAT')
      .optional()
      .describe('yyyy-MM-ddTHH:mm:ss in the dealer’s time zone'),
  }),
  response: lookupManyResponseSchema,
  errors: [
    ...auth401,
    'INVALID_DEPT_UUID',
    'MISSING_CUSTOMER_UUID',
    'MISSING_DEALER_DEPARTMENT_UUID',
    'INVALID_CUSTOMER_UUID',
    'INVALID_DATE_FORMAT',
  ],
});

export const listAppointmentsContract = defineContract({
  operationId: 'listAppointmentsByFilter',
  method: 'POST',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/list',
  summary: 'List appointments by filter, paged',
  description:
    'Send one kind of filter: appointmentKeys, appointmentUuids, customerUuids, teamUuids, startDate/endDate (appointment day), startCreatedDate/endCreatedDate, or createdBy (dealerapp, online, DMS, API). ' +
    'Several kinds are combined (an appointment must match all) and the response warns MULTIPLE_FILTER_KINDS_COMBINED. pageNumber is 1-based; pageSize 1–100. ' +
    'orderBy: appointmentDateTime (default), createdDateTime, updatedDateTime, status, appointmentKey; sortAscending defaults to true.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.get',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.dealerDepartmentUUID }],
  },
  params: z.object({ dealerDepartmentUUID: pathId }),
  body: listFilterSchema,
  response: listResponseSchema,
  errors: [
    ...auth401,
    'INVALID_DEPT_UUID',
    'INVALID_DEALER_UUID',
    'MISSING_OR_INVALID_PAGE_NUMBER',
    'MISSING_OR_INVALID_PAGE_SIZE',
    'INVALID_START_DATE',
    'INVALID_END_DATE',
    'INVALID_START_CREATED_DATE',
    'INVALID_END_CREATED_DATE',
    'INVALID_CREATED_BY',
    'INVALID_ORDER_BY',
    'INVALID_REQUEST',
  ],
});
export * from './advisor-change-contracts';
