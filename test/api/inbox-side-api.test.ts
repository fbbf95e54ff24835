import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DELETE as deleteTemplate,
  PATCH as updateTemplate,
} from '@/app/api/admin/v1/departments/[departmentUuid]/message-templates/[templateUuid]/route';
import { POST as createTemplate } from '@/app/api/admin/v1/departments/[departmentUuid]/message-templates/route';
import { PUT as assignRoute } from '@/app/api/communications/department/[departmentUUID]/customer/[customerUuid]/assignee/route';
import { GET as contextRoute } from '@/app/api/communications/department/[departmentUUID]/customer/[customerUuid]/context/route';
import { GET as inboxRoute } from '@/app/api/communications/department/[departmentUUID]/inbox/route';
import { GET as templatesRoute } from '@/app/api/communications/department/[departmentUUID]/message-templates/route';
import type { InboxResponse } from '../../server/conversations/inbox.schemas';
import type {
  AssignThreadResponse,
  ThreadContextResponse,
} from '../../server/conversations/thread-side.schemas';
import { db } from '../../server/db/client';
import { administrators, auditEntries, messages } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { createTenantPair } from '../auth-matrix';
import { callRoute } from '../call-route';
import { createFullAccessClient, createTestCustomer, type TestClient, type TestTenant } from '../fixtures';
import { sessionCookieFor } from '../sessions';

let own: TestTenant;
let other: TestTenant;
let ownClient: TestClient;
let otherClient: TestClient;
let ownAdmin: string;
let otherAdmin: string;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  ownClient = await createFullAccessClient(own);
  otherClient = await createFullAccessClient(other);
  await db()
    .insert(administrators)
    .values(
      [own, other].map((t) => ({
        uuid: newUuid(),
        userUuid: t.defaultUserUuid,
        role: 'DEALER_ADMIN' as const,
        dealerUuid: t.dealerUuid,
      })),
    );
  ownAdmin = await sessionCookieFor(own.defaultUserUuid);
  otherAdmin = await sessionCookieFor(other.defaultUserUuid);
});

const templatesPath = (t: TestTenant, rest = '') => ({
  path: `/api/admin/v1/departments/${t.departmentUuid}/message-templates${rest}`,
  params: { departmentUuid: t.departmentUuid },
});

async function auditActions(requestId: string) {
  const rows = await db().select().from(auditEntries).where(eq(auditEntries.requestId, requestId));
  return rows.map((r) => r.action);
}

async function advisorTemplates(t: TestTenant, client: TestClient) {
  const res = await callRoute<{ templates: Array<{ templateUuid: string; name: string; body: string }> }>(
    templatesRoute,
    {
      path: `/api/communications/department/${t.departmentUuid}/message-templates`,
      params: { departmentUUID: t.departmentUuid },
      authorization: client.authorization,
    },
  );
  expect(res.status).toBe(200);
  return res.body.templates;
}

describe('message templates', () => {
  it('create, edit and delete are audited; advisors see their own department only', async () => {
    const create = `t-create-${newUuid()}`;
    const created = await callRoute<{ templateUuid: string }>(createTemplate, {
      ...templatesPath(own),
      headers: { cookie: ownAdmin, 'x-request-id': create },
      body: { name: 'Car ready', body: 'Hi {customerName}, call {dealershipPhone}' },
    });
    expect(created.status).toBe(201);
    expect(await auditActions(create)).toEqual(['message_template.create']);
    await callRoute(createTemplate, {
      ...templatesPath(other),
      headers: { cookie: otherAdmin },
      body: { name: 'Other dealer', body: 'Not yours' },
    });

    const id = created.body.templateUuid;
    const edit = `t-edit-${newUuid()}`;
    const params = { departmentUuid: own.departmentUuid, templateUuid: id };
    const edited = await callRoute(updateTemplate, {
      ...templatesPath(own, `/${id}`),
      params,
      method: 'PATCH',
      headers: { cookie: ownAdmin, 'x-request-id': edit },
      body: { name: 'Vehicle ready', body: 'Hi {customerName}, your car is ready.' },
    });
    expect(edited.status).toBe(200);
    expect(await auditActions(edit)).toEqual(['message_template.update']);
    const mine = await advisorTemplates(own, ownClient);
    expect(mine.map((t) => t.name)).toEqual(['Vehicle ready']);

    const foreign = await callRoute(updateTemplate, {
      ...templatesPath(other, `/${id}`),
      params: { departmentUuid: other.departmentUuid, templateUuid: id },
      method: 'PATCH',
      headers: { cookie: otherAdmin },
      body: { name: 'Taken', body: 'Taken' },
    });
    expect(foreign.status).toBe(404);

    const remove = `t-delete-${newUuid()}`;
    const deleted = await callRoute(deleteTemplate, {
      ...templatesPath(own, `/${id}`),
      params,
      method: 'DELETE',
      headers: { cookie: ownAdmin, 'x-request-id': remove },
    });
    expect(deleted.status).toBe(200);
    expect(await auditActions(remove)).toEqual(['message_template.delete']);
    expect(await advisorTemplates(own, ownClient)).toEqual([]);
    expect((await advisorTemplates(other, otherClient)).map((t) => t.name)).toEqual(['Other dealer']);
  });
});

describe('thread assignment and the Mine filter', () => {
  it("assigns a thread to an advisor, filters by them, and refuses another dealer's customer", async () => {
    const customer = await createTestCustomer(own);
    await db().insert(messages).values({
      uuid: newUuid(),
      dealerUuid: own.dealerUuid,
      departmentUuid: own.departmentUuid,
      customerUuid: customer.customerUuid,
      kind: 'MESSAGE',
      protocol: 'TEXT',
      direction: 'INCOMING',
      deliveryStatus: 'RECEIVED',
      body: 'Is my car ready?',
      receivedOn: new Date(),
    });
    const assign = (t: TestTenant, client: TestClient, customerUuid: string, userUuid: string | null) =>
      callRoute<AssignThreadResponse>(assignRoute, {
        path: `/api/communications/department/${t.departmentUuid}/customer/${customerUuid}/assignee`,
        params: { departmentUUID: t.departmentUuid, customerUuid },
        method: 'PUT',
        authorization: client.authorization,
        body: { userUuid },
      });
    const assigned = await assign(own, ownClient, customer.customerUuid, own.advisor.userUuid);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.assignee?.dealerAssociateUuid).toBe(own.advisor.dealerAssociateUuid);

    const inbox = (assignedTo: string) =>
      callRoute<InboxResponse>(inboxRoute, {
        path: `/api/communications/department/${own.departmentUuid}/inbox?assignedTo=${assignedTo}`,
        params: { departmentUUID: own.departmentUuid },
        authorization: ownClient.authorization,
      });
    const mine = await inbox(own.advisor.userUuid);
    expect(mine.body.threads.map((t) => t.customerUuid)).toEqual([customer.customerUuid]);
    expect((await inbox(own.defaultUserUuid)).body.threads).toEqual([]);

    expect((await assign(other, otherClient, customer.customerUuid, other.advisor.userUuid)).status).toBe(
      404,
    );
    const unassigned = await assign(own, ownClient, customer.customerUuid, null);
    expect(unassigned.body.assignee).toBeNull();
    expect((await inbox(own.advisor.userUuid)).body.threads).toEqual([]);
  });
});

describe('thread context', () => {
  it("shows the customer's vehicles and phone; another dealer's customer is refused", async () => {
    const customer = await createTestCustomer(own);
    const context = (t: TestTenant, client: TestClient) =>
      callRoute<ThreadContextResponse>(contextRoute, {
        path: `/api/communications/department/${t.departmentUuid}/customer/${customer.customerUuid}/context`,
        params: { departmentUUID: t.departmentUuid, customerUuid: customer.customerUuid },
        authorization: client.authorization,
      });
    const mine = await context(own, ownClient);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.vehicles.map((v) => v.vin)).toEqual([customer.vin]);
    expect(mine.body.upcomingAppointments).toEqual([]);
    const foreign = await context(other, otherClient);
    expect(foreign.status).not.toBe(200);
    expect(JSON.stringify(foreign.body)).not.toContain(customer.vin);
  });
});
