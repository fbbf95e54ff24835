import { z } from 'zod';
import { dateTimeText, identifier } from '../core/text';
import { carrierOutcomeFields } from '../messaging/message.schemas';

/** Spec: Conversations request. */
export const conversationsRequestSchema = z.object({
  lastMessageReceivedOn: dateTimeText()
    .nullish()
    .describe("Older-than cursor, yyyy-MM-dd'T'HH:mm:ssZ (numeric offset); absent → the latest"),
  protocolsSupported: z
    .array(z.enum(['TEXT', 'EMAIL', 'VOICE_CALL', 'NONE']))
    .nullish()
    .describe('Default all; NONE = internal notes and system events'),
  messageUuidsReceivedAtSameTime: z.array(identifier()).max(500).nullish(),
  maxResults: z.number().int().min(1).max(500).nullish().describe('Default 20'),
  maxDraftsToBeFetched: z.number().int().min(0).max(500).nullish().describe('Default 100'),
  fetchDrafts: z.boolean().nullish().describe('Default false'),
  isManual: z.boolean().nullish().describe('true only manual, false only automatic, null both'),
});

export type ConversationsRequest = z.infer<typeof conversationsRequestSchema>;

export const messageRecordSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  messageType: z
    .string()
    .describe('S sent by the dealership, R received from the customer, N internal note, F system event'),
  protocol: z.string().describe('X text, E email, V voice call, N none'),
  fromName: z.string().nullable(),
  fromNumber: z.string().nullable(),
  toName: z.string().nullable(),
  toNumber: z.string().nullable(),
  messageSize: z.number().int(),
  sentOn: z.string().nullable(),
  receivedOn: z.string().nullable(),
  routedOn: z.string().nullable(),
  tags: z.string().nullable(),
  emailMessageId: z.string().nullable(),
  communicationUid: z.string().nullable(),
  messagePurpose: z.string().nullable(),
  deliveryStatus: z
    .string()
    .describe(
      'Q queued, W waiting for opt-in, P sending, S sent, D delivered, F failed, X expired, R received, N none (notes, events, drafts)',
    ),
  dealerDepartmentUuid: z.string(),
  twilioDeliveryFailureMessage: z.string().nullable(),
  ...carrierOutcomeFields,
  warnings: z
    .array(z.object({ warningCode: z.string(), warningDescription: z.string() }))
    .describe('What went only partly right, e.g. RECIPIENT_REFUSED: a copy the mail server refused'),
  numberofMessageAttachments: z.number().int(),
  isManual: z.boolean(),
  customerUuid: z.string(),
  customerName: z.string().nullable(),
  dealerUuid: z.string(),
  dealerAssociateUuid: z.string().nullable(),
  isRead: z.boolean(),
  isArchive: z.boolean(),
  messageExtnDTO: z.object({
    messageUuid: z.string(),
    messageBody: z.string(),
    subject: z.string().nullable(),
  }),
  draftMessageMetaDataDTO: z
    .object({
      messageUuid: z.string(),
      status: z.string(),
      scheduledOn: z.string().nullable(),
      reasonForLastFailure: z.string().nullable(),
      addSignature: z.boolean(),
    })
    .nullable(),
  messageMetaDataDTO: z.object({ messageUuid: z.string(), metaData: z.string() }).nullable(),
  docFiles: z.array(z.unknown()),
  messagePredictionDTOSet: z.array(z.unknown()),
  messageTags: z.array(z.unknown()),
});

export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const conversationsResponseSchema = z.object({
  messagesMap: z.object({ MESSAGES: z.array(messageRecordSchema), DRAFT: z.array(messageRecordSchema) }),
  requestUuid: z.string(),
  errors: z
    .array(z.object({ errorCode: z.string(), errorDescription: z.string(), errorUID: z.string() }))
    .nullable(),
  warnings: z.array(z.object({ warningCode: z.string(), warningDescription: z.string() })).nullable(),
});

export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;
