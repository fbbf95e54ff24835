import { z } from 'zod';
import { ofDealer, ofDepartment } from '../admin/dealer-admin-access';
import { defineContract, type Input, type TenantRef } from '../core/contract';
import type { DocumentedCode } from '../core/error-codes';
import * as s from './online.schemas';

/**
 * Online scheduling: the public page's operations (no sign-in; writes only from our own pages; a
 * phone proven by a texted code gets a short-lived signed session), the same flow for partners
 * (HTTP Basic), and the administrators' settings.
 */
const tag = 'Online scheduling';
const publicBase = '/api/online/book/{dealer}';
const partnerBase = '/api/online/v1/department/{departmentUuid}';
const adminBase = '/api/online/admin/v1';
const family = 'admin' as const;

const publicErrors: DocumentedCode[] = ['INVALID_REQUEST', 'MALFORMED_JSON', 'ONLINE_SCHEDULING_NOT_ENABLED'];
const bookingErrors: DocumentedCode[] = [
  'SERVICE_NOT_OFFERED_ONLINE',
  'TRANSPORT_OPTION_INVALID',
  'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
  'SLOT_UNAVAILABLE',
  'APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS',
  'TRANSPORT_OPTION_UNAVAILABLE',
  'NO_SA_AVAILABLE',
  'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER',
  'DUPLICATE_APPOINTMENT_FOUND',
  'VEHICLE_UUID_NOT_FOUND',
  'INVALID_APPT_START_DATE_TIME',
  'PAST_DATE',
  'RECALL_NOT_OPEN_FOR_VEHICLE',
];
const timesErrors: DocumentedCode[] = [
  'SERVICE_NOT_OFFERED_ONLINE',
  'TRANSPORT_OPTION_INVALID',
  'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
  'SELECTED_ENTITIES_NOT_FOUND',
];
const partnerErrors: DocumentedCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_FAILED_ATTEMPTS',
  'INVALID_DEPT_UUID',
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'ONLINE_SCHEDULING_NOT_ENABLED',
];
const adminErrors: DocumentedCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'INVALID_REQUEST',
];

const publicNote =
  "{dealer} is the dealer uuid or the short name its administrator set. The query's department (a department uuid, or its name in lower case with dashes, e.g. body-shop) names one of the dealer's departments with online scheduling on (another: 404 ONLINE_SCHEDULING_NOT_ENABLED); without it, the dealer's first department (by name) with online scheduling on takes the booking. No authentication; writes are accepted only from the service's own pages (Origin).";

export const getOnlineOfferContract = defineContract({
  operationId: 'getOnlineOffer',
  method: 'GET',
  path: `${publicBase}/offer`,
  summary: 'Services, transport options and advisors offered online (public page)',
  description: `${publicNote} Services are the catalog's menus, then single operations, with inOnlineScheduler true, each with price and duration as the catalog has them; advisors are listed only where customers may pick one.`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  response: s.onlineServicesResponse,
  errors: publicErrors,
});

export const findOnlineTimesContract = defineContract({
  operationId: 'findOnlineTimes',
  method: 'POST',
  path: `${publicBase}/times`,
  summary: 'Free times for an online booking (public page)',
  description: `${publicNote} The availability engine of the API with the online rules: the department's online window (days ahead) and minimum notice, the transport options offered online (and their online share), the advisors bookable online. Times are wall clock in timeZone. nextFreeDate is the first day with a free time; with none and a chosen option, dropOffOptionUuid names a drop-off option that has times.`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  body: s.onlineTimesBody,
  response: s.onlineTimesResponse,
  errors: [...publicErrors, 'CROSS_SITE_REQUEST', ...timesErrors],
});

export const sendOnlineCodeContract = defineContract({
  operationId: 'sendOnlineCode',
  method: 'POST',
  path: `${publicBase}/codes`,
  summary: 'Text a one-time code to a phone, or email it to an address (public page)',
  description: `${publicNote} Exactly one of phone (the code is texted) and email (the code is emailed, for a returning customer; an email proves only a customer already on file) (400 INVALID_COMMUNICATION_VALUE otherwise). The code has 6 digits and is valid 10 minutes; only its hash is stored. The answer is the same whether or not the dealer knows the number or email. At most ONLINE_CODES_PER_PHONE_PER_HOUR codes per phone or email (default 3) and ONLINE_CODES_PER_ADDRESS_PER_HOUR per caller address, texts and emails together (default 20), per hour: beyond, 429 TOO_MANY_CODES with Retry-After (seconds). 503 SERVICE_UNAVAILABLE when the provider did not take the code (or the dealership has no email address to send from).`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  body: s.sendCodeBody,
  response: s.sendCodeResponse,
  errors: [
    ...publicErrors,
    'CROSS_SITE_REQUEST',
    'INVALID_COMMUNICATION_VALUE',
    'TOO_MANY_CODES',
    'SERVICE_UNAVAILABLE',
  ],
});

export const verifyOnlineCodeContract = defineContract({
  operationId: 'verifyOnlineCode',
  method: 'POST',
  path: `${publicBase}/codes/verify`,
  summary: 'Check a one-time code (public page)',
  description: `${publicNote} The phone or email the code was sent to, and the code. At most 5 tries per code: from the 6th, 400 INVALID_CODE even for the right code (ask for a new one). A right code answers a session (a signed token valid 30 minutes, kept by the page; no cookie) and, now that the phone or email is proven, the customer's name and vehicles when the dealer knows it (null otherwise: an email then cannot book, the customer proves a phone).`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  body: s.verifyCodeBody,
  response: s.verifyCodeResponse,
  errors: [...publicErrors, 'CROSS_SITE_REQUEST', 'INVALID_COMMUNICATION_VALUE', 'INVALID_CODE'],
});

export const bookOnlineContract = defineContract({
  operationId: 'bookOnline',
  method: 'POST',
  path: `${publicBase}/bookings`,
  summary: 'Book a visit (public page)',
  description: `${publicNote} session proves the phone or, for a returning customer, the email (a session proven by an email no customer holds: 401 VERIFICATION_REQUIRED; its confirmation is emailed, textConsent is ignored). The customer is the dealer's customer holding the phone or email, else one matched as the Customer API matches (same last name with the phone or email), else a new one (customer: first and last name, optional email). The vehicle is one of theirs (vehicleUuid) or a new one (VIN passing its check digit, or year, make and model). textConsent.given records consent to texts with its evidence (time, page, wording) and texts the confirmation. The booking goes through the API's booking path (every scheduling rule, the same capacity locks) with source ONLINE.`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  body: s.publicBookingBody,
  response: s.onlineBookingResponse,
  successStatus: 201,
  errors: [
    ...publicErrors,
    'CROSS_SITE_REQUEST',
    'VERIFICATION_REQUIRED',
    'CUSTOMER_NAME_REQUIRED',
    'INVALID_VEHICLE',
    ...bookingErrors,
  ],
});

export const joinOnlineWaitlistContract = defineContract({
  operationId: 'joinOnlineWaitlist',
  method: 'POST',
  path: `${publicBase}/waitlist`,
  summary: '"Text me when something opens" for a day (public page)',
  description: `${publicNote} session proves the phone (a session proven by email: 401 VERIFICATION_REQUIRED, the waitlist texts). One place per phone and day; advisors see the list in the administration's online scheduling page.`,
  tag,
  family,
  auth: 'public',
  params: s.dealerParam,
  query: s.departmentQuery,
  body: s.waitlistBody,
  response: s.waitlistResponse,
  successStatus: 201,
  errors: [...publicErrors, 'CROSS_SITE_REQUEST', 'VERIFICATION_REQUIRED'],
});

type WithDepartment = Input<{ departmentUuid: string }, unknown, unknown>;
const partnerTenants = ({ params }: WithDepartment): TenantRef[] => [
  { departmentUuid: params.departmentUuid },
];

export const listPartnerOnlineServicesContract = defineContract({
  operationId: 'listPartnerOnlineServices',
  method: 'GET',
  path: `${partnerBase}/services`,
  summary: 'Services, transport options and advisors the department offers online',
  description:
    "For a partner running the online flow (e.g. the dealer's website vendor): the same offer as the public page. 404 ONLINE_SCHEDULING_NOT_ENABLED while the department's online scheduling is off.",
  tag,
  family,
  auth: { scope: 'appointment.configuration', level: 'DEPARTMENT', tenants: partnerTenants },
  params: s.departmentParam,
  response: s.onlineServicesResponse,
  errors: partnerErrors,
});

export const findPartnerOnlineTimesContract = defineContract({
  operationId: 'findPartnerOnlineTimes',
  method: 'POST',
  path: `${partnerBase}/availability`,
  summary: 'Free times with the online rules',
  description:
    "The engine's availability with the department's online rules (window, minimum notice, options offered online and their online share, advisors bookable online), as the public page shows them.",
  tag,
  family,
  auth: { scope: 'appointment.configuration', level: 'DEPARTMENT', tenants: partnerTenants },
  params: s.departmentParam,
  body: s.onlineTimesBody,
  response: s.onlineTimesResponse,
  errors: [...partnerErrors, ...timesErrors],
});

export const bookPartnerOnlineContract = defineContract({
  operationId: 'bookPartnerOnline',
  method: 'POST',
  path: `${partnerBase}/appointment`,
  summary: 'Book an online visit for a customer (source ONLINE)',
  description:
    "customerUuid names a customer of the dealer saved first with the Customer API (searchForDuplicate true), vehicleUuid one of theirs. The time must be one the online rules offer; the booking goes through the API's booking path and is marked with source ONLINE (appointmentSource ONLINE, platform online).",
  tag,
  family,
  auth: { scope: 'appointment.create', level: 'DEPARTMENT', tenants: partnerTenants },
  params: s.departmentParam,
  body: s.partnerBookingBody,
  response: s.onlineBookingResponse,
  successStatus: 201,
  errors: [...partnerErrors, 'INVALID_CUSTOMER_UUID', ...bookingErrors],
});

export const getOnlineSettingsContract = defineContract({
  operationId: 'getOnlineSettings',
  method: 'GET',
  path: `${adminBase}/dealers/{dealerUuid}`,
  summary: "The dealership's online scheduling: short name, each department's settings and waitlist",
  tag,
  family,
  auth: ofDealer,
  params: s.dealerUuidParam,
  response: s.dealerOnlineSettings,
  errors: [...adminErrors, 'INVALID_DEALER_UUID'],
});

export const updateOnlineSettingsContract = defineContract({
  operationId: 'updateOnlineSettings',
  method: 'PUT',
  path: `${adminBase}/departments/{departmentUuid}`,
  summary: "Change a department's online scheduling settings",
  description:
    "enabled; daysAhead 1-21 (today included); minNoticeMinutes (may be longer than the advisors' own notice); transportOptionUuids offered online (null: every option shown online); advisorChoice (customers pick their advisor); bookableAdvisorUuids (null: every advisor); welcomeText and termsText shown on the page. Services offered are the catalog's opcodes and menus with inOnlineScheduler true.",
  tag,
  family,
  auth: ofDepartment,
  params: s.departmentParam,
  body: s.onlineSettingsBody,
  response: s.onlineSettingsBody,
  errors: [
    ...adminErrors,
    'INVALID_DEPT_UUID',
    'SELECTED_TRANSPORT_OPTIONS_NOT_FOUND',
    'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
  ],
});

export const setOnlineShortNameContract = defineContract({
  operationId: 'setOnlineShortName',
  method: 'PUT',
  path: `${adminBase}/dealers/{dealerUuid}/short-name`,
  summary: 'Set the short name of /book-online/{name}',
  description:
    'Lower-case letters, digits and dashes, 2 to 40 characters, unique across dealerships (409 SHORT_NAME_TAKEN); null removes it.',
  tag,
  family,
  auth: ofDealer,
  params: s.dealerUuidParam,
  body: s.shortNameBody,
  response: z.object({ dealerUuid: z.string(), shortName: z.string().nullable() }),
  errors: [...adminErrors, 'INVALID_DEALER_UUID', 'SHORT_NAME_TAKEN'],
});

export const listSandboxTextsContract = defineContract({
  operationId: 'listSandboxTexts',
  method: 'GET',
  path: `${adminBase}/dealers/{dealerUuid}/sandbox-texts`,
  summary: 'One-time codes the sandbox providers took for a phone or an email (last 10 minutes)',
  description:
    'Exactly one of phone and email. Only while no provider for it is configured (no text provider for a phone, no SMTP_URL for an email; the sandbox sends nothing): lets a demo or a test read the code that would have been texted or emailed. 404 NOT_FOUND when a real provider sends them.',
  tag,
  family,
  auth: ofDealer,
  params: s.dealerUuidParam,
  query: s.sandboxTextsQuery,
  response: s.sandboxTextsResponse,
  errors: [...adminErrors, 'INVALID_DEALER_UUID', 'NOT_FOUND', 'INVALID_COMMUNICATION_VALUE'],
});
