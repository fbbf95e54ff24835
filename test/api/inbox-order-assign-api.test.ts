import { beforeAll, describe, expect, it } from 'vitest';
import { PUT as assignRoute } from '@/app/api/communications/department/[departmentUUID]/customer/[customerUuid]/assignee/route';
import { GET as contextRoute } from '@/app/api/communications/department/[departmentUUID]/customer/[customerUuid]/context/route';
import { GET as unreadRoute } from '@/app/api/communications/department/[departmentUUID]/inbox/unread/route';
import { POST as listRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/list/route';
import { POST as openRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/thread/open/route';
import type { ConversationsResponse } from '../../server/conversations/conversation.schemas';
import type { OpenThreadResponse, UnreadCountResponse } from '../../server/conversations/inbox.schemas';
import type {
  AssignThreadResponse,
  ThreadContextResponse,
} from '../../server/conversations/thread-side.schemas';
import { db } from '../../server/db/client';
import { dealerAssociates, type Message, messages, users } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { createTenantPair } from '../auth-matrix';
import { callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { createMessagingCustomer } from '../messaging';

let own: TestTenant;
let other: TestTenant;
let client: TestClient;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
});

/** A person with a membership of the tenant's department (deactivated or a former member when asked). */
async function addPerson(
  t: TestTenant,
  firstName: string,
  options: { deactivated?: boolean; left?: boolean } = {},
): Promise<string> {
  const userUuid = newUuid();
  await db()
    .insert(users)
    .values({
      uuid: userUuid,
      firstName,
      lastName: 'Tester',
      deactivatedAt: options.deactivated ? new Date() : null,
    });
  await db()
    .insert(dealerAssociates)
    .values({
      uuid: newUuid(),
      userUuid,
      departmentUuid: t.departmentUuid,
      userName: `${firstName.toLowerCase()}-${newUuid().slice(0, 8)}`,
      isAdvisor: true,
      isValid: !options.left,
      authorities: ['sms.send'],
    });
  return userUuid;
}

/** A message of the thread written now, in this order; uuid chosen by the caller. */
async function writeMessage(customerUuid: string, fields: Partial<Message> & { uuid: string; body: string }) {
  await db()
    .insert(messages)
    .values({
      dealerUuid: own.dealerUuid,
      departmentUuid: own.departmentUuid,
      customerUuid,
      kind: 'MESSAGE',
      protocol: 'TEXT',
      direction: 'OUTGOING',
      deliveryStatus: 'DELIVERED',
      ...fields,
    });
}

const listThread = (customerUuid: string, body: Record<string, unknown>) =>
  callRoute<ConversationsResponse>(listRoute, {
    path: `/api/communications/department/${own.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message/list`,
    params: { departmentUUID: own.departmentUuid, userUuid: 'DEFAULT', customerUuid },
    authorization: client.authorization,
    body,
  });

describe('thread order', () => {
  it('lists messages of the same second in the order they were written, also across pages', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const second = new Date(Date.UTC(2026, 4, 4, 14, 30, 0));
    // Uuids sort against the writing order, so an order by uuid would list the cancellation first.
    await writeMessage(customerUuid, {
      uuid: `a-${newUuid()}`,
      body: 'Earlier',
      receivedOn: new Date(second.getTime() - 60_000),
    });
    await writeMessage(customerUuid, { uuid: `z-${newUuid()}`, body: 'Confirmed', receivedOn: second });
    await writeMessage(customerUuid, { uuid: `m-${newUuid()}`, body: 'Changed', receivedOn: second });
    await writeMessage(customerUuid, { uuid: `b-${newUuid()}`, body: 'Cancelled', receivedOn: second });

    const whole = await listThread(customerUuid, {});
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    const bodies = whole.body.messagesMap.MESSAGES.map((m) => m.messageExtnDTO.messageBody);
    expect(bodies).toEqual(['Cancelled', 'Changed', 'Confirmed', 'Earlier']);

    const paged: string[] = [];
    let body: Record<string, unknown> = { maxResults: 2 };
    for (let page = 0; page < 4; page++) {
      const batch = (await listThread(customerUuid, body)).body.messagesMap.MESSAGES;
      if (batch.length === 0) break;
      paged.push(...batch.map((m) => m.messageExtnDTO.messageBody));
      const oldest = batch.at(-1);
      body = {
        maxResults: 2,
        lastMessageReceivedOn: `${oldest?.receivedOn?.slice(0, 19)}+0000`,
        messageUuidsReceivedAtSameTime: batch
          .filter((m) => m.receivedOn === oldest?.receivedOn)
          .map((m) => m.uuid),
      };
    }
    expect(paged).toEqual(bodies);
  });
});

const assign = (t: TestTenant, customerUuid: string, userUuid: string | null, as = client) =>
  callRoute<AssignThreadResponse>(assignRoute, {
    path: `/api/communications/department/${t.departmentUuid}/customer/${customerUuid}/assignee`,
    params: { departmentUUID: t.departmentUuid, customerUuid },
    method: 'PUT',
    authorization: as.authorization,
    body: { userUuid },
  });

const context = (customerUuid: string) =>
  callRoute<ThreadContextResponse>(contextRoute, {
    path: `/api/communications/department/${own.departmentUuid}/customer/${customerUuid}/context`,
    params: { departmentUUID: own.departmentUuid, customerUuid },
    authorization: client.authorization,
  });

describe('thread assignment', () => {
  it('gives a thread to any current advisor of the department, and the context shows who can take it', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const colleague = await addPerson(own, 'Robin');
    const assigned = await assign(own, customerUuid, colleague);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.assignee).toMatchObject({ userUuid: colleague, name: 'Robin Tester' });

    const side = await context(customerUuid);
    expect(side.status, JSON.stringify(side.body)).toBe(200);
    expect(side.body.assignee?.userUuid).toBe(colleague);
    const names = side.body.advisors.map((a) => a.userUuid);
    expect(names).toContain(colleague);
    expect(names).toContain(own.advisor.userUuid);
    expect(names).not.toContain(own.defaultUserUuid);

    // Re-assigning replaces the owner, by user or by dealer associate uuid.
    const back = await assign(own, customerUuid, own.advisor.dealerAssociateUuid);
    expect(back.body.assignee?.userUuid).toBe(own.advisor.userUuid);
    expect((await context(customerUuid)).body.assignee?.userUuid).toBe(own.advisor.userUuid);
  });

  it('refuses the service desk, people who left or were deactivated, and advisors of another dealer', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const deactivated = await addPerson(own, 'Dana', { deactivated: true });
    const former = await addPerson(own, 'Flo', { left: true });
    const foreign = await addPerson(other, 'Olli');
    for (const who of [
      own.defaultUserUuid,
      'DEFAULT',
      deactivated,
      former,
      foreign,
      other.advisor.userUuid,
    ]) {
      const refused = await assign(own, customerUuid, who);
      expect([refused.status, refused.body.errors[0]?.errorCode], who).toEqual([404, 'INVALID_USER']);
    }
    expect((await context(customerUuid)).body.assignee).toBeNull();
    const advisors = (await context(customerUuid)).body.advisors.map((a) => a.userUuid);
    expect(advisors).not.toContain(deactivated);
    expect(advisors).not.toContain(former);
    expect(advisors).not.toContain(foreign);
  });
});

describe('unread count', () => {
  it("counts the department's unread incoming messages and their threads; opening a thread reads it", async () => {
    const { own: shop, other: elsewhere } = await createTenantPair();
    const shopClient = await createFullAccessClient(shop);
    const first = await createMessagingCustomer(shop.dealerUuid);
    const second = await createMessagingCustomer(shop.dealerUuid);
    const incoming = (t: TestTenant, customerUuid: string, isRead: boolean) => ({
      uuid: newUuid(),
      dealerUuid: t.dealerUuid,
      departmentUuid: t.departmentUuid,
      customerUuid,
      kind: 'MESSAGE' as const,
      protocol: 'TEXT' as const,
      direction: 'INCOMING' as const,
      deliveryStatus: 'RECEIVED' as const,
      body: 'Any news?',
      isRead,
    });
    const foreignCustomer = await createMessagingCustomer(elsewhere.dealerUuid);
    await db()
      .insert(messages)
      .values([
        incoming(shop, first.customerUuid, false),
        incoming(shop, first.customerUuid, false),
        incoming(shop, first.customerUuid, true),
        incoming(shop, second.customerUuid, false),
        incoming(elsewhere, foreignCustomer.customerUuid, false),
      ]);
    const unread = () =>
      callRoute<UnreadCountResponse>(unreadRoute, {
        path: `/api/communications/department/${shop.departmentUuid}/inbox/unread`,
        params: { departmentUUID: shop.departmentUuid },
        authorization: shopClient.authorization,
      });
    const before = await unread();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect([before.body.unreadCount, before.body.unreadThreads]).toEqual([3, 2]);

    const opened = await callRoute<OpenThreadResponse>(openRoute, {
      path: `/api/communications/department/${shop.departmentUuid}/user/${shop.advisor.userUuid}/customer/${first.customerUuid}/thread/open`,
      params: {
        departmentUUID: shop.departmentUuid,
        userUuid: shop.advisor.userUuid,
        customerUuid: first.customerUuid,
      },
      authorization: shopClient.authorization,
      method: 'POST',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect([opened.body.firstName, opened.body.lastName]).toEqual(['Casey', 'Customer']);
    const after = await unread();
    expect([after.body.unreadCount, after.body.unreadThreads]).toEqual([1, 1]);

    // Another dealer's client cannot read this department's count.
    const foreignClient = await createFullAccessClient(elsewhere);
    const refused = await callRoute(unreadRoute, {
      path: `/api/communications/department/${shop.departmentUuid}/inbox/unread`,
      params: { departmentUUID: shop.departmentUuid },
      authorization: foreignClient.authorization,
    });
    expect(refused.status).toBe(403);
  });
});
