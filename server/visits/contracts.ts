import { z } from 'zod';
import { ofDealer } from '../admin/dealer-admin-access';
import { defineContract } from '../core/contract';
import type { DocumentedCode } from '../core/error-codes';
import { text } from '../core/text';
import * as s from './visit.schemas';

/**
 * The visit link's operations (public: the token in the path is the only key; writes only from
 * this service's own pages) and the dealership's list of websites allowed to embed its booking page.
 */
const tag = 'Visit link';
const base = '/api/visit/v1';
const refusals: DocumentedCode[] = [
  'VISIT_NOT_FOUND',
  'VISIT_CLOSED',
  'INVALID_REQUEST',
  'CROSS_SITE_REQUEST',
];
const bookingRefusals: DocumentedCode[] = [
  'SLOT_UNAVAILABLE',
  'NO_SA_AVAILABLE',
  'PAST_DATE',
  'NO_TIME_INTERVAL_EXISTS',
  'APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS',
  'TRANSPORT_OPTION_UNAVAILABLE',
  'DUPLICATE_APPOINTMENT_FOUND',
];

export const listVisitTimesContract = defineContract({
  operationId: 'listVisitTimes',
  method: 'GET',
  path: `${base}/{token}/times`,
  summary: 'Free times a visit may move to (public; used by the visit page)',
  description:
    'A week of free times from `from` (default today in the dealer’s zone) for this visit’s services, advisor and transport option, from the availability engine with the online rules.',
  tag,
  family: 'appointment',
  auth: 'public',
  params: s.visitParams,
  query: s.visitTimesQuery,
  response: s.visitTimesResponse,
  errors: [...refusals, 'VISIT_NOTICE_PASSED'],
});

export const confirmVisitContract = defineContract({
  operationId: 'confirmVisit',
  method: 'POST',
  path: `${base}/{token}/confirm`,
  summary: 'The customer confirms the visit (public; used by the visit page)',
  tag,
  family: 'appointment',
  auth: 'public',
  params: s.visitParams,
  response: s.visitChangeResponse,
  errors: [...refusals, 'INCORRECT_APPOINTMENT_STATUS'],
});

export const rescheduleVisitContract = defineContract({
  operationId: 'rescheduleVisit',
  method: 'POST',
  path: `${base}/{token}/reschedule`,
  summary: 'The customer moves the visit to a free time (public; used by the visit page)',
  description:
    'Every booking rule is checked as for an advisor’s move. Refused within the department’s notice limit (VISIT_NOTICE_PASSED).',
  tag,
  family: 'appointment',
  auth: 'public',
  params: s.visitParams,
  body: s.rescheduleVisitBody,
  response: s.visitChangeResponse,
  errors: [...refusals, 'VISIT_NOTICE_PASSED', ...bookingRefusals],
});

export const cancelVisitContract = defineContract({
  operationId: 'cancelVisit',
  method: 'POST',
  path: `${base}/{token}/cancel`,
  summary: 'The customer cancels the visit with a reason (public; used by the visit page)',
  description: 'Refused within the department’s notice limit (VISIT_NOTICE_PASSED): the page says to call.',
  tag,
  family: 'appointment',
  auth: 'public',
  params: s.visitParams,
  body: s.cancelVisitBody,
  response: s.visitChangeResponse,
  errors: [...refusals, 'VISIT_NOTICE_PASSED'],
});

const adminErrors: DocumentedCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_REQUEST',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'INVALID_DEALER_UUID',
];
const dealerParams = z.object({ dealerUuid: text({ max: 100, min: 1, trim: true }) });

export const getEmbedOriginsContract = defineContract({
  operationId: 'getEmbedOrigins',
  method: 'GET',
  path: '/api/admin/v1/dealers/{dealerUuid}/embed-origins',
  summary: 'Websites allowed to embed the dealership’s booking page',
  tag: 'Administration',
  family: 'admin',
  auth: ofDealer,
  params: dealerParams,
  response: s.embedOriginsResponse,
  errors: adminErrors,
});

export const saveEmbedOriginsContract = defineContract({
  operationId: 'saveEmbedOrigins',
  method: 'PUT',
  path: '/api/admin/v1/dealers/{dealerUuid}/embed-origins',
  summary: 'Replace the websites allowed to embed the dealership’s booking page',
  description:
    'https origins only (https://host[:port], no path or wildcard), at most 20. The booking page answers with Content-Security-Policy frame-ancestors naming exactly these; every other page may be framed by none.',
  tag: 'Administration',
  family: 'admin',
  auth: ofDealer,
  params: dealerParams,
  body: s.embedOriginsBody,
  response: s.embedOriginsResponse,
  errors: adminErrors,
});
