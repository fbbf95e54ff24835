import { z } from 'zod';
import type { Family } from '../../core/contract';

/*
 * The error body of each operation family, as renderErrorBody (../families.ts) writes it: the
 * OpenAPI document shows these schemas, and the tests hold every rendered error to them.
 */

const codeAndDescription = z.strictObject({ errorCode: z.string(), errorDescription: z.string() });
const withUid = codeAndDescription.extend({ errorUID: z.string() });
const warning = z.strictObject({ warningCode: z.string(), warningDescription: z.string() });
const numbered = z.strictObject({
  errors: z
    .array(z.strictObject({ errorCode: z.number().int(), errorTitle: z.string(), errorMessage: z.string() }))
    .min(1),
  warnings: z.array(z.unknown()).max(0),
  apiRequestId: z.string(),
});

export const errorBodySchemas = {
  manage: numbered,
  customer: numbered,
  appointment: z.strictObject({
    errors: z.array(codeAndDescription).min(1),
    warnings: z.array(warning),
    apiRequestId: z.string(),
  }),
  appointmentLookup: z.strictObject({
    error: z.array(codeAndDescription).min(1),
    warnings: z.array(warning).max(0),
    apiRequestId: z.string(),
  }),
  transport: z.strictObject({
    statusCode: z.number().int(),
    error: withUid,
    warnings: z.array(warning).max(0),
  }),
  partner: z.strictObject({
    eventUUID: z.null(),
    pickupEventUUID: z.null(),
    dropoffEventUUID: z.null(),
    appointmentUUID: z.null(),
    statusCode: z.number().int(),
    errors: z.array(codeAndDescription).min(1),
    warnings: z.array(warning).nullable(),
  }),
  messaging: z.strictObject({
    customerUUID: z.null(),
    messageUUID: z.null(),
    requestUUID: z.string(),
    status: z.literal('FAILURE'),
    errors: z.array(withUid).min(1),
    warnings: z.array(warning).max(0),
    metaData: z.record(z.string(), z.string()),
  }),
  envelope: z.strictObject({
    errors: z
      .array(z.strictObject({ errorName: z.string(), errorMessage: z.string(), errorCode: z.number().int() }))
      .min(1),
    warnings: z.array(z.unknown()).max(0),
    statusCode: z.number().int(),
    apiRequestId: z.string(),
  }),
  payment: z.strictObject({ error: codeAndDescription, warnings: z.array(warning).max(0) }),
  admin: z.strictObject({
    error: z.strictObject({ code: z.string(), message: z.string() }),
    requestId: z.string(),
  }),
} as const satisfies Record<Family, z.ZodType>;
