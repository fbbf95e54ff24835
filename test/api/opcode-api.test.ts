import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  POST as saveRoute,
  PUT as updateRoute,
} from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/opcode/route';
import { POST as migrateAliasRoute } from '@/app/api/migrate/communication-codes/route';
import { POST as migrateRoute } from '@/app/api/opcodes/migrate/communication-codes/route';
import { POST as factoryMenusRoute } from '@/app/api/opcodes/v1/dealers/[dealerUUID]/factory-menus/searches/route';
import { POST as menusRoute } from '@/app/api/opcodes/v1/dealers/[dealerUUID]/menus/searches/route';
import { GET as getOpcodeRoute } from '@/app/api/opcodes/v1/dealers/[dealerUUID]/operations/[operationUuid]/route';
import { POST as searchRoute } from '@/app/api/opcodes/v1/dealers/[dealerUUID]/operations/searches/route';
import type { UseCaseContext } from '../../server/core/context';
import { db } from '../../server/db/client';
import { departments, opcodeHistory, opcodes, serviceMenuItems, serviceMenus } from '../../server/db/schema';
import { newTenantUuid, newUuid } from '../../server/ids';
import {
  getOpcodeContract,
  migrateCommunicationCodesContract,
  saveOpcodeContract,
  searchOpcodesContract,
} from '../../server/opcodes/contracts';
import { findMenuItems } from '../../server/opcodes/menu-records';
import { findOpcodesForServiceItems } from '../../server/opcodes/opcode-records';
import { saveOpcode } from '../../server/opcodes/save-opcode';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { type CallResult, callRoute } from '../call-route';
import { createFullAccessClient, createTestApiClient, type TestClient, type TestTenant } from '../fixtures';

type Body = Record<string, unknown>;
type OpcodeWire = Record<string, unknown> & {
  uuid: string;
  laborOpCode: string;
  communicationCode: string | null;
};
type AppointmentError = { errorCode: string; errorDescription: string };
type EnvelopeError = { errorName: string; errorMessage: string; errorCode: number };
type Change = {
  operationUuid: string;
  laborOpCode: string;
  fromCommunicationCode: string | null;
  toCommunicationCode: string;
  reason: string;
};

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let otherClient: TestClient;
let matrixOpcodeUuid: string;

const tenants = () => ({ own, other });
const code = (prefix = 'T') => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;
const opcodePath = (t: TestTenant) => `/api/appointment/v2/department/${t.departmentUuid}/opcode`;
const appointmentErrorCode = (body: Body) => (body.errors as AppointmentError[] | undefined)?.[0]?.errorCode;
const envelopeErrorName = (body: Body) => (body.errors as EnvelopeError[] | undefined)?.[0]?.errorName;

/** An opcode with every field of the spec set to a non-default value. */
function everyField(laborOpCode: string): Body {
  return {
    laborOpCode,
    opCodeName: 'Synthetic oil change',
    description: 'Full synthetic oil and filter',
    totalPrice: '85.00',
    opCodeDurationInMinutes: '30',
    isValid: true,
    uuid: null,
    inMobileService: true,
    inOnlineScheduler: false,
    inServiceCart: true,
    inDealerAppScheduler: false,
    comebackFlag: true,
    isIndexed: true,
    isDefault: true,
    pullEstimateInSC: true,
    communicationCode: 'SYNOIL',
    payType: 'Customer',
    dmsDescription: 'LOF SYNTHETIC',
    laborPrice: '40.10',
    dmsLaborPrice: '41.00',
    partsPrice: '35.90',
    dmsPartsPrice: '36.00',
    taxAmount: '9.00',
    dmsTaxAmount: '9.10',
    dmsTotalPrice: '86.10',
    miscPrice: '0.99',
    sortOrder: 7,
    correction: 'Replaced oil and filter',
    cause: 'Maintenance interval',
    soldHours: 0.5,
    dispatchCode: 'QL',
    usagePercentile: 42.5,
    position: 3,
    leadTimeInMinutes: 120,
    notes: 'Use 0W-20',
    serviceType: 'MAINTENANCE',
    recallId: 'R-22V123',
    vehicleMileageConfigList: [
      { fromMileage: 0, toMileage: 50000 },
      { fromMileage: 100000, toMileage: null },
    ],
    dailyLimitConfigList: [
      { dayOfWeek: 6, limit: 4 },
      { dayOfWeek: 1, limit: 10 },
    ],
    useDmsPrice: true,
    showDmsPriceMismatchWarning: true,
  };
}

function save(
  body: Body,
  options: { tenant?: TestTenant; as?: TestClient; method?: 'POST' | 'PUT'; departmentUuid?: string } = {},
) {
  const tenant = options.tenant ?? own;
  const departmentUuid = options.departmentUuid ?? tenant.departmentUuid;
  return callRoute(options.method === 'PUT' ? updateRoute : saveRoute, {
    path: `/api/appointment/v2/department/${departmentUuid}/opcode`,
    method: options.method ?? 'POST',
    params: { dealerDepartmentUuid: departmentUuid },
    authorization: (options.as ?? client).authorization,
    body,
  });
}

const opcodeOf = (res: CallResult) => res.body.opcode as OpcodeWire;

async function createOpcode(
  fields: Body,
  options: { tenant?: TestTenant; as?: TestClient; departmentUuid?: string } = {},
) {
  const res = await save({ opcode: { laborOpCode: code(), ...fields } }, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return opcodeOf(res);
}

function search(body: Body, options: { tenant?: TestTenant; as?: TestClient } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(searchRoute, {
    path: `/api/opcodes/v1/dealers/${tenant.dealerUuid}/operations/searches`,
    params: { dealerUUID: tenant.dealerUuid },
    authorization: (options.as ?? client).authorization,
    body,
  });
}

function read(operationUuid: string, options: { tenant?: TestTenant; as?: TestClient } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(getOpcodeRoute, {
    path: `/api/opcodes/v1/dealers/${tenant.dealerUuid}/operations/${operationUuid}`,
    params: { dealerUUID: tenant.dealerUuid, operationUuid },
    authorization: (options.as ?? client).authorization,
  });
}

function migrate(
  body: Body,
  options: { as?: TestClient; alias?: boolean; authorization?: string | null } = {},
) {
  const path = options.alias
    ? '/api/migrate/communication-codes'
    : '/api/opcodes/migrate/communication-codes';
  return callRoute(options.alias ? migrateAliasRoute : migrateRoute, {
    path,
    authorization:
      options.authorization === null
        ? undefined
        : (options.authorization ?? (options.as ?? client).authorization),
    headers: { accept: '*/*' },
    body,
  });
}

/** A second service department of the tenant's dealer. */
async function addDepartment(tenant: TestTenant): Promise<string> {
  const uuid = newTenantUuid();
  await db()
    .insert(departments)
    .values({ uuid, dealerUuid: tenant.dealerUuid, name: 'Express', departmentType: 'SERVICE' });
  return uuid;
}

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  otherClient = await createFullAccessClient(other);
  matrixOpcodeUuid = (await createOpcode({ opCodeName: 'Matrix opcode' })).uuid;
});

describe('opcode API: authentication and scope matrix', () => {
  describeAuthMatrix(
    {
      name: 'save opcode (POST)',
      handler: saveRoute,
      scope: 'opcode.operation.write',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: opcodePath(t),
        params: { dealerDepartmentUuid: t.departmentUuid },
        body: { opcode: { laborOpCode: code('M') } },
      }),
      errorCode: appointmentErrorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'update opcode (PUT)',
      handler: updateRoute,
      scope: 'opcode.operation.write',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: opcodePath(t),
        method: 'PUT',
        params: { dealerDepartmentUuid: t.departmentUuid },
        body: { opcode: { uuid: matrixOpcodeUuid, laborOpCode: 'MATRIX', notes: `n${Math.random()}` } },
      }),
      errorCode: appointmentErrorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'search opcodes',
      handler: searchRoute,
      scope: 'opcode.operation.read',
      level: 'DEALER',
      call: (t) => ({
        path: `/api/opcodes/v1/dealers/${t.dealerUuid}/operations/searches`,
        params: { dealerUUID: t.dealerUuid },
        body: {},
      }),
      errorCode: envelopeErrorName,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'read opcode',
      handler: getOpcodeRoute,
      scope: 'opcode.operation.read',
      level: 'DEALER',
      call: (t) => ({
        path: `/api/opcodes/v1/dealers/${t.dealerUuid}/operations/${matrixOpcodeUuid}`,
        params: { dealerUUID: t.dealerUuid, operationUuid: matrixOpcodeUuid },
      }),
      errorCode: envelopeErrorName,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'search menus',
      handler: menusRoute,
      scope: 'opcode.operation.read',
      level: 'DEALER',
      call: (t) => ({
        path: `/api/opcodes/v1/dealers/${t.dealerUuid}/menus/searches`,
        params: { dealerUUID: t.dealerUuid },
        body: {},
      }),
      errorCode: envelopeErrorName,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'search factory menus',
      handler: factoryMenusRoute,
      scope: 'opcode.factory.menu.read',
      level: 'DEALER',
      call: (t) => ({
        path: `/api/opcodes/v1/dealers/${t.dealerUuid}/factory-menus/searches`,
        params: { dealerUUID: t.dealerUuid },
        body: { currentMileage: 20000 },
      }),
      errorCode: envelopeErrorName,
    },
    tenants,
  );
  for (const [name, handler, path] of [
    ['migrate communication codes', migrateRoute, '/api/opcodes/migrate/communication-codes'],
    ['migrate communication codes (spec path)', migrateAliasRoute, '/api/migrate/communication-codes'],
  ] as const) {
    describeAuthMatrix(
      {
        name,
        handler,
        scope: 'opcode.operation.write',
        level: 'DEPARTMENT',
        call: (t) => ({
          path,
          body: { dealerDepartmentUuid: t.departmentUuid, fillMissingFromLaborCode: true, dryRun: true },
        }),
        errorCode: envelopeErrorName,
      },
      tenants,
    );
  }

  it('the migration answers 401 and 403 in the generic envelope', async () => {
    const unauthenticated = await migrate(
      { dealerUuid: own.dealerUuid, fillMissingFromLaborCode: true },
      { authorization: null },
    );
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body).toMatchObject({
      errors: [{ errorName: 'NO_AUTHENTICATION_PROVIDED', errorCode: 100001 }],
      warnings: [],
      statusCode: 401,
    });
    expect(typeof unauthenticated.body.apiRequestId).toBe('string');
    const reader = await createTestApiClient([
      { scope: 'opcode.operation.read', level: 'DEALER', dealerUuid: own.dealerUuid },
    ]);
    const forbidden = await migrate(
      { dealerUuid: own.dealerUuid, fillMissingFromLaborCode: true },
      { as: reader },
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({
      errors: [{ errorName: 'FORBIDDEN', errorCode: 100004 }],
      statusCode: 403,
    });
  });

  it('a department-level grant migrates its department but not the whole dealer', async () => {
    const departmentWriter = await createTestApiClient([
      {
        scope: 'opcode.operation.write',
        level: 'DEPARTMENT',
        dealerUuid: own.dealerUuid,
        departmentUuid: own.departmentUuid,
      },
    ]);
    const department = await migrate(
      { dealerDepartmentUuid: own.departmentUuid, fillMissingFromLaborCode: true, dryRun: true },
      { as: departmentWriter },
    );
    expect(department.status, JSON.stringify(department.body)).toBe(200);
    const dealer = await migrate(
      { dealerUuid: own.dealerUuid, fillMissingFromLaborCode: true, dryRun: true },
      { as: departmentWriter },
    );
    expect(dealer.status).toBe(403);
    expect(envelopeErrorName(dealer.body)).toBe('FORBIDDEN');
  });

  it('saving needs opcode.operation.write: opcode.operation.read is not enough', async () => {
    const reader = await createTestApiClient([
      { scope: 'opcode.operation.read', level: 'DEALER', dealerUuid: own.dealerUuid },
    ]);
    const res = await save({ opcode: { laborOpCode: code() } }, { as: reader });
    expect(res.status).toBe(403);
    expect(appointmentErrorCode(res.body)).toBe('FORBIDDEN');
  });
});

describe('save opcode: every field round trip', () => {
  it('POST creates with every field; PUT changes every field; both answer what was stored', async () => {
    const laborOpCode = code('RT');
    const created = await save({
      opcode: everyField(laborOpCode),
      errorOnDuplicate: true,
      eventDealerAssociateUuid: null,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ errors: [], warnings: [], isNew: true });
    const stored = opcodeOf(created);
    const { uuid: _sentUuid, ...sent } = everyField(laborOpCode);
    expect(stored).toMatchObject({
      ...sent,
      dealerDepartmentUuid: own.departmentUuid,
      // Lists come back in weekday order.
      dailyLimitConfigList: [
        { dayOfWeek: 1, limit: 10 },
        { dayOfWeek: 6, limit: 4 },
      ],
    });
    expect(stored.uuid).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const changed: Body = {
      uuid: stored.uuid,
      laborOpCode: `${laborOpCode}X`,
      opCodeName: 'Conventional oil change',
      description: 'Conventional oil',
      totalPrice: 49.5,
      opCodeDurationInMinutes: 25,
      isValid: false,
      inMobileService: false,
      inOnlineScheduler: true,
      inServiceCart: false,
      inDealerAppScheduler: true,
      comebackFlag: false,
      isIndexed: false,
      isDefault: false,
      pullEstimateInSC: false,
      communicationCode: 'CONVOIL',
      payType: 'Warranty',
      dmsDescription: 'LOF',
      laborPrice: '20',
      dmsLaborPrice: '21.5',
      partsPrice: '29.50',
      dmsPartsPrice: '30.00',
      taxAmount: '4.00',
      dmsTaxAmount: '4.10',
      dmsTotalPrice: '55.60',
      miscPrice: '1.00',
      sortOrder: '8',
      correction: 'Replaced oil',
      cause: 'Customer request',
      soldHours: '0.75',
      dispatchCode: 'QL2',
      usagePercentile: '99.99',
      position: '4',
      leadTimeInMinutes: '1440',
      notes: 'Use 5W-30',
      serviceType: 'REPAIR',
      recallId: 'R-23V999',
      vehicleMileageConfigList: [{ fromMileage: 5000, toMileage: 7500 }],
      dailyLimitConfigList: [{ dayOfWeek: 0, limit: 0 }],
      useDmsPrice: false,
      showDmsPriceMismatchWarning: false,
    };
    const updated = await save(
      { opcode: changed, eventDealerAssociateUuid: own.advisor.dealerAssociateUuid },
      { method: 'PUT' },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.isNew).toBe(false);
    expect(opcodeOf(updated)).toEqual({
      ...changed,
      dealerDepartmentUuid: own.departmentUuid,
      totalPrice: '49.50',
      opCodeDurationInMinutes: '25',
      laborPrice: '20.00',
      dmsLaborPrice: '21.50',
      sortOrder: 8,
      soldHours: 0.75,
      usagePercentile: 99.99,
      position: 4,
      leadTimeInMinutes: 1440,
      createdAt: stored.createdAt,
      updatedAt: expect.any(String),
    });

    // What a read returns is what the save answered.
    const fetched = await read(stored.uuid);
    expect(fetched.status).toBe(200);
    expect(fetched.body.operation).toEqual(opcodeOf(updated));
  });

  it('prices stay exact: no floating point drift through the database', async () => {
    const opcode = await createOpcode({
      totalPrice: '9999999999.99',
      laborPrice: 0.1,
      partsPrice: '0.2',
      miscPrice: 1234567.89,
    });
    expect(opcode).toMatchObject({
      totalPrice: '9999999999.99',
      laborPrice: '0.10',
      partsPrice: '0.20',
      miscPrice: '1234567.89',
    });
  });

  it('an update keeps fields that are left out and clears fields sent as null', async () => {
    const opcode = await createOpcode({
      opCodeName: 'Keep me',
      notes: 'Clear me',
      inServiceCart: true,
      totalPrice: '10.00',
    });
    const res = await save(
      { opcode: { uuid: opcode.uuid, laborOpCode: opcode.laborOpCode, notes: null, inServiceCart: null } },
      { method: 'PUT' },
    );
    expect(res.status).toBe(200);
    expect(opcodeOf(res)).toMatchObject({
      opCodeName: 'Keep me',
      notes: null,
      inServiceCart: true,
      totalPrice: '10.00',
    });
  });

  it('a new opcode gets the documented defaults', async () => {
    const opcode = await createOpcode({});
    expect(opcode).toMatchObject({
      isValid: true,
      inOnlineScheduler: true,
      inDealerAppScheduler: true,
      inMobileService: false,
      inServiceCart: false,
      totalPrice: null,
      opCodeDurationInMinutes: null,
      vehicleMileageConfigList: [],
      dailyLimitConfigList: [],
    });
  });

  it('records every change with eventDealerAssociateUuid in the history', async () => {
    const created = await save({
      opcode: { laborOpCode: code('H'), totalPrice: '10.00' },
      eventDealerAssociateUuid: own.advisor.dealerAssociateUuid,
    });
    const uuid = opcodeOf(created).uuid;
    await save(
      { opcode: { uuid, laborOpCode: opcodeOf(created).laborOpCode, totalPrice: '12.00' } },
      { method: 'PUT' },
    );
    // Saving the same values again changes nothing and records nothing.
    await save(
      { opcode: { uuid, laborOpCode: opcodeOf(created).laborOpCode, totalPrice: '12' } },
      { method: 'PUT' },
    );
    const res = await read(uuid);
    const history = res.body.history as Array<{
      event: string;
      eventDealerAssociateUuid: string | null;
      changes: Body;
      actorKind: string;
    }>;
    expect(history.map((h) => h.event)).toEqual(['UPDATED', 'CREATED']);
    expect(history[0]).toMatchObject({
      eventDealerAssociateUuid: null,
      actorKind: 'apiClient',
      changes: { totalPrice: { from: '10.00', to: '12.00' } },
    });
    expect(history[1]?.eventDealerAssociateUuid).toBe(own.advisor.dealerAssociateUuid);
  });
});

describe('save opcode: duplicates', () => {
  it('errorOnDuplicate true: the labor code already in the department is OPCODE_ALREADY_EXISTS (case-insensitive), nothing changes', async () => {
    const existing = await createOpcode({ opCodeName: 'Original' });
    const res = await save({
      opcode: { laborOpCode: existing.laborOpCode.toLowerCase(), opCodeName: 'Changed' },
      errorOnDuplicate: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { errorCode: 'OPCODE_ALREADY_EXISTS', errorDescription: expect.stringContaining(existing.uuid) },
    ]);
    expect((await read(existing.uuid)).body.operation).toMatchObject({ opCodeName: 'Original' });
  });

  it('errorOnDuplicate false (and left out): the opcode with that labor code is updated, none is created', async () => {
    const existing = await createOpcode({ opCodeName: 'Original' });
    for (const errorOnDuplicate of [false, undefined]) {
      const name = `Updated ${errorOnDuplicate}`;
      const res = await save({
        opcode: { laborOpCode: existing.laborOpCode, opCodeName: name },
        errorOnDuplicate,
      });
      expect(res.status).toBe(200);
      expect(res.body.isNew).toBe(false);
      expect(opcodeOf(res)).toMatchObject({ uuid: existing.uuid, opCodeName: name });
    }
    const rows = await db().select().from(opcodes).where(eq(opcodes.departmentUuid, own.departmentUuid));
    expect(
      rows.filter((r) => r.laborOpCode.toLowerCase() === existing.laborOpCode.toLowerCase()),
    ).toHaveLength(1);
  });

  it('renaming an opcode to a labor code another opcode uses is OPCODE_ALREADY_EXISTS', async () => {
    const first = await createOpcode({});
    const second = await createOpcode({});
    const res = await save(
      { opcode: { uuid: second.uuid, laborOpCode: first.laborOpCode } },
      { method: 'PUT' },
    );
    expect(res.status).toBe(409);
    expect(appointmentErrorCode(res.body)).toBe('OPCODE_ALREADY_EXISTS');
  });

  it('parallel creates of one new code leave one opcode; the loser is told OPCODE_ALREADY_EXISTS, never a 500', async () => {
    const laborOpCode = code('PAR');
    const answers = await Promise.all(
      [1, 2, 3].map((n) => save({ opcode: { laborOpCode, opCodeName: `Try ${n}` }, errorOnDuplicate: true })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(appointmentErrorCode(lost.body)).toBe('OPCODE_ALREADY_EXISTS');
    }
    const rows = await findOpcodesForServiceItems(db(), {
      departmentUuid: own.departmentUuid,
      laborOpCodes: [laborOpCode],
    });
    expect(rows).toHaveLength(1);
  });

  it('the same labor code may exist in two departments', async () => {
    const express = await addDepartment(own);
    const first = await createOpcode({});
    const res = await save(
      { opcode: { laborOpCode: first.laborOpCode }, errorOnDuplicate: true },
      { departmentUuid: express },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(opcodeOf(res).uuid).not.toBe(first.uuid);
  });
});

describe('save opcode: error codes', () => {
  const cases: Array<{ name: string; body: () => Body; method?: 'PUT'; status: number; code: string }> = [
    {
      name: 'no opcode object',
      body: () => ({ errorOnDuplicate: false }),
      status: 400,
      code: 'OPCODE_LABORCODE_MANDATORY',
    },
    { name: 'opcode null', body: () => ({ opcode: null }), status: 400, code: 'OPCODE_LABORCODE_MANDATORY' },
    {
      name: 'laborOpCode missing',
      body: () => ({ opcode: { opCodeName: 'Nameless' } }),
      status: 400,
      code: 'OPCODE_LABORCODE_MANDATORY',
    },
    {
      name: 'laborOpCode blank',
      body: () => ({ opcode: { laborOpCode: '   ' } }),
      status: 400,
      code: 'OPCODE_LABORCODE_MANDATORY',
    },
    {
      name: 'unknown uuid (POST)',
      body: () => ({ opcode: { uuid: newUuid(), laborOpCode: code() } }),
      status: 400,
      code: 'INCORRECT_OPCODE',
    },
    {
      name: 'unknown uuid (PUT)',
      body: () => ({ opcode: { uuid: newUuid(), laborOpCode: code() } }),
      method: 'PUT',
      status: 400,
      code: 'INCORRECT_OPCODE',
    },
    {
      name: 'PUT without uuid',
      body: () => ({ opcode: { laborOpCode: code() } }),
      method: 'PUT',
      status: 400,
      code: 'INCORRECT_OPCODE',
    },
    {
      name: 'price with three decimals',
      body: () => ({ opcode: { laborOpCode: code(), totalPrice: '12.345' } }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'negative price',
      body: () => ({ opcode: { laborOpCode: code(), laborPrice: -1 } }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'fractional duration',
      body: () => ({ opcode: { laborOpCode: code(), opCodeDurationInMinutes: '12.5' } }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'mileage range upside down',
      body: () => ({
        opcode: { laborOpCode: code(), vehicleMileageConfigList: [{ fromMileage: 10, toMileage: 5 }] },
      }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'two limits for one weekday',
      body: () => ({
        opcode: {
          laborOpCode: code(),
          dailyLimitConfigList: [
            { dayOfWeek: 2, limit: 1 },
            { dayOfWeek: 2, limit: 3 },
          ],
        },
      }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'eventDealerAssociateUuid of another dealer',
      body: () => ({
        opcode: { laborOpCode: code() },
        eventDealerAssociateUuid: other.advisor.dealerAssociateUuid,
      }),
      status: 400,
      code: 'INCORRECT_USER_INFO',
    },
  ];
  for (const c of cases) {
    it(`${c.name} → ${c.status} ${c.code}`, async () => {
      const res = await save(c.body(), { method: c.method });
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      expect(res.body).toMatchObject({
        errors: [{ errorCode: c.code, errorDescription: expect.any(String) }],
        warnings: [],
      });
    });
  }

  it('an unknown department in the path → 400 INVALID_DEPT_UUID', async () => {
    const res = await save({ opcode: { laborOpCode: code() } }, { departmentUuid: newTenantUuid() });
    expect(res.status).toBe(400);
    expect(appointmentErrorCode(res.body)).toBe('INVALID_DEPT_UUID');
  });

  it("another department's opcode uuid is INCORRECT_OPCODE, and it is not changed", async () => {
    const theirs = await createOpcode({ opCodeName: 'Theirs' }, { tenant: other, as: otherClient });
    const res = await save(
      { opcode: { uuid: theirs.uuid, laborOpCode: theirs.laborOpCode, opCodeName: 'Hijacked' } },
      { method: 'PUT' },
    );
    expect(res.status).toBe(400);
    expect(appointmentErrorCode(res.body)).toBe('INCORRECT_OPCODE');
    expect((await read(theirs.uuid, { tenant: other, as: otherClient })).body.operation).toMatchObject({
      opCodeName: 'Theirs',
    });
  });

  it('a failing database write → OPCODE_SAVE_OPERATIONS_FAILURE, with the cause kept', async () => {
    const failure = new Error('connection reset');
    const ctx = {
      requestId: 'test-request',
      principal: { kind: 'apiClient', id: 'x', username: 'x', grants: [] },
      tenants: [{ dealerUuid: own.dealerUuid, departmentUuid: own.departmentUuid }],
      // A pool whose connection for the transaction is lost before BEGIN.
      db: { $client: Object.assign(() => undefined, { reserve: async () => Promise.reject(failure) }) },
      request: new Request('http://localhost/'),
    } as unknown as UseCaseContext;
    await expect(saveOpcode(ctx, { body: { opcode: { laborOpCode: code() } } })).rejects.toMatchObject({
      code: 'OPCODE_SAVE_OPERATIONS_FAILURE',
      status: 500,
      cause: failure,
    });
  });
});

describe('opcode reads', () => {
  let express: string;
  const prefix = `S${randomBytes(2).toString('hex').toUpperCase()}`;
  beforeAll(async () => {
    express = await addDepartment(own);
    await createOpcode({
      laborOpCode: `${prefix}A`,
      opCodeName: 'Alpha wash',
      inOnlineScheduler: true,
      sortOrder: 2,
    });
    await createOpcode({
      laborOpCode: `${prefix}B`,
      opCodeName: 'Bravo brakes',
      inOnlineScheduler: false,
      sortOrder: 1,
    });
    await createOpcode({
      laborOpCode: `${prefix}C`,
      opCodeName: 'Charlie check',
      isValid: false,
      sortOrder: 3,
    });
    await createOpcode(
      { laborOpCode: `${prefix}D`, opCodeName: 'Delta detail' },
      { departmentUuid: express },
    );
  });

  const codes = (res: CallResult) => (res.body.operations as OpcodeWire[]).map((o) => o.laborOpCode);

  it('searches by code or name across the dealer, sorted, with totalCount', async () => {
    const res = await search({ searchTerm: prefix.toLowerCase(), sortBy: 'laborOpCode' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      errors: [],
      warnings: [],
      statusCode: 200,
      totalCount: 4,
      startPosition: 0,
    });
    expect(codes(res)).toEqual([`${prefix}A`, `${prefix}B`, `${prefix}C`, `${prefix}D`]);
    const byName = await search({ searchTerm: 'bravo BRAKES' });
    expect(codes(byName)).toEqual([`${prefix}B`]);
  });

  it('filters by department, visibility flags and validity', async () => {
    expect(codes(await search({ searchTerm: prefix, dealerDepartmentUuid: express }))).toEqual([
      `${prefix}D`,
    ]);
    expect(
      codes(
        await search({
          searchTerm: prefix,
          dealerDepartmentUuid: own.departmentUuid,
          onlineSchedulerVisibility: false,
        }),
      ),
    ).toEqual([`${prefix}B`]);
    expect(codes(await search({ searchTerm: prefix, isValid: false }))).toEqual([`${prefix}C`]);
    expect(
      codes(await search({ laborOpCodes: [`${prefix}a`, `${prefix}D`], sortBy: 'laborOpCode' })),
    ).toEqual([`${prefix}A`, `${prefix}D`]);
  });

  it('filters by the mileage ranges an opcode applies to', async () => {
    const low = await createOpcode({ vehicleMileageConfigList: [{ fromMileage: 0, toMileage: 30000 }] });
    const high = await createOpcode({ vehicleMileageConfigList: [{ fromMileage: 60000, toMileage: null }] });
    const every = await createOpcode({});
    const at = async (vehicleMileage: number) =>
      codes(
        await search({
          laborOpCodes: [low.laborOpCode, high.laborOpCode, every.laborOpCode],
          vehicleMileage,
          sortBy: 'laborOpCode',
        }),
      );
    expect(await at(30000)).toEqual([low.laborOpCode, every.laborOpCode].sort());
    expect(await at(45000)).toEqual([every.laborOpCode]);
    expect(await at(250000)).toEqual([high.laborOpCode, every.laborOpCode].sort());
  });

  it('pages with startPosition and resultSize; sorts descending', async () => {
    const page = await search({
      searchTerm: prefix,
      sortBy: 'laborOpCode',
      sortAscending: false,
      resultSize: 2,
      startPosition: 1,
    });
    expect(page.body.totalCount).toBe(4);
    expect(codes(page)).toEqual([`${prefix}C`, `${prefix}B`]);
    const past = await search({ searchTerm: prefix, resultSize: 2, startPosition: 10 });
    expect(past.body).toMatchObject({ totalCount: 4, operations: [] });
  });

  it('rejects a resultSize above 50 and a department of another dealer', async () => {
    const tooMany = await search({ resultSize: 51 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      errors: [{ errorName: 'INVALID_REQUEST', errorCode: 100009 }],
      statusCode: 400,
    });
    const foreign = await search({ dealerDepartmentUuid: other.departmentUuid });
    expect(foreign.status).toBe(400);
    expect(envelopeErrorName(foreign.body)).toBe('INVALID_DEPT_UUID');
  });

  it("never shows another dealer's opcodes", async () => {
    const theirs = await createOpcode({ laborOpCode: `${prefix}Z` }, { tenant: other, as: otherClient });
    expect(codes(await search({ searchTerm: prefix }))).not.toContain(`${prefix}Z`);
    const res = await read(theirs.uuid);
    expect(res.status).toBe(404);
    expect(envelopeErrorName(res.body)).toBe('INCORRECT_OPCODE');
  });

  it('contracts document the scopes and codes', () => {
    expect(saveOpcodeContract.auth).toMatchObject({ scope: 'opcode.operation.write', level: 'DEPARTMENT' });
    expect(searchOpcodesContract.auth).toMatchObject({ scope: 'opcode.operation.read', level: 'DEALER' });
    expect(getOpcodeContract.errors).toContain('INCORRECT_OPCODE');
    expect(migrateCommunicationCodesContract.description).toContain('dryRun');
  });
});

describe('menus', () => {
  let menuUuid: string;
  let factory15: string;
  let factory30: string;
  let oil: OpcodeWire;

  beforeAll(async () => {
    oil = await createOpcode({ opCodeName: 'Menu oil', totalPrice: '50.00' });
    const rot = await createOpcode({ opCodeName: 'Menu rotation' });
    const theirs = await createOpcode({}, { tenant: other, as: otherClient });
    menuUuid = newUuid();
    factory15 = newUuid();
    factory30 = newUuid();
    await db()
      .insert(serviceMenus)
      .values([
        {
          uuid: menuUuid,
          departmentUuid: own.departmentUuid,
          menuType: 'SERVICEMENU',
          menuCode: 'PKG1',
          name: 'Package one',
          totalPrice: '70.00',
        },
        {
          uuid: factory15,
          departmentUuid: own.departmentUuid,
          menuType: 'SERVICEMOTORSMAINTENANCEMENU',
          menuCode: 'F15',
          name: '15k',
          mileage: 15000,
        },
        {
          uuid: factory30,
          departmentUuid: own.departmentUuid,
          menuType: 'SERVICEMOTORSMAINTENANCEMENU',
          menuCode: 'F30',
          name: '30k',
          mileage: 30000,
        },
      ]);
    await db()
      .insert(serviceMenuItems)
      .values([
        {
          uuid: newUuid(),
          menuUuid,
          opcodeUuid: rot.uuid,
          laborOpCode: rot.laborOpCode,
          name: 'Rotation',
          sortOrder: 2,
        },
        {
          uuid: newUuid(),
          menuUuid,
          opcodeUuid: oil.uuid,
          laborOpCode: oil.laborOpCode,
          name: 'Oil',
          sortOrder: 1,
        },
        // A line pointing at another dealer's opcode never exposes it.
        {
          uuid: newUuid(),
          menuUuid,
          opcodeUuid: theirs.uuid,
          laborOpCode: theirs.laborOpCode,
          name: 'Foreign',
          sortOrder: 3,
        },
        {
          uuid: newUuid(),
          menuUuid: factory30,
          itemType: 'SERVICEMOTORSLINEITEM',
          laborOpCode: 'AIRFLT',
          name: 'Air filter',
          price: '39.00',
          sortOrder: 1,
        },
      ]);
  });

  it('dealer menus list their opcodes in order', async () => {
    const res = await callRoute(menusRoute, {
      path: `/api/opcodes/v1/dealers/${own.dealerUuid}/menus/searches`,
      params: { dealerUUID: own.dealerUuid },
      authorization: client.authorization,
      body: { searchTerm: 'pkg1' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.totalCount).toBe(1);
    const [menu] = res.body.menus as Array<{
      operationType: string;
      items: Array<{ name: string; operationUuid: string | null }>;
    }>;
    expect(menu).toMatchObject({ operationType: 'SERVICEMENU', menuCode: 'PKG1', totalPrice: '70.00' });
    expect(menu?.items.map((i) => i.name)).toEqual(['Oil', 'Rotation', 'Foreign']);
    expect(menu?.items[0]?.operationUuid).toBe(oil.uuid);
    expect(menu?.items[2]?.operationUuid).toBeNull();
  });

  it('factory menus by mileage: the next service due comes first', async () => {
    const res = await callRoute(factoryMenusRoute, {
      path: `/api/opcodes/v1/dealers/${own.dealerUuid}/factory-menus/searches`,
      params: { dealerUUID: own.dealerUuid },
      authorization: client.authorization,
      body: { currentMileage: 16000 },
    });
    expect(res.status).toBe(200);
    const menus = res.body.menus as Array<{
      menuUuid: string;
      operationType: string;
      items: Array<{ operationType: string; price: string }>;
    }>;
    expect(menus.map((m) => m.menuUuid)).toEqual([factory30]);
    expect(menus[0]).toMatchObject({
      operationType: 'SERVICEMOTORSMAINTENANCEMENU',
      items: [{ operationType: 'SERVICEMOTORSLINEITEM', price: '39.00' }],
    });
  });

  it('factory menus need opcode.factory.menu.read', async () => {
    const reader = await createTestApiClient([
      { scope: 'opcode.operation.read', level: 'DEALER', dealerUuid: own.dealerUuid },
    ]);
    const res = await callRoute(factoryMenusRoute, {
      path: `/api/opcodes/v1/dealers/${own.dealerUuid}/factory-menus/searches`,
      params: { dealerUUID: own.dealerUuid },
      authorization: reader.authorization,
      body: {},
    });
    expect(res.status).toBe(403);
  });

  it('findOpcodesForServiceItems matches by uuid or labor code, only in the department', async () => {
    const theirs = await createOpcode({}, { tenant: other, as: otherClient });
    const rows = await findOpcodesForServiceItems(db(), {
      departmentUuid: own.departmentUuid,
      operationUuids: [matrixOpcodeUuid, theirs.uuid],
      laborOpCodes: [oil.laborOpCode.toLowerCase(), theirs.laborOpCode],
    });
    expect(rows.map((r) => r.uuid).sort()).toEqual([matrixOpcodeUuid, oil.uuid].sort());
    expect(rows.find((r) => r.uuid === oil.uuid)?.totalPrice).toBe('50.00');
    expect(await findOpcodesForServiceItems(db(), { departmentUuid: own.departmentUuid })).toEqual([]);
  });

  it("findMenuItems returns the department's menus with their lines and opcodes", async () => {
    const found = await findMenuItems(db(), {
      departmentUuid: own.departmentUuid,
      menuUuids: [menuUuid, factory30],
    });
    expect(found.map((m) => m.menu.uuid).sort()).toEqual([menuUuid, factory30].sort());
    const menu = found.find((m) => m.menu.uuid === menuUuid);
    expect(menu?.items.map((i) => i.opcode?.uuid ?? null)).toEqual([oil.uuid, expect.any(String), null]);
    expect(
      await findMenuItems(db(), { departmentUuid: other.departmentUuid, menuUuids: [menuUuid] }),
    ).toEqual([]);
  });
});

describe('communication-code migration', () => {
  let tenant: TestTenant;
  let tenantClient: TestClient;
  let express: string;

  beforeAll(async () => {
    ({ own: tenant } = await createTenantPair());
    tenantClient = await createFullAccessClient(tenant);
    express = await addDepartment(tenant);
    const mk = (
      laborOpCode: string,
      communicationCode: string | null,
      departmentUuid = tenant.departmentUuid,
    ) => save({ opcode: { laborOpCode, communicationCode } }, { tenant, as: tenantClient, departmentUuid });
    await mk('OIL', 'OLDOIL');
    await mk('ROT', 'oldrot');
    await mk('BRK', null);
    await mk('MPI', 'KEEP');
    await mk('ALIGN', 'OLDOIL', express);
    await mk('WASH', '', express);
  });

  const run = (body: Body, alias = false) => migrate(body, { as: tenantClient, alias });
  const changesOf = (res: CallResult) => res.body.changes as Change[];
  const storedCodes = async () =>
    Object.fromEntries(
      (await db().select().from(opcodes).where(eq(opcodes.departmentUuid, tenant.departmentUuid)))
        .concat(await db().select().from(opcodes).where(eq(opcodes.departmentUuid, express)))
        .map((o) => [o.laborOpCode, o.communicationCode]),
    );
  const migrationHistory = async () =>
    (await db().select().from(opcodeHistory)).filter(
      (h) =>
        h.event === 'COMMUNICATION_CODE_MIGRATED' &&
        [tenant.departmentUuid, express].includes(h.departmentUuid),
    );

  it('dry run reports, changes nothing; apply changes exactly that; a second apply changes nothing', async () => {
    const body = {
      dealerUuid: tenant.dealerUuid,
      mappings: [
        { from: 'OLDOIL', to: 'OILCHG' },
        { from: 'OLDROT', to: 'TIREROT' },
        { from: 'NOSUCH', to: 'X' },
      ],
      fillMissingFromLaborCode: true,
      eventDealerAssociateUuid: tenant.advisor.dealerAssociateUuid,
    };
    const before = await storedCodes();
    const dry = await run({ ...body, dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({
      errors: [],
      statusCode: 200,
      dryRun: true,
      opcodesExamined: 6,
      opcodesChanged: 5,
      mappedCount: 3,
      filledCount: 2,
      warnings: [
        {
          warningCode: 'MAPPING_NOT_USED',
          warningTitle: 'MAPPING_NOT_USED',
          warningMessage: expect.stringContaining('NOSUCH'),
        },
      ],
    });
    expect(
      changesOf(dry)
        .map((c) => [c.laborOpCode, c.fromCommunicationCode, c.toCommunicationCode, c.reason])
        .sort(),
    ).toEqual(
      [
        ['ALIGN', 'OLDOIL', 'OILCHG', 'MAPPING'],
        ['BRK', null, 'BRK', 'FILLED_FROM_LABOR_CODE'],
        ['OIL', 'OLDOIL', 'OILCHG', 'MAPPING'],
        ['ROT', 'oldrot', 'TIREROT', 'MAPPING'],
        ['WASH', null, 'WASH', 'FILLED_FROM_LABOR_CODE'],
      ].sort(),
    );
    expect(await storedCodes()).toEqual(before);
    expect(await migrationHistory()).toHaveLength(0);

    const applied = await run(body);
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ dryRun: false, opcodesChanged: 5 });
    expect(changesOf(applied)).toEqual(changesOf(dry));
    expect(await storedCodes()).toEqual({
      OIL: 'OILCHG',
      ROT: 'TIREROT',
      BRK: 'BRK',
      MPI: 'KEEP',
      ALIGN: 'OILCHG',
      WASH: 'WASH',
    });
    const history = await migrationHistory();
    expect(history).toHaveLength(5);
    expect(history.every((h) => h.eventDealerAssociateUuid === tenant.advisor.dealerAssociateUuid)).toBe(
      true,
    );

    const again = await run(body, true);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ opcodesChanged: 0, changes: [] });
    expect(await migrationHistory()).toHaveLength(5);
  });

  it('a department migration leaves the other departments alone', async () => {
    await save({ opcode: { laborOpCode: 'DEPTA', communicationCode: 'D1' } }, { tenant, as: tenantClient });
    await save(
      { opcode: { laborOpCode: 'DEPTB', communicationCode: 'D1' } },
      { tenant, as: tenantClient, departmentUuid: express },
    );
    const res = await run({ dealerDepartmentUuid: express, mappings: [{ from: 'd1', to: 'D2' }] });
    expect(res.status).toBe(200);
    expect(changesOf(res).map((c) => c.laborOpCode)).toEqual(['DEPTB']);
    expect(await storedCodes()).toMatchObject({ DEPTA: 'D1', DEPTB: 'D2' });
  });

  const errorCases: Array<{ name: string; body: () => Body; status: number; code: string }> = [
    {
      name: 'no dealer or department',
      body: () => ({ fillMissingFromLaborCode: true }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'nothing to do',
      body: () => ({ dealerUuid: tenant.dealerUuid }),
      status: 400,
      code: 'NOTHING_TO_MIGRATE',
    },
    {
      name: 'a chained mapping',
      body: () => ({
        dealerUuid: tenant.dealerUuid,
        mappings: [
          { from: 'A', to: 'B' },
          { from: 'b', to: 'C' },
        ],
      }),
      status: 400,
      code: 'INVALID_COMMUNICATION_CODE_MAPPING',
    },
    {
      name: 'a code mapped twice',
      body: () => ({
        dealerUuid: tenant.dealerUuid,
        mappings: [
          { from: 'A', to: 'B' },
          { from: 'a', to: 'C' },
        ],
      }),
      status: 400,
      code: 'INVALID_COMMUNICATION_CODE_MAPPING',
    },
    {
      name: 'an empty to',
      body: () => ({ dealerUuid: tenant.dealerUuid, mappings: [{ from: 'A', to: ' ' }] }),
      status: 400,
      code: 'INVALID_REQUEST',
    },
    {
      name: 'unknown dealer',
      body: () => ({ dealerUuid: newTenantUuid(), fillMissingFromLaborCode: true }),
      status: 400,
      code: 'INVALID_DEALER_UUID',
    },
    {
      name: 'unknown department',
      body: () => ({ dealerDepartmentUuid: newTenantUuid(), fillMissingFromLaborCode: true }),
      status: 400,
      code: 'INVALID_DEPT_UUID',
    },
    {
      name: 'the dealer and its department both named (allowed)',
      body: () => ({
        dealerUuid: tenant.dealerUuid,
        dealerDepartmentUuid: express,
        fillMissingFromLaborCode: true,
        dryRun: true,
      }),
      status: 200,
      code: '',
    },
    {
      name: 'unknown event dealer associate',
      body: () => ({
        dealerUuid: tenant.dealerUuid,
        fillMissingFromLaborCode: true,
        eventDealerAssociateUuid: newUuid(),
      }),
      status: 400,
      code: 'INCORRECT_USER_INFO',
    },
  ];
  for (const c of errorCases) {
    it(`${c.name} → ${c.status} ${c.code}`, async () => {
      const res = await run(c.body());
      expect(res.status, JSON.stringify(res.body)).toBe(c.status);
      if (c.status === 200) return;
      expect(res.body).toMatchObject({
        errors: [{ errorName: c.code, errorMessage: expect.any(String), errorCode: expect.any(Number) }],
        warnings: [],
        statusCode: c.status,
        apiRequestId: expect.any(String),
      });
    });
  }

  it('a dealer uuid that does not own the department → 400 INVALID_DEPT_UUID', async () => {
    // The caller holds the scope for both dealers, so the mismatch is the body's, not a grant's.
    const both = await createTestApiClient([
      { scope: 'opcode.operation.write', level: 'DEALER', dealerUuid: tenant.dealerUuid },
      { scope: 'opcode.operation.write', level: 'DEALER', dealerUuid: other.dealerUuid },
    ]);
    const res = await migrate(
      {
        dealerUuid: other.dealerUuid,
        dealerDepartmentUuid: tenant.departmentUuid,
        fillMissingFromLaborCode: true,
      },
      { as: both },
    );
    expect(res.status).toBe(400);
    expect(envelopeErrorName(res.body)).toBe('INVALID_DEPT_UUID');
  });

  it("another dealer's department is forbidden", async () => {
    const res = await run({ dealerDepartmentUuid: other.departmentUuid, fillMissingFromLaborCode: true });
    expect(res.status).toBe(403);
    expect(envelopeErrorName(res.body)).toBe('FORBIDDEN');
  });
});
