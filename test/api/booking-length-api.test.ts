import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { PATCH as updateRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/appointment/[appointmentUuid]/route';
import { POST as availabilityRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/availability/route';
import { db } from '../../server/db/client';
import { opcodes, serviceMenuItems, serviceMenus } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { createBookableTenant } from '../support/bookable-tenant';

/*
 * A visit is as long as its services (in whole 30-minute slots) unless the request sets an end, and
 * holds its advisor for all of it, on every way in: create, update, availability.
 */

type Body = Record<string, unknown>;
type Slot = { startTime: string; endTime: string; available: boolean; warningCodes: string[] };
type Line = { price: string | null; durationInMins: string | null };

const errorCode = (body: Body) =>
  ((body.errors ?? body.error) as Array<{ errorCode: string }> | undefined)?.[0]?.errorCode;

let tenant: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let customers: TestCustomer[];
let rotationUuid = '';
let menuUuid = '';
let today = '';
let dayCounter = 0;
const nextDay = () => addDays(today, 3 + ++dayCounter);

beforeAll(async () => {
  ({ tenant, setup } = await createBookableTenant());
  client = await createFullAccessClient(tenant);
  customers = [await createTestCustomer(tenant), await createTestCustomer(tenant)];
  rotationUuid = newUuid();
  await db().insert(opcodes).values({
    uuid: rotationUuid,
    departmentUuid: tenant.departmentUuid,
    laborOpCode: 'ROT',
    opCodeName: 'Tire rotation',
    durationMinutes: 30,
    totalPrice: '39.95',
  });
  // Oil (79.95, 30 min) and rotation (39.95, 30 min) as a package: $109.95 for an hour.
  menuUuid = newUuid();
  await db().insert(serviceMenus).values({
    uuid: menuUuid,
    departmentUuid: tenant.departmentUuid,
    menuType: 'SERVICEMENU',
    menuCode: 'BASIC',
    name: 'Basic maintenance package',
    totalPrice: '99.95',
    durationMinutes: 45,
  });
  await db()
    .insert(serviceMenuItems)
    .values(
      [
        { code: 'OIL', uuid: setup.opcodeUuid, sortOrder: 1 },
        { code: 'ROT', uuid: rotationUuid, sortOrder: 2 },
      ].map((l) => ({
        uuid: newUuid(),
        menuUuid,
        opcodeUuid: l.uuid,
        laborOpCode: l.code,
        name: l.code,
        sortOrder: l.sortOrder,
      })),
    );
  today = instantToLocalDate(new Date(), 'America/Chicago');
});

const advisor = () => ({ uuid: tenant.advisor.dealerAssociateUuid });
const oilAndRotation = () => [{ operationUuid: setup.opcodeUuid }, { operationUuid: rotationUuid }];

async function create(date: string, time: string, extra: Body = {}, customer = 0) {
  const c = customers[customer] as TestCustomer;
  return callRoute<Body>(createRoute, {
    path: `/api/appointment/v2/dealer/${tenant.dealerUuid}/appointment`,
    params: { dealerUuid: tenant.dealerUuid },
    authorization: client.authorization,
    body: {
      customerUuid: c.customerUuid,
      vehicleInformation: { vehicleUuid: c.vehicleUuid },
      appointmentInformation: {
        appointmentStartDateTime: `${date}T${time}`,
        assignedUser: advisor(),
        ...extra,
      },
    },
  });
}

const appointmentOf = (body: Body) => body.appointmentInfo as Body;

describe('create: a visit as long as its services', () => {
  it('books oil and rotation for an hour and refuses an overlapping visit for the same advisor', async () => {
    const date = nextDay();
    const first = await create(date, '11:00:00', { serviceList: oilAndRotation() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(appointmentOf(first.body).appointmentEndDateTime).toBe(`${date}T11:59:59`);

    const clash = await create(date, '11:30:00', { serviceList: oilAndRotation() }, 1);
    expect([clash.status, errorCode(clash.body)]).toEqual([409, 'SLOT_UNAVAILABLE']);
    const reason = JSON.stringify(clash.body);
    expect(reason).toContain('APPT_RULE_WARN_SA_PER_DAY_PER_SLOT');
    expect(reason).toContain('during 11:30-12:30');

    // One that starts as the first ends is fine, and so is one that ends as the first starts.
    expect((await create(date, '12:00:00', { serviceList: oilAndRotation() }, 1)).status).toBe(200);
    expect((await create(date, '10:00:00', { serviceList: oilAndRotation() }, 1)).status).toBe(409);
  });

  it('refuses a visit that starts before another and runs into it', async () => {
    const date = nextDay();
    expect(
      (await create(date, '11:00:00', { serviceList: [{ operationUuid: setup.opcodeUuid }] })).status,
    ).toBe(200);
    const clash = await create(date, '10:30:00', { serviceList: oilAndRotation() }, 1);
    expect([clash.status, errorCode(clash.body)]).toEqual([409, 'SLOT_UNAVAILABLE']);
  });

  it('honors the end the request sets', async () => {
    const date = nextDay();
    const short = await create(date, '09:00:00', {
      serviceList: oilAndRotation(),
      appointmentEndDateTime: `${date}T09:29:59`,
    });
    expect(appointmentOf(short.body).appointmentEndDateTime).toBe(`${date}T09:29:59`);
    expect((await create(date, '09:30:00', {}, 1)).status).toBe(200);
  });

  it('refuses a visit that would run past closing time', async () => {
    const date = nextDay();
    const late = await create(date, '17:30:00', { serviceList: oilAndRotation() });
    expect([late.status, errorCode(late.body)]).toEqual([409, 'SLOT_UNAVAILABLE']);
    expect(JSON.stringify(late.body)).toContain('APPT_RULE_WARN_DEALER_HOURS_OPERATION');
  });

  it("stores a menu's lines at the menu's price and time, and books its time in whole slots", async () => {
    const date = nextDay();
    const res = await create(date, '14:00:00', {
      serviceList: [
        {
          operationUuid: setup.opcodeUuid,
          menuUuid,
          operationType: 'SERVICEMENU',
          parentTitle: 'BASIC',
          title: 'OIL',
        },
        {
          operationUuid: rotationUuid,
          menuUuid,
          operationType: 'SERVICEMENU',
          parentTitle: 'BASIC',
          title: 'ROT',
        },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = appointmentOf(res.body);
    const lines = a.serviceList as Line[];
    expect(lines.map((l) => l.price)).toEqual(['66.65', '33.30']);
    expect(lines.map((l) => l.durationInMins)).toEqual(['23', '22']);
    // 45 minutes of work hold two 30-minute slots.
    expect(a.appointmentEndDateTime).toBe(`${date}T14:59:59`);
  });
});

describe('update: the length follows the services', () => {
  it('lengthens a visit whose services grow, and refuses when that overlaps the advisor', async () => {
    const date = nextDay();
    const first = await create(date, '09:00:00', { serviceList: [{ operationUuid: setup.opcodeUuid }] });
    const uuid = first.body.appointmentUuid as string;
    expect(appointmentOf(first.body).appointmentEndDateTime).toBe(`${date}T09:29:59`);
    expect((await create(date, '10:00:00', {}, 1)).status).toBe(200);
    const patch = (body: Body) =>
      callRoute<Body>(updateRoute, {
        method: 'PATCH',
        path: `/api/appointment/v2/department/${tenant.departmentUuid}/appointment/${uuid}`,
        params: { dealerDepartmentUuid: tenant.departmentUuid, appointmentUuid: uuid },
        authorization: client.authorization,
        body: { appointmentInformation: body },
      });
    const longer = await patch({ serviceList: oilAndRotation() });
    expect(longer.status, JSON.stringify(longer.body)).toBe(200);
    expect(appointmentOf(longer.body).appointmentEndDateTime).toBe(`${date}T09:59:59`);
    const clash = await patch({ appointmentStartDateTime: `${date}T09:30:00` });
    expect([clash.status, errorCode(clash.body)]).toEqual([409, 'SLOT_UNAVAILABLE']);
  });
});

describe('availability: only starts where the whole visit fits', () => {
  it("offers an hour's services only where the advisor is free for the hour", async () => {
    const date = nextDay();
    expect((await create(date, '11:00:00', {}, 1)).status).toBe(200);
    const res = await callRoute<Body>(availabilityRoute, {
      path: `/api/appointment/v2/department/${tenant.departmentUuid}/availability?includeAllSlots=true`,
      params: { dealerDepartmentUuid: tenant.departmentUuid },
      authorization: client.authorization,
      body: {
        dates: [date],
        selectedAvailabilityAttributes: { dealerAssociateUuids: [tenant.advisor.dealerAssociateUuid] },
        menuUuidList: [menuUuid],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const slots = (res.body.availability as Array<{ slots: Slot[] }>)[0]?.slots ?? [];
    const at = (time: string) => slots.find((s) => s.startTime === time);
    expect(at('10:00:00')).toMatchObject({ available: true, endTime: '11:00:00' });
    expect(at('10:30:00')?.available).toBe(false);
    expect(at('11:30:00')?.available).toBe(true);
    expect(at('17:30:00')?.warningCodes).toContain('APPT_RULE_WARN_DEALER_HOURS_OPERATION');
  });

  it('refuses a menu the department does not have', async () => {
    const res = await callRoute<Body>(availabilityRoute, {
      path: `/api/appointment/v2/department/${tenant.departmentUuid}/availability`,
      params: { dealerDepartmentUuid: tenant.departmentUuid },
      authorization: client.authorization,
      body: { dates: [nextDay()], menuUuidList: [newUuid()] },
    });
    expect([res.status, errorCode(res.body)]).toEqual([400, 'SELECTED_ENTITIES_NOT_FOUND']);
  });
});
