import { z } from 'zod';
import { identifier, text, textLimits } from '../core/text';

/** Internal note request, as the public API's note operation takes it (wire-facts §6). */
export const noteRequestSchema = z.object({
  editor: z
    .object({
      uuid: identifier().min(1),
      departmentUuid: identifier().nullish(),
      type: text({ max: 50 }).nullish(),
    })
    .describe('The writing user'),
  messageAttributes: z.object({
    body: text({ max: textLimits.note, multiline: true }).describe(
      'The note; plain text, or the JSON document form whose previewText is shown',
    ),
    type: text({ max: 50 }).nullish().describe('NOTE'),
    protocol: text({ max: 50 }).nullish().describe('NONE'),
    isManual: z.boolean().nullish(),
    updateThreadTimestamp: z.boolean().nullish(),
    updateTotalMessageCount: z.boolean().nullish(),
    showInCustomerConversation: z.boolean().nullish(),
  }),
});

export type NoteRequest = z.infer<typeof noteRequestSchema>;
