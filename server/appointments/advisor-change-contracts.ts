import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { identifier } from '../core/text';
import { cancelWithReasonSchema, moveWithNoticeSchema } from './advisor-change.schemas';
import { saveResponseSchema } from './appointment.schemas';

/* The advisor's page moves and cancels a visit saying whether the customer is told. */

const tag = 'Appointments';
const auth = {
  scope: 'appointment.create' as const,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { dealerDepartmentUuid: string } }) => [
    { departmentUuid: params.dealerDepartmentUuid },
  ],
};
const params = z.object({
  dealerDepartmentUuid: pathId,
  appointmentUuid: identifier(255, 'INVALID_SAR_UUID'),
});
const errors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'INVALID_DEPT_UUID',
  'INVALID_SAR_UUID',
  'NO_SAR_FOUND',
  'INCORRECT_APPOINTMENT',
  'INCORRECT_APPOINTMENT_STATUS',
  'INCORRECT_APPOINTMENT_DEPARTMENT',
  'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
  'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED',
];
const advisorsOnly =
  'Only an advisor signed in to the web app may call it (API clients: 403 FORBIDDEN; partners update with PATCH and their own customerAppointmentPreference). ';
const path = '/api/appointment/v2/department/{dealerDepartmentUuid}/appointment/{appointmentUuid}';

export const moveAppointmentWithNoticeContract = defineContract({
  operationId: 'moveAppointmentWithNotice',
  method: 'POST',
  path: `${path}/move`,
  summary: 'Move a visit, saying whether the customer is told (advisors)',
  description:
    advisorsOnly +
    'Moves the appointment as the update operation does (same rules and errors); notifyCustomer false sends the customer nothing now (the day-before reminder of the new time still follows their preferences), and the history records the choice (changes.customerNotice SENT or NOT_SENT).',
  tag,
  family: 'appointment',
  auth,
  params,
  body: moveWithNoticeSchema,
  response: saveResponseSchema,
  errors: [
    ...errors,
    'SCHEDULER_FEATURE_NOT_ENABLED',
    'INCORRECT_USER_INFO',
    'USER_UUID_MANDATORY',
    'NO_SA_AVAILABLE',
    'SLOT_UNAVAILABLE',
    'NO_TIME_INTERVAL_EXISTS',
    'TRANSPORT_OPTION_UNAVAILABLE',
    'START_DATE_BEFORE_END_DATE',
    'INVALID_APPT_START_DATE_TIME',
    'INVALID_APPT_END_DATE_TIME',
    'APPT_START_END_DATE_MISMATCH',
    'NO_DATE',
    'PAST_DATE',
    'INTERNAL_SERVER_ERROR',
  ],
});

export const cancelAppointmentWithReasonContract = defineContract({
  operationId: 'cancelAppointmentWithReason',
  method: 'POST',
  path: `${path}/cancel`,
  summary: 'Cancel a visit with a reason, saying whether the customer is told (advisors)',
  description:
    advisorsOnly +
    'Cancels the appointment; reason.code is one of a short list and reason.text (required with OTHER, at most 200 characters) adds words. The history records the reason (changes.cancelReason) and the choice (changes.customerNotice); notifyCustomer false sends no cancellation.',
  tag,
  family: 'appointment',
  auth,
  params,
  body: cancelWithReasonSchema,
  response: saveResponseSchema,
  errors,
});
