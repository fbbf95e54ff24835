import { z } from 'zod';
import { text, textLimits } from './text';

/** Manage and customer envelope (wire-facts §1.3): numeric codes with title and message. */
export const manageErrorSchema = z.object({
  errorCode: z.number().int(),
  errorTitle: z.string(),
  errorMessage: z.string(),
});
export const manageWarningSchema = z.object({
  warningCode: z.number().int(),
  warningTitle: z.string(),
  warningMessage: z.string(),
});

export const manageEnvelope = <T extends z.ZodRawShape>(payload: T) =>
  z.object({
    errors: z.array(manageErrorSchema),
    warnings: z.array(manageWarningSchema),
    apiRequestId: z.string(),
    ...payload,
  });

export const okManageEnvelope = (requestId: string) => ({
  errors: [],
  warnings: [],
  apiRequestId: requestId,
});

/** A path identifier: non-empty, trimmed, storable, at most 255 characters. */
export const pathId = text({ max: textLimits.id, min: 1, trim: true });
