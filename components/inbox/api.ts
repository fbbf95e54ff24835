import { ApiError, requestJson } from '@/components/request-json';
import type { ConversationsResponse, MessageRecord } from '@/server/conversations/conversation.schemas';
import type {
  InboxResponse,
  InboxThread,
  OpenThreadResponse,
  UnreadCountResponse,
} from '@/server/conversations/inbox.schemas';
import type { AssignThreadResponse, ThreadContextResponse } from '@/server/conversations/thread-side.schemas';
import type { SendMessageRequest, SendMessageResponse } from '@/server/messaging/message.schemas';

/** The messaging API with the advisor's session; `init.body` is sent as JSON. */
const request = <T>(url: string, init?: { method?: string; body?: unknown }) =>
  requestJson<T>(init?.method ?? 'GET', url, init?.body);

const department = (departmentUuid: string) =>
  `/api/communications/department/${encodeURIComponent(departmentUuid)}`;
const thread = (departmentUuid: string, userUuid: string, customerUuid: string) =>
  `${department(departmentUuid)}/user/${encodeURIComponent(userUuid)}/customer/${encodeURIComponent(customerUuid)}`;

/** assignedTo narrows the list to one advisor's threads (the "Mine" filter). */
export const fetchInbox = (departmentUuid: string, search: string, assignedTo: string | null) =>
  request<InboxResponse>(
    `${department(departmentUuid)}/inbox?${new URLSearchParams({
      ...(search ? { search } : {}),
      ...(assignedTo ? { assignedTo } : {}),
    })}`,
  ).then((r): InboxThread[] => r.threads);

/** The department's unread incoming messages: the navigation's badge. */
export const fetchUnreadCount = (departmentUuid: string) =>
  request<UnreadCountResponse>(`${department(departmentUuid)}/inbox/unread`).then((r) => r.unreadCount);

const customerPath = (departmentUuid: string, customerUuid: string) =>
  `${department(departmentUuid)}/customer/${encodeURIComponent(customerUuid)}`;

export const assignThread = (departmentUuid: string, customerUuid: string, userUuid: string | null) =>
  request<AssignThreadResponse>(`${customerPath(departmentUuid, customerUuid)}/assignee`, {
    method: 'PUT',
    body: { userUuid },
  });

export const fetchThreadContext = (departmentUuid: string, customerUuid: string) =>
  request<ThreadContextResponse>(`${customerPath(departmentUuid, customerUuid)}/context`);

export type MessageTemplate = { templateUuid: string; name: string; body: string };

export const fetchTemplates = (departmentUuid: string) =>
  request<{ templates: MessageTemplate[] }>(`${department(departmentUuid)}/message-templates`).then(
    (r) => r.templates,
  );

export const openThread = (departmentUuid: string, userUuid: string, customerUuid: string) =>
  request<OpenThreadResponse>(`${thread(departmentUuid, userUuid, customerUuid)}/thread/open`, {
    method: 'POST',
  });

export type ThreadCursor = { lastMessageReceivedOn: string; messageUuidsReceivedAtSameTime: string[] } | null;
export type ThreadPage = { messages: MessageRecord[]; drafts: MessageRecord[]; next: ThreadCursor };

export const pageSize = 25;

/** One page of the thread, newest first, with the cursor of the next (older) page. */
export async function fetchThreadPage(
  departmentUuid: string,
  userUuid: string,
  customerUuid: string,
  cursor: ThreadCursor,
): Promise<ThreadPage> {
  const body = await request<ConversationsResponse>(
    `${thread(departmentUuid, userUuid, customerUuid)}/message/list`,
    {
      method: 'POST',
      body: { maxResults: pageSize, fetchDrafts: cursor === null, ...(cursor ?? {}) },
    },
  );
  const messages = body.messagesMap.MESSAGES;
  const oldest = messages.at(-1);
  const next: ThreadCursor =
    messages.length === pageSize && oldest?.receivedOn
      ? {
          lastMessageReceivedOn: `${oldest.receivedOn.slice(0, 19)}+0000`,
          messageUuidsReceivedAtSameTime: messages
            .filter((m) => m.receivedOn === oldest.receivedOn)
            .map((m) => m.uuid),
        }
      : null;
  return { messages, drafts: body.messagesMap.DRAFT, next };
}

/** A send that the API recorded but refused (opted out, locked ...) comes back as an ApiError too. */
export async function sendMessage(
  departmentUuid: string,
  userUuid: string,
  customerUuid: string,
  body: SendMessageRequest,
): Promise<SendMessageResponse> {
  const result = await request<SendMessageResponse>(
    `${thread(departmentUuid, userUuid, customerUuid)}/message`,
    { method: 'POST', body },
  );
  const error = result.errors[0];
  if (result.status === 'FAILURE' && error) throw new ApiError(200, error.errorCode, error.errorDescription);
  return result;
}

export const postNote = (departmentUuid: string, userUuid: string, customerUuid: string, text: string) =>
  request<SendMessageResponse>(
    `${department(departmentUuid)}/customer/${encodeURIComponent(customerUuid)}/message`,
    {
      method: 'POST',
      body: {
        editor: { uuid: userUuid, departmentUuid, type: 'USER' },
        messageAttributes: { body: text, type: 'NOTE', protocol: 'NONE', isManual: true },
      },
    },
  );

export { ApiError };
