import { z } from 'zod';
import { appointmentWarningSchema } from './opcode.schemas';

/** Success body of the appointment family (errors as {errorCode, errorDescription}). */
export const appointmentEnvelope = <T extends z.ZodRawShape>(payload: T) =>
  z.object({
    errors: z.array(z.object({ errorCode: z.string(), errorDescription: z.string() })),
    warnings: z.array(appointmentWarningSchema),
    apiRequestId: z.string(),
    ...payload,
  });

export const envelopeWarningSchema = z.object({
  warningCode: z.string(),
  warningTitle: z.string(),
  warningMessage: z.string(),
});
export type EnvelopeWarning = z.infer<typeof envelopeWarningSchema>;

/** The generic envelope of the opcodes service (spec: migration; wire-facts §1.3). */
export const genericEnvelope = <T extends z.ZodRawShape>(payload: T) =>
  z.object({
    errors: z.array(
      z.object({ errorName: z.string(), errorMessage: z.string(), errorCode: z.number().int() }),
    ),
    warnings: z.array(envelopeWarningSchema),
    statusCode: z.number().int(),
    apiRequestId: z.string(),
    ...payload,
  });

export const okGenericEnvelope = (requestId: string, warnings: EnvelopeWarning[] = []) => ({
  errors: [],
  warnings,
  statusCode: 200,
  apiRequestId: requestId,
});
