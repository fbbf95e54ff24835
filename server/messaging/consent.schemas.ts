import { z } from 'zod';
import { text, textLimits } from '../core/text';

/*
 * Consent to texts an advisor records (given in person or on a call), and what the appointment
 * page and the booking wizard show of it. Free of server imports: the recorder form reuses it.
 */

export const consentMethods = ['IN_PERSON', 'BY_PHONE'] as const;
export type ConsentMethod = (typeof consentMethods)[number];
export const consentMethodWords: Record<ConsentMethod, string> = {
  IN_PERSON: 'in person',
  BY_PHONE: 'by phone',
};

export const recordConsentRequestSchema = z.object({
  phoneNumber: text({ max: textLimits.phone, min: 1, trim: true }).describe("One of the customer's numbers"),
  method: z.enum(consentMethods).describe('How the customer said yes: IN_PERSON or BY_PHONE'),
});
export type RecordConsentRequest = z.output<typeof recordConsentRequestSchema>;

export const consentEvidenceSchema = z.object({
  method: z.enum(consentMethods),
  recordedByName: z.string(),
  recordedAt: z.string().describe('ISO-8601 instant'),
});
export type ConsentEvidence = z.infer<typeof consentEvidenceSchema>;

export const phoneConsentSchema = z.object({
  phoneNumber: z.string(),
  optInStatus: z.enum(['OPTED_IN', 'OPTED_OUT', 'NONE']),
  okToText: z.boolean(),
  /** The latest consent an advisor recorded for the number, if any. */
  evidence: consentEvidenceSchema.nullable(),
});
export type PhoneConsent = z.infer<typeof phoneConsentSchema>;

export const textConsentResponseSchema = z.object({
  customerUuid: z.string(),
  phones: z.array(phoneConsentSchema),
});
export type TextConsentResponse = z.infer<typeof textConsentResponseSchema>;
