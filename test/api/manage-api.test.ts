import { beforeAll, describe, expect, it } from 'vitest';
import { POST as listDealers } from '@/app/api/manage/v2/dealer/list/route';
import { POST as listRoles } from '@/app/api/manage/v2/dealer/role/list/route';
import { POST as updateAuthorities } from '@/app/api/manage/v2/department/[departmentUUID]/user/[userUuid]/authority/partial/route';
import { POST as listDealerAssociates } from '@/app/api/manage/v2/department/dealerAssociate/list/route';
import { GET as getDefaultDa } from '@/app/api/manage/v2/departments/[departmentUUID]/dealerAssociate/default/route';
import { POST as createPartnerUser } from '@/app/api/manage/v2/user/partner/route';
import { createTenantPair, describeAuthMatrix, manageErrorTitle } from '../auth-matrix';
import { callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';

let own: TestTenant;
let other: TestTenant;
let client: TestClient;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
});

const tenants = () => ({ own, other });
let usernameCounter = 0;

describe('manage API: authentication and scope matrix', () => {
  describeAuthMatrix(
    {
      name: 'role list',
      handler: listRoles,
      scope: 'manage.dealer.read',
      level: 'DEALER',
      call: (t) => ({ path: '/api/manage/v2/dealer/role/list', body: { dealerUuids: [t.dealerUuid] } }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'create partner user',
      handler: createPartnerUser,
      scope: 'manage.user.write',
      level: 'DEALER',
      call: (t) => ({
        path: '/api/manage/v2/user/partner',
        body: {
          dealerUUID: t.dealerUuid,
          departmentUUID: t.departmentUuid,
          roleUUID: t.integrationRoleUuid,
          firstName: 'Text',
          lastName: 'Bot',
          username: `matrix-bot-${usernameCounter++}`,
          userInvite: false,
          sendEmail: false,
          sendText: false,
        },
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'authority partial',
      handler: updateAuthorities,
      scope: 'manage.dealerassociate.write',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: `/api/manage/v2/department/${t.departmentUuid}/user/${t.advisor.userUuid}/authority/partial`,
        params: { departmentUUID: t.departmentUuid, userUuid: t.advisor.userUuid },
        body: { authoritiesToAdd: [{ authority: 'sms.send' }] },
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'dealer associate list',
      handler: listDealerAssociates,
      scope: 'manage.dealerassociate.read',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: '/api/manage/v2/department/dealerAssociate/list',
        body: { departmentUuids: [t.departmentUuid] },
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'default dealer associate',
      handler: getDefaultDa,
      scope: 'manage.dealerassociate.default.read',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: `/api/manage/v2/departments/${t.departmentUuid}/dealerAssociate/default`,
        params: { departmentUUID: t.departmentUuid },
      }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'dealer list',
      handler: listDealers,
      scope: 'manage.dealer.read',
      level: 'DEALER',
      call: (t) => ({ path: '/api/manage/v2/dealer/list', body: { dealerUuids: [t.dealerUuid] } }),
      errorCode: manageErrorTitle,
    },
    tenants,
  );
});

describe('setting up a dedicated integration sender (spec: Choosing the sender)', () => {
  it('role list → create user with a non-service role → add authorities', async () => {
    const roles = await callRoute(listRoles, {
      path: '/api/manage/v2/dealer/role/list',
      authorization: client.authorization,
      body: { dealerUuids: [own.dealerUuid], validate: true },
    });
    expect(roles.status).toBe(200);
    expect(roles.body.errors).toEqual([]);
    const role = (roles.body.roles as Array<{ roleUuid: string; isServiceRole: boolean }>).find(
      (r) => !r.isServiceRole,
    );
    expect(role).toBeDefined();

    const created = await callRoute(createPartnerUser, {
      path: '/api/manage/v2/user/partner',
      authorization: client.authorization,
      body: {
        dealerUUID: own.dealerUuid,
        departmentUUID: own.departmentUuid,
        roleUUID: role?.roleUuid,
        firstName: 'Reminder',
        lastName: 'Integration',
        emailAddress: 'integration@example.com',
        username: 'reminder-integration',
        userInvite: false,
        sendEmail: false,
        sendText: false,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.errors).toEqual([]);
    const userUuid = created.body.userUuid as string;

    const added = await callRoute(updateAuthorities, {
      path: `/api/manage/v2/department/${own.departmentUuid}/user/${userUuid}/authority/partial`,
      params: { departmentUUID: own.departmentUuid, userUuid },
      authorization: client.authorization,
      body: { authoritiesToAdd: [{ authority: 'sms.send' }, { authority: 'do.not.route.incoming.message' }] },
    });
    expect(added.status).toBe(200);
    expect(added.body.errors).toEqual([]);
    expect(added.body.authorities).toEqual(['do.not.route.incoming.message', 'sms.send']);

    const list = await callRoute(listDealerAssociates, {
      path: '/api/manage/v2/department/dealerAssociate/list',
      authorization: client.authorization,
      body: { departmentUuids: [own.departmentUuid] },
    });
    const das = list.body.dealerAssociates as Record<
      string,
      { userUuid: string; authorities: string[]; userName: string }
    >;
    const da = das[added.body.dealerAssociateUuid as string];
    expect(da?.userUuid).toBe(userUuid);
    expect(da?.authorities).toContain('sms.send');
    expect(da?.userName).toBe('reminder-integration');

    const again = await callRoute(createPartnerUser, {
      path: '/api/manage/v2/user/partner',
      authorization: client.authorization,
      body: {
        dealerUUID: own.dealerUuid,
        departmentUUID: own.departmentUuid,
        roleUUID: role?.roleUuid,
        firstName: 'Other',
        lastName: 'Person',
        username: 'Reminder-Integration',
      },
    });
    expect(again.status).toBe(409);
    expect(manageErrorTitle(again.body)).toBe('USERNAME_ALREADY_EXISTS');
  });
});

describe('manage API errors', () => {
  const cases: Array<{
    name: string;
    call: () => Parameters<typeof callRoute>[1];
    handler: Parameters<typeof callRoute>[0];
    status: number;
    code: string;
  }> = [
    {
      name: 'role list without dealers',
      handler: listRoles,
      call: () => ({ path: '/api/manage/v2/dealer/role/list', body: { dealerUuids: [] } }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'role list for an unknown dealer',
      handler: listRoles,
      call: () => ({ path: '/api/manage/v2/dealer/role/list', body: { dealerUuids: ['f'.repeat(64)] } }),
      status: 400,
      code: 'INVALID_DEALER_UUID',
    },
    {
      name: 'create user with a role of another dealer',
      handler: createPartnerUser,
      call: () => ({
        path: '/api/manage/v2/user/partner',
        body: {
          dealerUUID: own.dealerUuid,
          departmentUUID: own.departmentUuid,
          roleUUID: other.integrationRoleUuid,
          firstName: 'A',
          lastName: 'B',
          username: 'someone-new',
        },
      }),
      status: 400,
      code: 'INVALID_ROLE',
    },
    {
      name: 'create user in an unknown department',
      handler: createPartnerUser,
      call: () => ({
        path: '/api/manage/v2/user/partner',
        body: {
          dealerUUID: own.dealerUuid,
          departmentUUID: 'e'.repeat(64),
          roleUUID: own.integrationRoleUuid,
          firstName: 'A',
          lastName: 'B',
          username: 'someone-new',
        },
      }),
      status: 400,
      code: 'INVALID_DEPT_UUID',
    },
    {
      name: 'create user without a username',
      handler: createPartnerUser,
      call: () => ({
        path: '/api/manage/v2/user/partner',
        body: {
          dealerUUID: own.dealerUuid,
          departmentUUID: own.departmentUuid,
          roleUUID: own.integrationRoleUuid,
          firstName: 'A',
          lastName: 'B',
        },
      }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'unknown authority',
      handler: updateAuthorities,
      call: () => ({
        path: '/x',
        params: { departmentUUID: own.departmentUuid, userUuid: own.advisor.userUuid },
        body: { authoritiesToAdd: [{ authority: 'launch.missiles' }] },
      }),
      status: 400,
      code: 'INVALID_AUTHORITY',
    },
    {
      name: 'authorities for a user outside the department',
      handler: updateAuthorities,
      call: () => ({
        path: '/x',
        params: { departmentUUID: own.departmentUuid, userUuid: other.advisor.userUuid },
        body: { authoritiesToAdd: [{ authority: 'sms.send' }] },
      }),
      status: 404,
      code: 'USER_NOT_FOUND',
    },
    {
      name: 'malformed JSON',
      handler: listDealers,
      call: () => ({ path: '/api/manage/v2/dealer/list', rawBody: '{"dealerUuids": [' }),
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'wrong content type',
      handler: listDealers,
      call: () => ({
        path: '/api/manage/v2/dealer/list',
        rawBody: 'dealerUuids=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'oversized body',
      handler: listDealers,
      call: () => ({
        path: '/api/manage/v2/dealer/list',
        body: { dealerUuids: [own.dealerUuid], padding: 'x'.repeat(1_100_000) },
      }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
  ];
  for (const c of cases) {
    it(`${c.name} → ${c.status} ${c.code}`, async () => {
      const res = await callRoute(c.handler, { ...c.call(), authorization: client.authorization });
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      expect(manageErrorTitle(res.body)).toBe(c.code);
      expect(res.body.apiRequestId).toBe(res.headers.get('x-request-id'));
    });
  }

  it('dealer list returns the time zone, keyed by dealer uuid', async () => {
    const res = await callRoute(listDealers, {
      path: '/api/manage/v2/dealer/list',
      authorization: client.authorization,
      body: { dealerUuids: [own.dealerUuid] },
    });
    expect(res.status).toBe(200);
    const dealers = res.body.dealers as Record<string, { timeZone: string; departments: unknown[] }>;
    expect(dealers[own.dealerUuid]?.timeZone).toBe('America/Chicago');
    expect(dealers[own.dealerUuid]?.departments).toHaveLength(1);
  });

  it('default dealer associate of the department', async () => {
    const res = await callRoute(getDefaultDa, {
      path: '/x',
      params: { departmentUUID: own.departmentUuid },
      authorization: client.authorization,
    });
    expect(res.status).toBe(200);
    expect((res.body.dealerAssociate as { uuid: string; isDefault: boolean }).uuid).toBe(
      own.defaultDealerAssociateUuid,
    );
  });
});
