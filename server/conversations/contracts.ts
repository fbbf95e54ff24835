import { z } from 'zod';
import { messageTemplateWire } from '../admin/message-template-records';
import { defineContract } from '../core/contract';
import { pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import { conversationsRequestSchema, conversationsResponseSchema } from './conversation.schemas';
import {
  inboxQuerySchema,
  inboxResponseSchema,
  openThreadResponseSchema,
  unreadCountResponseSchema,
} from './inbox.schemas';
import { assignThreadBody, assignThreadResponse, threadContextResponse } from './thread-side.schemas';

const tag = 'Messaging';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
] as const;
const threadParams = z.object({ departmentUUID: pathId, userUuid: pathId, customerUuid: pathId });
const inDepartment = (scope: 'communications.message.get' | 'message.create') => ({
  scope,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { departmentUUID: string } }) => [
    { departmentUuid: params.departmentUUID },
  ],
});

export const listConversationsContract = defineContract({
  operationId: 'listConversations',
  method: 'POST',
  path: '/api/communications/department/{departmentUUID}/user/{userUuid}/customer/{customerUuid}/message/list',
  summary: "A customer's conversation in the department, newest first",
  description: [
    'messagesMap.MESSAGES: texts, emails (both directions), internal notes and system events (protocol NONE), newest first by receivedOn (messages of the same second newest written first), at most maxResults (20).',
    'Paging: send the receivedOn of the oldest message as lastMessageReceivedOn with the uuids of the messages having that same receivedOn in messageUuidsReceivedAtSameTime: no duplicates, no gaps. receivedOn has whole-second precision.',
    'messagesMap.DRAFT (fetchDrafts true): scheduled sends, draftMessageMetaDataDTO.status SCHEDULED then SENT (or FAILED with reasonForLastFailure), at most maxDraftsToBeFetched (100).',
    'Letters: messageType S sent by the dealership, R received, N internal note, F system event; protocol X text, E email, V voice, N none; deliveryStatus Q queued, W waiting for opt-in, P sending, S sent, D delivered, F failed (reason in twilioDeliveryFailureMessage), X expired, R received, N none.',
    'messageMetaDataDTO.metaData holds the callbackMetaData of the send as a JSON string.',
  ].join(' '),
  tag,
  family: 'messaging',
  auth: inDepartment('communications.message.get'),
  params: threadParams,
  body: conversationsRequestSchema,
  response: conversationsResponseSchema,
  errors: [...authErrors, 'INVALID_REQUEST', 'MALFORMED_JSON', 'INVALID_DEPT_UUID', 'INVALID_CUSTOMER'],
});

export const inboxThreadsContract = defineContract({
  operationId: 'listInboxThreads',
  method: 'GET',
  path: '/api/communications/department/{departmentUUID}/inbox',
  summary: "The department's customer threads (inbox)",
  description:
    'Customers with messages in the department, latest activity first, with unread incoming counts and the last message. search matches any customer of the dealer by name, email or phone digits.',
  tag,
  family: 'messaging',
  auth: inDepartment('communications.message.get'),
  params: z.object({ departmentUUID: pathId }),
  query: inboxQuerySchema,
  response: inboxResponseSchema,
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEPT_UUID'],
});

export const unreadCountContract = defineContract({
  operationId: 'countUnreadMessages',
  method: 'GET',
  path: '/api/communications/department/{departmentUUID}/inbox/unread',
  summary: "How many of the department's incoming messages are unread (the inbox badge)",
  description:
    "unreadCount: incoming messages not yet read (the sum of the inbox threads' unread counts); unreadThreads: the customer threads holding them. Opening a thread reads its messages.",
  tag,
  family: 'messaging',
  auth: inDepartment('communications.message.get'),
  params: z.object({ departmentUUID: pathId }),
  response: unreadCountResponseSchema,
  errors: [...authErrors, 'INVALID_DEPT_UUID'],
});

export const openThreadContract = defineContract({
  operationId: 'openThread',
  method: 'POST',
  path: '/api/communications/department/{departmentUUID}/user/{userUuid}/customer/{customerUuid}/thread/open',
  summary: "Open a customer's thread: mark it read and lock the customer to the user",
  description:
    "Incoming messages become read; the customer is locked to the user for a few minutes (CUSTOMER_LOCK_MINUTES), so other users' manual sends answer CUSTOMER_LOCKED. Another user's unexpired lock is kept and reported in lock.",
  tag,
  family: 'messaging',
  auth: inDepartment('message.create'),
  params: threadParams,
  response: openThreadResponseSchema,
  errors: [...authErrors, 'INVALID_DEPT_UUID', 'INVALID_USER', 'INVALID_CUSTOMER'],
});

const customerParams = z.object({ departmentUUID: pathId, customerUuid: pathId });

export const assignThreadContract = defineContract({
  operationId: 'assignThread',
  method: 'PUT',
  path: '/api/communications/department/{departmentUUID}/customer/{customerUuid}/assignee',
  summary: "Assign a customer's thread to an advisor of the department, or unassign it (null)",
  description: 'The inbox shows the assignee on each thread and filters by assignedTo ("Mine").',
  tag,
  family: 'messaging',
  auth: inDepartment('message.create'),
  params: customerParams,
  body: assignThreadBody,
  response: assignThreadResponse,
  errors: [
    ...authErrors,
    'INVALID_REQUEST',
    'MALFORMED_JSON',
    'INVALID_DEPT_UUID',
    'INVALID_USER',
    'INVALID_CUSTOMER',
  ],
});

export const threadContextContract = defineContract({
  operationId: 'getThreadContext',
  method: 'GET',
  path: '/api/communications/department/{departmentUUID}/customer/{customerUuid}/context',
  summary: "Beside a thread: the customer's upcoming appointments, vehicles and open payment links",
  description:
    "Also the department's phone, which message templates fill in as {dealershipPhone}, the thread's assignee and the department's advisors it can be assigned to.",
  tag,
  family: 'messaging',
  auth: inDepartment('communications.message.get'),
  params: customerParams,
  response: threadContextResponse,
  errors: [...authErrors, 'INVALID_DEPT_UUID', 'INVALID_CUSTOMER'],
});

export const departmentTemplatesContract = defineContract({
  operationId: 'listDepartmentMessageTemplates',
  method: 'GET',
  path: '/api/communications/department/{departmentUUID}/message-templates',
  summary: "The department's message templates for the composer",
  description:
    'Kept by dealership administrators; {customerName}, {firstName}, {lastName}, {appointmentTime}, {advisorName}, {dealerName} and {dealershipPhone} are left for the client to fill.',
  tag,
  family: 'messaging',
  auth: inDepartment('communications.message.get'),
  params: z.object({ departmentUUID: pathId }),
  response: z.object({ templates: z.array(messageTemplateWire) }),
  errors: [...authErrors, 'INVALID_DEPT_UUID'],
});
