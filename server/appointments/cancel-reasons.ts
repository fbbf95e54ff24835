import { z } from 'zod';
import { text as storableText } from '../core/text';

/*
 * Why an advisor cancels a visit: a short closed list, and free words for "other". Free of server
 * imports: the cancel dialog offers the same list.
 */

export const cancelReasons = [
  { code: 'CUSTOMER_ASKED', label: 'The customer asked' },
  { code: 'NO_SHOW_FOLLOW_UP', label: 'No-show follow-up' },
  { code: 'DEALERSHIP_CANNOT_DO_IT', label: 'The dealership cannot do it' },
  { code: 'DUPLICATE', label: 'Duplicate appointment' },
  { code: 'OTHER', label: 'Other' },
] as const;

export type CancelReasonCode = (typeof cancelReasons)[number]['code'];
export const cancelReasonCodes = cancelReasons.map((r) => r.code) as [
  CancelReasonCode,
  ...CancelReasonCode[],
];

/** The most words "other" (or a note to any reason) may hold. */
export const cancelReasonTextMax = 200;

export const cancelReasonSchema = z.object({
  code: z.enum(cancelReasonCodes).describe(cancelReasons.map((r) => `${r.code} (${r.label})`).join(', ')),
  text: storableText({ max: cancelReasonTextMax, trim: true })
    .nullish()
    .describe(`Free words, required with OTHER; at most ${cancelReasonTextMax} characters`),
});
export type CancelReason = z.output<typeof cancelReasonSchema>;

/** The reason as the history keeps it: "Other: wrong car", "The customer asked". */
export function cancelReasonWords(reason: CancelReason): string {
  const label = cancelReasons.find((r) => r.code === reason.code)?.label ?? reason.code;
  const words = reason.text?.trim();
  return words ? `${label}: ${words}` : label;
}
