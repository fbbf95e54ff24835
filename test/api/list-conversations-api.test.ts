import { beforeAll, describe, expect, it } from 'vitest';
import { GET as inboxRoute } from '@/app/api/communications/department/[departmentUUID]/inbox/route';
import { POST as listRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/list/route';
import { POST as sendRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/route';
import { POST as inboxOpenRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/thread/open/route';
import {
  type ConversationsResponse,
  conversationsResponseSchema,
  type MessageRecord,
} from '../../server/conversations/conversation.schemas';
import type { InboxResponse, OpenThreadResponse } from '../../server/conversations/inbox.schemas';
import { db } from '../../server/db/client';
import { type Message, messages } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { createMessagingCustomer } from '../messaging';

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let matrixCustomer: string;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  matrixCustomer = (await createMessagingCustomer(own.dealerUuid)).customerUuid;
});

const listPath = (t: TestTenant, customerUuid: string) =>
  `/api/communications/department/${t.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message/list`;

async function list(customerUuid: string, body: Record<string, unknown>, tenant = own) {
  const res = await callRoute<ConversationsResponse>(listRoute, {
    path: listPath(tenant, customerUuid),
    params: { departmentUUID: tenant.departmentUuid, userUuid: 'DEFAULT', customerUuid },
    authorization: client.authorization,
    body,
  });
  return res;
}

/** Writes thread messages directly: `count` of them at each of the given seconds. */
async function seedThread(
  customerUuid: string,
  seconds: Array<{ at: Date; count: number }>,
  extra: Partial<Message> = {},
) {
  const rows = seconds.flatMap(({ at, count }) =>
    Array.from({ length: count }, (_, i) => ({
      uuid: newUuid(),
      dealerUuid: own.dealerUuid,
      departmentUuid: own.departmentUuid,
      customerUuid,
      kind: 'MESSAGE' as const,
      protocol: 'TEXT' as const,
      direction: (i % 2 ? 'INCOMING' : 'OUTGOING') as 'INCOMING' | 'OUTGOING',
      deliveryStatus: (i % 2 ? 'RECEIVED' : 'DELIVERED') as 'RECEIVED' | 'DELIVERED',
      body: `Message ${at.toISOString()} #${i}`,
      isManual: i % 3 === 0,
      receivedOn: at,
      ...extra,
    })),
  );
  await db().insert(messages).values(rows);
  return rows.map((r) => r.uuid);
}

/** The cursor as a partner sends it: seconds and a numeric offset, e.g. 2025-01-01T06:00:00+0600. */
const cursorOf = (wireTime: string) => `${wireTime.slice(0, 19)}+0000`;

describe('list conversations: authentication and scope', () => {
  describeAuthMatrix(
    {
      name: 'list conversations',
      handler: listRoute,
      scope: 'communications.message.get',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: listPath(t, matrixCustomer),
        params: { departmentUUID: t.departmentUuid, userUuid: 'DEFAULT', customerUuid: matrixCustomer },
        body: {},
      }),
      errorCode: (body) => (body.errors as Array<{ errorCode: string }>)[0]?.errorCode,
    },
    () => ({ own, other }),
  );
});

describe('list conversations', () => {
  it('pages newest first through several messages sharing a second: no duplicates, no gaps', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const base = Date.UTC(2026, 0, 10, 15, 0, 0);
    const all = await seedThread(customerUuid, [
      { at: new Date(base), count: 2 },
      { at: new Date(base + 1000), count: 7 },
      { at: new Date(base + 2000), count: 1 },
      { at: new Date(base + 60_000), count: 4 },
    ]);
    const seen: MessageRecord[] = [];
    let body: Record<string, unknown> = { maxResults: 3 };
    for (let page = 0; page < 10; page++) {
      const res = await list(customerUuid, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(conversationsResponseSchema.safeParse(res.body).success).toBe(true);
      const batch = res.body.messagesMap.MESSAGES;
      if (batch.length === 0) break;
      seen.push(...batch);
      const oldest = batch.at(-1) as MessageRecord;
      body = {
        maxResults: 3,
        lastMessageReceivedOn: cursorOf(oldest.receivedOn as string),
        messageUuidsReceivedAtSameTime: batch
          .filter((m) => m.receivedOn === oldest.receivedOn)
          .map((m) => m.uuid),
      };
    }
    const uuids = seen.map((m) => m.uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    expect([...uuids].sort()).toEqual([...all].sort());
    const times = seen.map((m) => m.receivedOn as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toBe('2026-01-10T15:01:00.000+0000');
  });

  it('accepts the cursor in another offset; without the same-time list the cursor second comes again', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const base = Date.UTC(2026, 1, 1, 12, 0, 0);
    await seedThread(customerUuid, [
      { at: new Date(base), count: 2 },
      { at: new Date(base + 5000), count: 2 },
    ]);
    const res = await list(customerUuid, { lastMessageReceivedOn: '2026-02-01T18:00:05+0600' });
    expect(res.body.messagesMap.MESSAGES).toHaveLength(4);
    const older = await list(customerUuid, { lastMessageReceivedOn: '2026-02-01T18:00:04+0600' });
    expect(older.body.messagesMap.MESSAGES).toHaveLength(2);
    const bad = await list(customerUuid, { lastMessageReceivedOn: 'yesterday' });
    expect([
      bad.status,
      (bad.body as unknown as { errors: Array<{ errorCode: string }> }).errors[0]?.errorCode,
    ]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('filters by protocol (NONE = notes and events) and isManual; drafts come only with fetchDrafts', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const at = new Date(Date.UTC(2026, 2, 1, 9, 0, 0));
    await seedThread(customerUuid, [{ at, count: 3 }]);
    await seedThread(customerUuid, [{ at, count: 1 }], {
      kind: 'NOTE',
      protocol: 'NONE',
      deliveryStatus: 'NONE',
      isManual: true,
    });
    await seedThread(customerUuid, [{ at, count: 1 }], {
      protocol: 'EMAIL',
      subject: 'Invoice',
      isManual: false,
    });
    await seedThread(customerUuid, [{ at, count: 2 }], {
      kind: 'DRAFT',
      deliveryStatus: 'NONE',
      draftStatus: 'SCHEDULED',
      scheduledOn: new Date(Date.now() + 3_600_000),
    });
    const everything = await list(customerUuid, {});
    expect(everything.body.messagesMap.MESSAGES).toHaveLength(5);
    expect(everything.body.messagesMap.DRAFT).toEqual([]);
    const notes = await list(customerUuid, { protocolsSupported: ['NONE'] });
    expect(notes.body.messagesMap.MESSAGES.map((m) => [m.messageType, m.protocol])).toEqual([['N', 'N']]);
    const emails = await list(customerUuid, { protocolsSupported: ['EMAIL'] });
    expect(emails.body.messagesMap.MESSAGES[0]?.messageExtnDTO.subject).toBe('Invoice');
    const manual = await list(customerUuid, { isManual: true });
    expect(manual.body.messagesMap.MESSAGES.every((m) => m.isManual)).toBe(true);
    const drafts = await list(customerUuid, { fetchDrafts: true, maxDraftsToBeFetched: 1 });
    expect(drafts.body.messagesMap.DRAFT).toHaveLength(1);
    expect(drafts.body.messagesMap.DRAFT[0]?.draftMessageMetaDataDTO?.status).toBe('SCHEDULED');
  });

  it('another dealer’s customer is INVALID_CUSTOMER', async () => {
    const { customerUuid } = await createMessagingCustomer(other.dealerUuid);
    const res = await list(customerUuid, {});
    expect(res.status).toBe(404);
  });

  it('a scheduled send is a SCHEDULED draft until its time, then SENT with the message in the thread', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await callRoute<{ messageUUID: string; status: string }>(sendRoute, {
      path: `/api/communications/department/${own.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message`,
      params: { departmentUUID: own.departmentUuid, userUuid: 'DEFAULT', customerUuid },
      authorization: client.authorization,
      body: {
        messageAttributes: { body: 'See you tomorrow', isManual: false, protocol: 'TEXT', type: 'OUTGOING' },
        messageSendingAttributes: { scheduledOn: new Date(Date.now() + 3_600_000).toISOString() },
      },
    });
    expect(res.body.status).toBe('SUCCESS');
    const before = await list(customerUuid, { fetchDrafts: true });
    expect(before.body.messagesMap.MESSAGES).toEqual([]);
    expect(before.body.messagesMap.DRAFT.map((d) => d.draftMessageMetaDataDTO?.status)).toEqual([
      'SCHEDULED',
    ]);
    const { sendScheduledMessage } = await import('../../server/messaging/schedule-message');
    expect(await sendScheduledMessage(db(), res.body.messageUUID)).toEqual({ status: 'SENT' });
    const after = await list(customerUuid, { fetchDrafts: true });
    expect(after.body.messagesMap.DRAFT.map((d) => d.draftMessageMetaDataDTO?.status)).toEqual(['SENT']);
    expect(after.body.messagesMap.MESSAGES.map((m) => m.messageExtnDTO.messageBody)).toEqual([
      'See you tomorrow\nReply STOP to opt out.',
    ]);
  });
});

describe('inbox', () => {
  it('lists threads with unread counts; opening one marks it read and locks the customer', async () => {
    const { own: shop } = await createTenantPair();
    const shopClient = await createFullAccessClient(shop);
    const { customerUuid } = await createMessagingCustomer(shop.dealerUuid);
    await db()
      .insert(messages)
      .values(
        [0, 1].map((i) => ({
          uuid: newUuid(),
          dealerUuid: shop.dealerUuid,
          departmentUuid: shop.departmentUuid,
          customerUuid,
          kind: 'MESSAGE' as const,
          protocol: 'TEXT' as const,
          direction: 'INCOMING' as const,
          deliveryStatus: 'RECEIVED' as const,
          body: `Reply ${i}`,
          receivedOn: new Date(Date.UTC(2026, 3, 1, 10, 0, i)),
        })),
      );
    const inbox = () =>
      callRoute<InboxResponse>(inboxRoute, {
        path: `/api/communications/department/${shop.departmentUuid}/inbox`,
        params: { departmentUUID: shop.departmentUuid },
        authorization: shopClient.authorization,
      });
    const first = await inbox();
    expect(first.body.threads.map((t) => [t.customerUuid, t.unreadCount, t.lastMessage?.body])).toEqual([
      [customerUuid, 2, 'Reply 1'],
    ]);
    const open = await callRoute<OpenThreadResponse>(inboxOpenRoute, {
      path: `/api/communications/department/${shop.departmentUuid}/user/${shop.advisor.userUuid}/customer/${customerUuid}/thread/open`,
      params: { departmentUUID: shop.departmentUuid, userUuid: shop.advisor.userUuid, customerUuid },
      authorization: shopClient.authorization,
      method: 'POST',
    });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.lock?.heldByYou).toBe(true);
    expect((await inbox()).body.threads[0]?.unreadCount).toBe(0);
    const search = await callRoute<InboxResponse>(inboxRoute, {
      path: `/api/communications/department/${shop.departmentUuid}/inbox?search=casey`,
      params: { departmentUUID: shop.departmentUuid },
      authorization: shopClient.authorization,
    });
    expect(search.body.threads.map((t) => t.customerUuid)).toContain(customerUuid);
  });
});
