import { z } from 'zod';

/** Internal note request, as the public API's note operation takes it (wire-facts §6). */
export const noteRequestSchema = z.object({
  editor: z
    .object({ uuid: z.string().min(1), departmentUuid: z.string().nullish(), type: z.string().nullish() })
    .describe('The writing user'),
  messageAttributes: z.object({
    body: z.string().describe('The note; plain text, or the JSON document form whose previewText is shown'),
    type: z.string().nullish().describe('NOTE'),
    protocol: z.string().nullish().describe('NONE'),
    isManual: z.boolean().nullish(),
    updateThreadTimestamp: z.boolean().nullish(),
    updateTotalMessageCount: z.boolean().nullish(),
    showInCustomerConversation: z.boolean().nullish(),
  }),
});

export type NoteRequest = z.infer<typeof noteRequestSchema>;
