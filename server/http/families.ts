import type { Family } from '../core/contract';
import { type ErrorCode, numberForCode } from '../core/error-codes';

export type RenderedError = {
  code: ErrorCode;
  description: string;
  status: number;
  requestId: string;
  warnings?: readonly { warningCode: string; warningDescription: string }[];
};

export function renderErrorBody(family: Family, e: RenderedError): Record<string, unknown> {
  switch (family) {
    case 'manage':
    case 'customer':
      return {
        errors: [
          { errorCode: numberForCode(e.code, e.status), errorTitle: e.code, errorMessage: e.description },
        ],
        warnings: [],
        apiRequestId: e.requestId,
      };
    case 'appointment':
      return {
        errors: [{ errorCode: e.code, errorDescription: e.description }],
        warnings: e.warnings ?? [],
        apiRequestId: e.requestId,
      };
    case 'appointmentLookup':
      // The look-ups (by uuid, date, order, customer) name the list `error` (wire-facts §2.4–2.7).
      return {
        error: [{ errorCode: e.code, errorDescription: e.description }],
        warnings: [],
        apiRequestId: e.requestId,
      };
    case 'transport':
      return {
        statusCode: e.status,
        error: { errorCode: e.code, errorDescription: e.description, errorUID: e.requestId },
        warnings: [],
      };
    case 'partner':
      return {
        eventUUID: null,
        pickupEventUUID: null,
        dropoffEventUUID: null,
        appointmentUUID: null,
        statusCode: e.status,
        errors: [{ errorCode: e.code, errorDescription: e.description }],
        warnings: e.warnings?.length ? e.warnings : null,
      };
    case 'messaging':
      return {
        customerUUID: null,
        messageUUID: null,
        requestUUID: e.requestId,
        status: 'FAILURE',
        errors: [{ errorCode: e.code, errorDescription: e.description, errorUID: e.requestId }],
        warnings: [],
        metaData: {},
      };
    case 'envelope':
      return {
        errors: [
          { errorName: e.code, errorMessage: e.description, errorCode: numberForCode(e.code, e.status) },
        ],
        warnings: [],
        statusCode: e.status,
        apiRequestId: e.requestId,
      };
    case 'payment':
      return { error: { errorCode: e.code, errorDescription: e.description }, warnings: [] };
    case 'admin':
      return { error: { code: e.code, message: e.description }, requestId: e.requestId };
  }
}
