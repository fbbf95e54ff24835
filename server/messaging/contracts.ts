import { z } from 'zod';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import { sendMessageRequestSchema, sendMessageResponseSchema } from './message.schemas';
import { noteRequestSchema } from './note.schemas';

const tag = 'Messaging';
const authErrors = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
] as const;

const sendErrors = [
  ...authErrors,
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'INVALID_DEPT_UUID',
  'MISSING_MESSAGE_ATTRIBUTES',
  'MISSING_MESSAGE_TYPE',
  'MISSING_MESSAGE_PROTOCOL',
  'MISSING_IS_MANUAL',
  'MISSING_MESSAGE_BODY',
  'MESSAGE_BODY_TOO_LONG',
  'INVALID_USER',
  'INVALID_CUSTOMER',
  'INVALID_COMMUNICATION_VALUE',
  'INVALID_EMAIL_ADDRESS',
  'USER_DOES_NOT_HAVE_AUTHORITY',
  'MISSING_VOICE_CREDENTIALS',
  'MISSING_DEALER_EMAIL',
  'OPTED_OUT_COMMUNICATION_VALUE',
  'COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE',
  'CUSTOMER_LOCKED',
  'RATE_LIMIT_REACHED',
  'BLACKLISTED_EMAIL_ADDRESS_OR_DOMAIN',
  'TWILIO_SENDING_FAILURE',
  'MESSAGE_SEND_LOCK_NOT_OBTAINED',
  'EMAIL_DEFERRED_TOO_LONG',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL_SERVER_ERROR',
] as const;

const sendDescription = [
  "Sends a text (TEXT) or email (EMAIL) to a customer of the department's dealer on behalf of userUuid (a user or dealer associate uuid of the department, or DEFAULT for its Default DealerAssociate).",
  'Request validation failures answer HTTP 400 (404 for an unknown user or customer, 403 USER_DOES_NOT_HAVE_AUTHORITY) with the code in errors, record nothing and send no callback: MISSING_MESSAGE_ATTRIBUTES, MISSING_MESSAGE_TYPE, MISSING_MESSAGE_PROTOCOL, MISSING_IS_MANUAL, MISSING_MESSAGE_BODY, MESSAGE_BODY_TOO_LONG (a text over 1,600 characters as sent, with its signature, footer and opt-out line), INVALID_USER, INVALID_CUSTOMER, INVALID_COMMUNICATION_VALUE, INVALID_EMAIL_ADDRESS, MISSING_VOICE_CREDENTIALS (no department text number), MISSING_DEALER_EMAIL.',
  'Authorities of the sender: sms.send for automatic texts, messaging.text.send.manual for manual texts, messaging.email.send for manual emails.',
  "Otherwise the message is recorded before the answer (HTTP 200, messageUUID set). status FAILURE with errors when it was refused: OPTED_OUT_COMMUNICATION_VALUE (the number opted out), COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE, CUSTOMER_LOCKED (manual send while another advisor has the thread open in the inbox), RATE_LIMIT_REACHED (too many messages to the recipient in the dealership's window; default 30 per hour), BLACKLISTED_EMAIL_ADDRESS_OR_DOMAIN; or, synchronous sends only, when the provider failed: TWILIO_SENDING_FAILURE.",
  "sendSynchronously false (default): the message is queued and sent by a worker with automatic retries; its outcome (delivered, refused, provider or carrier failure) is posted to callbackURL. sendSynchronously true: the answer carries the provider's answer; only carrier delivery updates are posted to callbackURL.",
  "queueIfOptedOut: a text to a number neither opted in nor out waits (status SUCCESS) until the customer replies START (then sent, with its callback) or the dealership's timeout (default 1 day) passes (expired, no callback). On an email it gives warning CANT_QUEUE_MESSAGE_IF_OPTED_OUT.",
  'Callbacks: POST of the SendMessageResponse (same messageUUID, metaData = callbackMetaData) signed with the Standard Webhooks headers webhook-id, webhook-timestamp and webhook-signature (v1, base64 HMAC-SHA256 of "id.timestamp.body" keyed with the API client\'s webhook secret), retried with exponential backoff for more than 24 hours until a 2xx answer.',
  "Send an Idempotency-Key header to make retries safe: a repeated key with the same body answers the first answer (a synchronous send: the provider's answer) and records, sends and calls back nothing more; the same key with another body is refused with 422 IDEMPOTENCY_KEY_REUSED.",
  "Emails: a copy (Cc, Bcc) the mail server refuses gives warning RECIPIENT_REFUSED with its answer while the email goes to the others; a 5xx for the customer's address fails with INVALID_EMAIL_ADDRESS; a deferral (4xx) or an unreachable server is retried for about a day, then fails with EMAIL_DEFERRED_TOO_LONG and the last answer.",
  'Extensions: ccList/bccList (EMAIL; warnings INVALID_EMAIL, DO_NOT_CC_ENABLED, BLACKLISTED_EMAIL_DOMAIN skip an entry), overrideOptOut (warning CANT_OVERRIDE_OPTOUT without the messaging.optout.override authority), scheduledOn (kept as a SCHEDULED draft, sent then).',
].join(' ');

export const sendMessageContract = defineContract({
  operationId: 'sendMessage',
  method: 'POST',
  path: '/api/communications/department/{departmentUUID}/user/{userUuid}/customer/{customerUuid}/message',
  summary: 'Send a text or email to a customer',
  description: sendDescription,
  tag,
  family: 'messaging',
  auth: {
    scope: 'message.create',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.departmentUUID }],
  },
  params: z.object({ departmentUUID: pathId, userUuid: pathId, customerUuid: pathId }),
  body: sendMessageRequestSchema,
  response: sendMessageResponseSchema,
  errors: sendErrors,
});

export const postNoteContract = defineContract({
  operationId: 'postInternalNote',
  method: 'POST',
  path: '/api/communications/department/{departmentUUID}/customer/{customerUuid}/message',
  summary: "Post an internal note to a customer's thread",
  description:
    'An internal note (type NOTE, protocol NONE) that advisors see in the thread and the customer never receives. editor.uuid names the writing user (user or dealer associate uuid of the department).',
  tag,
  family: 'messaging',
  auth: {
    scope: 'message.create',
    level: 'DEPARTMENT',
    tenants: ({ params }) => [{ departmentUuid: params.departmentUUID }],
  },
  params: z.object({ departmentUUID: pathId, customerUuid: pathId }),
  body: noteRequestSchema,
  response: sendMessageResponseSchema,
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'INVALID_DEPT_UUID',
    'MISSING_MESSAGE_BODY',
    'INVALID_USER',
    'INVALID_CUSTOMER',
  ],
});

/** Documents the card route; it answers text/vcard itself (server/http/vcard-route.ts). */
export const departmentVCardContract = defineContract({
  operationId: 'getDepartmentVCard',
  method: 'GET',
  path: '/api/communications/department/{departmentUUID}/vcard',
  summary: "The department's contact card (text/vcard)",
  successMediaType: 'text/vcard',
  description:
    'Public: the card attached to texts sent with sendVCard (the provider fetches it as MMS media). Holds only the department’s published name, text number, phone, email and website. 404 for an unknown department.',
  tag,
  family: 'messaging',
  auth: 'public',
  params: z.object({ departmentUUID: pathId }),
  response: z.string().describe('A vCard 3.0 document'),
  errors: ['NOT_FOUND'],
});
export * from './consent-contracts';
