import { beforeAll, describe, expect, it } from 'vitest';
import { GET as eligibleRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/eligibleAdvisor/list/route';
import { POST as brandYearsRoute } from '@/app/api/appointment/v2/dealer-vehicle-config/brand-years/route';
import { GET as transportRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/transportOption/list/route';
import { db } from '../../server/db/client';
import { dealerBrandYears } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { callRoute } from '../call-route';
import { addServiceSetup, createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';

type Body = Record<string, unknown>;
const errorCode = (body: Body) =>
  (body.error as { errorCode?: string } | null)?.errorCode ??
  (body.errors as Array<{ errorCode: string }> | undefined)?.[0]?.errorCode;

let own: TestTenant;
let other: TestTenant;
let client: TestClient;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  await addServiceSetup(own);
  await addServiceSetup(other);
  await db()
    .insert(dealerBrandYears)
    .values([
      { uuid: newUuid(), dealerUuid: own.dealerUuid, brand: 'Honda', fromYear: 2024, toYear: 2026 },
      { uuid: newUuid(), dealerUuid: other.dealerUuid, brand: 'Toyota', fromYear: 2020, toYear: 2021 },
    ]);
});

const tenants = () => ({ own, other });

describe('configuration look-ups: authentication and scope matrix', () => {
  describeAuthMatrix(
    {
      name: 'transport options',
      handler: transportRoute,
      scope: 'appointment.transportOptions',
      level: 'DEPARTMENT',
      call: (t) => ({ path: '/x', params: { dealerDepartmentUuid: t.departmentUuid } }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'eligible advisors',
      handler: eligibleRoute,
      scope: 'appointment.configuration',
      level: 'DEALER',
      call: (t) => ({ path: '/x', params: { dealerUuid: t.dealerUuid } }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'brand years',
      handler: brandYearsRoute,
      scope: 'appointment.configuration',
      level: 'DEALER',
      call: (t) => ({ path: '/x', body: { dealerUuids: [t.dealerUuid] } }),
      errorCode,
    },
    tenants,
  );
});

describe('configuration look-ups', () => {
  it('transport options in the wire shape, with statusCode', async () => {
    const res = await callRoute<Body>(transportRoute, {
      path: '/x',
      params: { dealerDepartmentUuid: own.departmentUuid },
      authorization: client.authorization,
    });
    expect(res.status).toBe(200);
    expect(res.body.statusCode).toBe(200);
    expect(
      (res.body.transportOptionList as Array<{ optionName: string }>).map((o) => o.optionName).sort(),
    ).toEqual(['LOANER', 'WAITER']);
  });

  it('an unknown department → 400 INVALID_DEPT_UUID in the transport envelope', async () => {
    const res = await callRoute<Body>(transportRoute, {
      path: '/x',
      params: { dealerDepartmentUuid: 'f'.repeat(64) },
      authorization: client.authorization,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: { errorCode: 'INVALID_DEPT_UUID' } });
  });

  it('eligible advisors are the department’s advisors with a department object', async () => {
    const res = await callRoute<Body>(eligibleRoute, {
      path: `/x?teamUuid=${own.teamUuid}`,
      params: { dealerUuid: own.dealerUuid },
      authorization: client.authorization,
    });
    expect(res.status).toBe(200);
    expect(res.body.advisors).toEqual([
      expect.objectContaining({
        uuid: own.advisor.dealerAssociateUuid,
        department: expect.objectContaining({ uuid: own.departmentUuid }),
        teamUuids: [own.teamUuid],
      }),
    ]);
  });

  it('brand years list each dealer’s brands with years newest first; an empty list → DEALER_UUID_MISSING', async () => {
    const res = await callRoute<Body>(brandYearsRoute, {
      path: '/x',
      body: { dealerUuids: [own.dealerUuid] },
      authorization: client.authorization,
    });
    expect(res.body.dealerBrandYears).toEqual([
      { dealerUuid: own.dealerUuid, brands: [{ brand: 'Honda', years: [2026, 2025, 2024] }] },
    ]);
    const empty = await callRoute<Body>(brandYearsRoute, {
      path: '/x',
      body: { dealerUuids: [] },
      authorization: client.authorization,
    });
    expect([empty.status, errorCode(empty.body)]).toEqual([400, 'DEALER_UUID_MISSING']);
  });
});
