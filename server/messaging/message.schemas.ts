import { z } from 'zod';
import { dateTimeText, storableJson, text, textLimits } from '../core/text';

/*
 * Wire shapes of the messaging operations (spec: Send-message request/response). Free of server
 * imports so the inbox composer can reuse them. Every attribute is optional here: the use case
 * checks presence itself so that a missing one answers with the spec's own code
 * (MISSING_MESSAGE_BODY, MISSING_IS_MANUAL ...) rather than a generic INVALID_REQUEST.
 */

export const messageProtocols = ['TEXT', 'EMAIL'] as const;
export type SendProtocol = (typeof messageProtocols)[number];

const metaValue = z.union([text({ max: textLimits.shortText }), z.number(), z.boolean(), z.null()]);

export const messageAttributesSchema = z
  .object({
    body: text({ max: textLimits.emailBody, multiline: true })
      .nullish()
      .describe(`Message body (TEXT at most ${textLimits.smsBody} characters)`),
    subject: text({ max: 998 })
      .nullish()
      .describe('Email subject (EMAIL only; default: "Message from <dealer>")'),
    isManual: z.boolean().nullish().describe('true if triggered by a person, false if automatic'),
    protocol: text({ max: 50 }).nullish().describe('TEXT or EMAIL'),
    type: text({ max: 50 }).nullish().describe('OUTGOING for customer communications'),
    messageType: text({ max: 50 }).nullish().describe('Accepted for compatibility ("S")'),
    isRead: z.boolean().nullish().describe('Accepted for compatibility'),
    messagePurpose: text({ max: 50 })
      .nullish()
      .describe('Free purpose code echoed as messagePurpose, e.g. AC'),
  })
  // A text is at most ten concatenated SMS segments; an email body may be much longer.
  .check((ctx) => {
    const { body, protocol } = ctx.value;
    if (protocol?.toUpperCase() === 'TEXT' && body && body.length > textLimits.smsBody) {
      const message = `a TEXT body must be at most ${textLimits.smsBody} characters`;
      ctx.issues.push({ code: 'custom', message, input: body, path: ['body'] });
    }
  });

export const messageSendingAttributesSchema = z.object({
  communicationValueOfCustomer: text({ max: textLimits.email })
    .nullish()
    .describe(
      "TEXT: phone (E.164 or 10-digit US); EMAIL: address. Must be registered for the customer; default: the customer's preferred one",
    ),
  sendSynchronously: z
    .boolean()
    .nullish()
    .describe('Wait for the provider (default false: queued with retries)'),
  callbackURL: text({ max: textLimits.url }).nullish().describe('Receives signed delivery-status callbacks'),
  callbackMetaData: storableJson(
    z.record(text({ max: textLimits.name }), metaValue).check((ctx) => {
      if (Object.keys(ctx.value).length > 50) {
        ctx.issues.push({ code: 'custom', message: 'at most 50 entries', input: ctx.value });
      }
    }),
  )
    .nullish()
    .describe('Echoed in callbacks as metaData'),
  addTCPAFooter: z.boolean().nullish().describe("Append the department's opt-out text (TEXT; default true)"),
  addSignature: z.boolean().nullish().describe("Append the sending user's name (default false)"),
  addFooter: z.boolean().nullish().describe('Append the dealership footer (default false)'),
  sendVCard: z
    .boolean()
    .nullish()
    .describe('Send a contact card with the department number (TEXT; default false)'),
  queueIfOptedOut: z
    .boolean()
    .nullish()
    .describe('Hold a text to a number neither opted in nor out until opt-in (default false)'),
  overrideOptOut: z
    .boolean()
    .nullish()
    .describe(
      'Extension: with queueIfOptedOut, send now instead of holding; needs the messaging.optout.override authority (else warning CANT_OVERRIDE_OPTOUT). Never reaches an opted-out number',
    ),
  ccList: z
    .array(text({ max: textLimits.email }))
    .max(50)
    .nullish()
    .describe('Extension: CC addresses (EMAIL)'),
  bccList: z
    .array(text({ max: textLimits.email }))
    .max(50)
    .nullish()
    .describe('Extension: BCC addresses (EMAIL)'),
  scheduledOn: dateTimeText()
    .nullish()
    .describe(
      'Extension: ISO 8601 time with offset; the message is kept as a draft (SCHEDULED) and sent then (SENT)',
    ),
});

export const sendMessageRequestSchema = z.object({
  messageAttributes: messageAttributesSchema.nullish(),
  messageSendingAttributes: messageSendingAttributesSchema.nullish(),
});

export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** What the carrier made of a text, on every message record and callback (extensions of the wire). */
export const carrierOutcomeFields = {
  providerErrorCode: z
    .string()
    .optional()
    .describe(
      "Extension: the carrier's numeric error code for a failed text (Twilio's, e.g. 21610 STOP sent to the carrier, 21211 invalid number, 21614 not a mobile number, 30003 unreachable); absent when none was given",
    ),
  segmentCount: z
    .number()
    .int()
    .optional()
    .describe(
      'Extension: segments of an outgoing text as sent (GSM-7: 160, or 153 each when split; UCS-2: 70 or 67)',
    ),
};

export const messagingErrorSchema = z.object({
  errorCode: z.string(),
  errorDescription: z.string(),
  errorUID: z.string(),
});
export const messagingWarningSchema = z.object({ warningCode: z.string(), warningDescription: z.string() });

export const sendMessageResponseSchema = z.object({
  customerUUID: z.string().nullable(),
  messageUUID: z.string().nullable(),
  requestUUID: z.string(),
  status: z.enum(['SUCCESS', 'FAILURE']),
  errors: z.array(messagingErrorSchema),
  warnings: z.array(messagingWarningSchema),
  metaData: z.record(z.string(), z.string()),
  ...carrierOutcomeFields,
});

export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;
export type MessagingError = z.infer<typeof messagingErrorSchema>;
export type MessagingWarning = z.infer<typeof messagingWarningSchema>;
