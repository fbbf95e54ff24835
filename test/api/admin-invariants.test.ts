import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as deactivate } from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/deactivate/route';
import {
  PUT as grantAdmin,
  DELETE as revokeAdmin,
} from '@/app/api/admin/v1/dealers/[dealerUuid]/people/[userUuid]/dealer-admin/route';
import { PATCH as updateDealer } from '@/app/api/admin/v1/dealers/[dealerUuid]/route';
import { POST as createAdvisor } from '@/app/api/admin/v1/departments/[departmentUuid]/advisors/route';
import { POST as authorities } from '@/app/api/admin/v1/departments/[departmentUuid]/people/[userUuid]/authorities/route';
import { PATCH as updateDepartment } from '@/app/api/admin/v1/departments/[departmentUuid]/route';
import { PUT as addMember } from '@/app/api/admin/v1/departments/[departmentUuid]/teams/[teamUuid]/members/[dealerAssociateUuid]/route';
import { POST as managedAuthorities } from '@/app/api/manage/v2/department/[departmentUUID]/user/[userUuid]/authority/partial/route';
import { revokeDealerAdmin } from '../../server/admin/revoke-dealer-admin';
import { db } from '../../server/db/client';
import { administrators } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { callRoute } from '../call-route';
import { createTestApiClient, createTestTenant, type TestTenant } from '../fixtures';
import { sessionCookieFor } from '../sessions';

const a = '/api/admin/v1';
type ErrorBody = { error?: { code?: string; message?: string } };
type Advisor = { userUuid: string; dealerAssociateUuid: string };

async function makeAdmin(t: TestTenant, userUuid: string) {
  await db()
    .insert(administrators)
    .values({ uuid: newUuid(), userUuid, role: 'DEALER_ADMIN', dealerUuid: t.dealerUuid });
}

async function newAdvisor(t: TestTenant, cookie: string, admin = false): Promise<Advisor> {
  const res = await callRoute<Advisor>(createAdvisor, {
    path: `${a}/departments/${t.departmentUuid}/advisors`,
    params: { departmentUuid: t.departmentUuid },
    body: { username: `p-${newUuid().slice(0, 12)}`, firstName: 'Pat', lastName: 'Doe', admin },
    headers: { cookie },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const personCall = (t: TestTenant, userUuid: string, rest: string, cookie: string, method: string) => ({
  path: `${a}/dealers/${t.dealerUuid}/people/${userUuid}/${rest}`,
  params: { dealerUuid: t.dealerUuid, userUuid },
  method,
  headers: { cookie },
});

const dealerAdmins = (t: TestTenant) =>
  db()
    .select()
    .from(administrators)
    .where(and(eq(administrators.dealerUuid, t.dealerUuid), eq(administrators.role, 'DEALER_ADMIN')));

describe('administration: the dealership keeps an active administrator', () => {
  let t: TestTenant;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestTenant();
    await makeAdmin(t, t.advisor.userUuid);
    cookie = await sessionCookieFor(t.advisor.userUuid);
  });

  it('the last administrator can neither be revoked nor deactivated: 409 LAST_ADMINISTRATOR', async () => {
    const revoked = await callRoute<ErrorBody>(
      revokeAdmin,
      personCall(t, t.advisor.userUuid, 'dealer-admin', cookie, 'DELETE'),
    );
    expect(revoked.status).toBe(409);
    expect(revoked.body.error?.code).toBe('LAST_ADMINISTRATOR');
    const deactivated = await callRoute<ErrorBody>(
      deactivate,
      personCall(t, t.advisor.userUuid, 'deactivate', cookie, 'POST'),
    );
    expect(deactivated.status).toBe(409);
    expect(deactivated.body.error?.code).toBe('LAST_ADMINISTRATOR');
    expect(await dealerAdmins(t)).toHaveLength(1);
  });

  it('two administrators revoking each other at once leave one of them', async () => {
    const second = await newAdvisor(t, cookie, true);
    // Straight to the use case, so both revocations pass authorization and race in the database.
    const ctx = {
      requestId: `race-${newUuid()}`,
      principal: null,
      tenants: [{ dealerUuid: t.dealerUuid, departmentUuid: null }],
      db: db(),
      idempotencyKey: null,
      systemActor: 'test',
    };
    const results = await Promise.allSettled([
      revokeDealerAdmin(ctx, { params: { userUuid: second.userUuid } }),
      revokeDealerAdmin(ctx, { params: { userUuid: t.advisor.userUuid } }),
    ]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ code: 'LAST_ADMINISTRATOR' });
    expect(await dealerAdmins(t)).toHaveLength(1);
  });
});

describe('administration: only active people are given rights', () => {
  let t: TestTenant;
  let cookie: string;
  let gone: Advisor;
  beforeAll(async () => {
    t = await createTestTenant();
    await makeAdmin(t, t.advisor.userUuid);
    cookie = await sessionCookieFor(t.advisor.userUuid);
    gone = await newAdvisor(t, cookie);
    const res = await callRoute(deactivate, personCall(t, gone.userUuid, 'deactivate', cookie, 'POST'));
    expect(res.status).toBe(200);
  });

  it('administration: 409 USER_DEACTIVATED', async () => {
    const res = await callRoute<ErrorBody>(
      grantAdmin,
      personCall(t, gone.userUuid, 'dealer-admin', cookie, 'PUT'),
    );
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('USER_DEACTIVATED');
  });

  it('authorities: 409 USER_DEACTIVATED to add, removing still works', async () => {
    const call = (body: unknown) =>
      callRoute<ErrorBody>(authorities, {
        path: `${a}/departments/${t.departmentUuid}/people/${gone.userUuid}/authorities`,
        params: { departmentUuid: t.departmentUuid, userUuid: gone.userUuid },
        body,
        headers: { cookie },
      });
    const added = await call({ authoritiesToAdd: ['sms.send'] });
    expect(added.status).toBe(409);
    expect(added.body.error?.code).toBe('USER_DEACTIVATED');
    expect((await call({ authoritiesToRemove: ['sms.send'] })).status).toBe(200);
  });

  it('the manage API gives them no authority either', async () => {
    const client = await createTestApiClient([
      {
        scope: 'manage.dealerassociate.write',
        level: 'DEPARTMENT',
        dealerUuid: t.dealerUuid,
        departmentUuid: t.departmentUuid,
      },
    ]);
    const res = await callRoute(managedAuthorities, {
      path: `/api/manage/v2/department/${t.departmentUuid}/user/${gone.userUuid}/authority/partial`,
      params: { departmentUUID: t.departmentUuid, userUuid: gone.userUuid },
      body: { authoritiesToAdd: [{ authority: 'sms.send' }] },
      authorization: client.authorization,
    });
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain('USER_DEACTIVATED');
  });

  it('team membership: 409 USER_DEACTIVATED', async () => {
    const res = await callRoute<ErrorBody>(addMember, {
      path: `${a}/departments/${t.departmentUuid}/teams/${t.teamUuid}/members/${gone.dealerAssociateUuid}`,
      params: {
        departmentUuid: t.departmentUuid,
        teamUuid: t.teamUuid,
        dealerAssociateUuid: gone.dealerAssociateUuid,
      },
      method: 'PUT',
      headers: { cookie },
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('USER_DEACTIVATED');
  });
});

describe('administration: updates', () => {
  let t: TestTenant;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestTenant();
    await makeAdmin(t, t.advisor.userUuid);
    cookie = await sessionCookieFor(t.advisor.userUuid);
  });
  const patchDealer = (body: unknown) =>
    callRoute<ErrorBody & { website?: string }>(updateDealer, {
      path: `${a}/dealers/${t.dealerUuid}`,
      params: { dealerUuid: t.dealerUuid },
      method: 'PATCH',
      body,
      headers: { cookie },
    });

  it('a website is http: or https: only; javascript: is refused naming the field', async () => {
    const refused = await patchDealer({ website: 'javascript:alert(document.cookie)' });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('INVALID_REQUEST');
    expect(refused.body.error?.message).toContain('body.website');
    const kept = await patchDealer({ website: 'https://motors.example.com/service' });
    expect(kept.status).toBe(200);
    expect(kept.body.website).toBe('https://motors.example.com/service');
  });

  it('an update with no known field is 400 naming the known fields', async () => {
    const dealer = await patchDealer({});
    expect(dealer.status).toBe(400);
    expect(dealer.body.error?.code).toBe('INVALID_REQUEST');
    expect(dealer.body.error?.message).toMatch(/at least one of name, timeZone.*country/);
    const department = await callRoute<ErrorBody>(updateDepartment, {
      path: `${a}/departments/${t.departmentUuid}`,
      params: { departmentUuid: t.departmentUuid },
      method: 'PATCH',
      body: { city: 'x' },
      headers: { cookie },
    });
    expect(department.status).toBe(400);
    expect(department.body.error?.message).toMatch(/at least one of name, phone.*optOutText/);
  });
});
