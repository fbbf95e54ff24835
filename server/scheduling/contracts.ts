import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { identifier } from '../core/text';
import {
  availabilityQuerySchema,
  availabilityRequestSchema,
  availabilityResponseSchema,
  firstAvailableSlotResponseSchema,
  vacantSlotsRequestSchema,
} from './availability.schemas';
import {
  brandYearsRequestSchema,
  brandYearsResponseSchema,
  eligibleAdvisorsResponseSchema,
  transportOptionListResponseSchema,
} from './scheduling.schemas';
import { saveSchedulingSettingsSchema, schedulingSettingsSchema } from './settings.schemas';

const tag = 'Scheduling';
const auth401: ErrorCode[] = [
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
  query: z.object({ departmentUuid: identifier().optional(), teamUuid: identifier().optional() }),
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

const availabilityErrors: ErrorCode[] = [
  ...auth401,
  'INVALID_REQUEST',
  'INVALID_DEPT_UUID',
  'SCHEDULER_FEATURE_NOT_ENABLED',
  'NO_DATE',
  'INVALID_DATE_FORMAT',
  'SELECTED_ENTITIES_NOT_FOUND',
  'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
  'SELECTED_TRANSPORT_OPTIONS_NOT_FOUND',
];
const departmentConfiguration = {
  scope: 'appointment.configuration',
  level: 'DEPARTMENT',
  tenants: ({ params }: { params: { dealerDepartmentUUID: string } }) => [
    { departmentUuid: params.dealerDepartmentUUID },
  ],
} as const;

const selectionHelp =
  'selectedAvailabilityAttributes {dealerAssociateUuids, teamUuids, transportOptionUuids} narrows the advisors, teams and options (none = any); operationUuidList (or laborOpcodeList) names the services, whose lead times, daily limits and durations apply; recall or selectedRecallOemIdSet applies the recall campaign rules; platform.name "Web" counts as an online booking.';

export const getAvailabilityContract = defineContract({
  operationId: 'getAvailability',
  method: 'POST',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/availability',
  summary: 'Slot availability for up to 21 days',
  description: `Every slot of the requested dates (at most 21; more gives the warning NUMBER_OF_DAYS_EXCEEDS_MAX_LIMIT and only the first 21 are evaluated) with whether it can be booked and, when not, the APPT_RULE_WARN_* codes why (per slot in warningCodes/warningList, per date in unavailabilityWarningList); a slot lists the selected advisors (dealerAssociateUuids) and transport options (transportOptionUuids) free at it, all of them when none is selected. Past dates are evaluated as unavailable with PAST_DATES_AVAILABILITY_BEING_FETCHED. ${selectionHelp} Query: fetchAvailability=true lists the available slots, otherwise the unavailable ones (subtract them from the hours of operation); includeAllSlots=true lists both. refreshSelectionState=true adds selectionState: every advisor, team and transport option as SELECTED, UNSELECTED or DISABLED (cannot combine with the selection). Availability changes as others book: fetch again right before creating.`,
  tag,
  family: 'appointment',
  auth: departmentConfiguration,
  params: z.object({ dealerDepartmentUUID: pathId }),
  query: availabilityQuerySchema,
  body: availabilityRequestSchema,
  response: availabilityResponseSchema,
  errors: availabilityErrors,
});

export const findFirstAvailableSlotContract = defineContract({
  operationId: 'findFirstAvailableSlot',
  method: 'POST',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/first-available-slot',
  summary: 'Earliest free slot within 90 days',
  description: `Same body as availability; dates[0] is where the search starts (today when absent or past) and it looks up to 90 days ahead. dateTime is the slot's wall-clock time in the department's zone as yyyy-MM-dd HH:mm:ss, or null with the warning NO_SLOT_AVAILABLE when nothing is free; dealerAssociateUuid is the advisor a booking without one would get. ${selectionHelp}`,
  tag,
  family: 'appointment',
  auth: departmentConfiguration,
  params: z.object({ dealerDepartmentUUID: pathId }),
  body: availabilityRequestSchema,
  response: firstAvailableSlotResponseSchema,
  errors: availabilityErrors,
});

export const getVacantSlotsContract = defineContract({
  operationId: 'getVacantTimeSlotInfoWithRules',
  method: 'POST',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/vacantTimeSlotInfoWithRules',
  summary: 'Vacant slots with rules (deprecated: use availability)',
  description:
    'Deprecated in favour of POST /api/appointment/v2/department/{dealerDepartmentUUID}/availability, which the same engine answers; responses carry Deprecation and Link headers. Body: dates, or startDate with numberOfDays (at most 21 evaluated); daIdList (advisor uuids), teamUuidList, transportOptionCustomName, operationUuidList (wins over laborOpcodeList), selectedRecallOemIdSet, isWebScheduler (online booking), appointmentUuid (the appointment being moved), startTime/endTime (HH:mm:ss). Every slot is listed with available and its warnings.',
  tag,
  family: 'appointment',
  deprecated: true,
  responseHeaders: {
    deprecation: 'true',
    link: '</api/appointment/v2/department/{dealerDepartmentUUID}/availability>; rel="successor-version"',
  },
  auth: departmentConfiguration,
  params: z.object({ dealerDepartmentUUID: pathId }),
  body: vacantSlotsRequestSchema,
  response: availabilityResponseSchema,
  errors: availabilityErrors,
});

export const getSchedulingSettingsContract = defineContract({
  operationId: 'getSchedulingRules',
  method: 'GET',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/scheduling-rules',
  summary: "A department's hours, scheduling rules and opcode limits",
  description:
    'hoursOfOperation per weekday (0 = Sunday) with slot size; rules: minimum notice, closures (whole or partial dates), dealer limits per weekday/date/slot and unavailable slots, advisor schedules and limits, combined advisor limits, team and advisor transport options, transport option limits with online share, recall campaign lead time and daily limit, capacity planning in labor minutes; opcodeLimits: lead time and daily limits per opcode. Lists the advisors, teams and transport options the rules may name. Times are wall-clock in timeZone.',
  tag,
  family: 'appointment',
  auth: departmentConfiguration,
  params: z.object({ dealerDepartmentUUID: pathId }),
  response: schedulingSettingsSchema,
  errors: [...auth401, 'INVALID_DEPT_UUID', 'SCHEDULER_FEATURE_NOT_ENABLED'],
});

export const saveSchedulingSettingsContract = defineContract({
  operationId: 'saveSchedulingRules',
  method: 'PUT',
  path: '/api/appointment/v2/department/{dealerDepartmentUUID}/scheduling-rules',
  summary: "Replace a department's hours, scheduling rules and opcode limits",
  description:
    'Saves everything in one transaction; availability uses it from the next request on. Send the version you read: when someone saved in between the answer is 409 SCHEDULING_RULES_CHANGED and nothing changes. Rules naming an advisor, team, transport option or opcode the department lacks are refused with INVALID_REQUEST. opcodeLimits lists only the opcodes to change. Scope appointment.configuration.write; A signed-in advisor (session cookie) carries it only as an administrator of the dealership or with the authority scheduling.settings.manage; others get 403 FORBIDDEN. Each save writes an audit entry with what changed, before and after.',
  tag,
  family: 'appointment',
  auth: {
    scope: 'appointment.configuration.write',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.dealerDepartmentUUID }],
  },
  params: z.object({ dealerDepartmentUUID: pathId }),
  body: saveSchedulingSettingsSchema,
  response: schedulingSettingsSchema,
  errors: [
    ...auth401,
    'INVALID_REQUEST',
    'INVALID_DEPT_UUID',
    'SCHEDULER_FEATURE_NOT_ENABLED',
    'SCHEDULING_RULES_CHANGED',
  ],
});
