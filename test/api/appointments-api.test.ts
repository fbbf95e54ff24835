import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { POST as draftRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/draftAppointment/route';
import { GET as byCustomerRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/customer/[customerUuid]/route';
import { GET as byDateRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/date/[date]/route';
import { GET as byOrderRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/order/[orderUuid]/route';
import { GET as getRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/uuid/[appointmentUuid]/route';
import { PATCH as updateRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/appointment/[appointmentUuid]/route';
import { POST as listRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/list/route';
import { POST as confirmRoute } from '@/app/api/appointment/v2/draft/[token]/confirm/route';
import {
  appointmentOutSchema,
  lookupOneResponseSchema,
  saveResponseSchema,
} from '../../server/appointments/appointment.schemas';
import { getDraftForCustomer } from '../../server/appointments/get-draft-for-customer';
import { db } from '../../server/db/client';
import {
  appointmentDrafts,
  appointments,
  dealers,
  departments,
  hoursOfOperation,
  messages,
  repairOrders,
} from '../../server/db/schema';
import { newTenantUuid, newUuid } from '../../server/ids';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { allowManyVisitsPerCustomer, roomySchedulerFeatures } from '../support/bookable-tenant';

type Body = Record<string, unknown>;
const errorCode = (body: Body) =>
  ((body.errors ?? body.error) as Array<{ errorCode: string }> | undefined)?.[0]?.errorCode;

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let otherSetup: TestServiceSetup;
const customersOf = new Map<string, TestCustomer[]>();
let day = '';
let dayCounter = 0;

/** A future date of its own for each booking, so tests never collide on duplicates or slots. */
const nextDay = () => addDays(day, ++dayCounter);

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  setup = await addServiceSetup(own);
  await allowManyVisitsPerCustomer(own);
  otherSetup = await addServiceSetup(other);
  for (const tenant of [own, other]) {
    customersOf.set(tenant.dealerUuid, [await createTestCustomer(tenant), await createTestCustomer(tenant)]);
  }
  day = addDays(instantToLocalDate(new Date(), 'America/Chicago'), 5);
});

const customerOf = (t: TestTenant, i = 0) => customersOf.get(t.dealerUuid)?.[i] as TestCustomer;

const createBody = (t: TestTenant, date: string, extra: Body = {}, i = 0): Body => ({
  customerUuid: customerOf(t, i).customerUuid,
  vehicleInformation: { vehicleUuid: customerOf(t, i).vehicleUuid },
  appointmentInformation: { appointmentStartDateTime: `${date}T09:00:00`, ...extra },
});

async function create(body: Body, headers: Record<string, string> = {}) {
  return callRoute<Body>(createRoute, {
    path: `/api/appointment/v2/dealer/${own.dealerUuid}/appointment`,
    params: { dealerUuid: own.dealerUuid },
    authorization: client.authorization,
    body,
    headers,
  });
}

async function patch(appointmentUuid: string, body: Body, departmentUuid = own.departmentUuid) {
  return callRoute<Body>(updateRoute, {
    method: 'PATCH',
    path: `/api/appointment/v2/department/${departmentUuid}/appointment/${appointmentUuid}`,
    params: { dealerDepartmentUuid: departmentUuid, appointmentUuid },
    authorization: client.authorization,
    body,
  });
}

async function get(appointmentUuid: string, departmentUuid = own.departmentUuid) {
  return callRoute<Body>(getRoute, {
    path: '/x',
    params: { departmentUuid, appointmentUuid },
    authorization: client.authorization,
  });
}

async function book(extra: Body = {}, i = 0) {
  const res = await create(createBody(own, nextDay(), extra, i));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.appointmentUuid as string;
}

describe('appointments: authentication and scope matrix', () => {
  const tenants = () => ({ own, other });
  describeAuthMatrix(
    {
      name: 'create',
      handler: createRoute,
      scope: 'appointment.create',
      level: 'DEALER',
      call: (t) => ({
        path: '/x',
        params: { dealerUuid: t.dealerUuid },
        body: createBody(t, addDays(day, 200), {}, 1),
      }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'list',
      handler: listRoute,
      scope: 'appointment.get',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: '/x',
        params: { dealerDepartmentUuid: t.departmentUuid },
        body: { startDate: day, pageNumber: 1, pageSize: 10 },
      }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'get by date',
      handler: byDateRoute,
      scope: 'appointment.get',
      level: 'DEPARTMENT',
      call: (t) => ({ path: '/x', params: { departmentUuid: t.departmentUuid, date: day } }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'draft',
      handler: draftRoute,
      scope: 'appointment.draft.create',
      level: 'DEALER',
      call: (t) => ({
        path: '/x',
        params: { dealerUuid: t.dealerUuid },
        body: {
          appointmentStartDateTime: `${addDays(day, 3)}T10:00:00`,
          customerDetails: { customerUuid: customerOf(t).customerUuid },
        },
      }),
      errorCode,
    },
    tenants,
  );

  it('update of another dealer’s appointment through its department → 403', async () => {
    const otherClient = await createFullAccessClient(other);
    const res = await callRoute<Body>(createRoute, {
      path: '/x',
      params: { dealerUuid: other.dealerUuid },
      authorization: otherClient.authorization,
      body: createBody(other, addDays(day, 300)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const theirs = res.body.appointmentUuid as string;
    const denied = await patch(theirs, { appointmentInformation: { comments: 'hi' } }, other.departmentUuid);
    expect(denied.status).toBe(403);
    // Through our own department the other dealer's appointment does not exist.
    const hidden = await patch(theirs, { appointmentInformation: { comments: 'hi' } });
    expect(hidden.status).toBe(404);
    expect(errorCode(hidden.body)).toBe('NO_SAR_FOUND');
    const hiddenGet = await get(theirs);
    expect(hiddenGet.status).toBe(404);
  });
});

describe('create appointment', () => {
  it('books with the nested layout, fills the opcode and picks an advisor', async () => {
    const date = nextDay();
    const res = await create(
      createBody(own, date, {
        serviceList: [
          { operationUuid: setup.opcodeUuid },
          { title: 'Rattle from the dashboard', isCustomConcern: true },
        ],
        transportOption: { transportOptionUuid: setup.transportOptionUuid },
        assignedUser: null,
        comments: 'Customer will wait',
        internalNotes: 'VIP',
        mileageText: '41,250',
        recall: false,
        pushToDms: true,
        customerAppointmentPreference: { notifyCustomer: true, textConfirmation: true },
        reminderCount: 0,
        isOverridden: false,
        overrideFutureNoPrefAppointment: false,
        draftUuid: null,
        pdrToOpcodes: null,
        deferredRecallDTOList: [],
        pickupDeliveryTripEvent: null,
        sdSessionId: null,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = saveResponseSchema.parse(res.body);
    const a = body.appointmentInfo;
    expect(a.appointmentStartDateTime).toBe(`${date}T09:00:00`);
    expect(a.appointmentEndDateTime).toBe(`${date}T09:29:59`);
    expect(a.timeZone).toBe('America/Chicago');
    expect(a.status).toBe('Scheduled');
    expect(a.assignedAdvisorUuid).toBe(own.advisor.dealerAssociateUuid);
    expect(a.serviceList[0]).toMatchObject({
      title: 'OIL',
      price: '79.95',
      durationInMins: '30',
      opCodeName: 'Oil change',
    });
    expect(a.serviceList[1]).toMatchObject({
      title: 'Rattle from the dashboard',
      isCustomConcern: true,
      price: null,
    });
    expect(a.transportOption?.transportation).toBe('WAITER');
    expect(a.vehicleInformation?.vin).toBe(customerOf(own).vin);
    expect(a.mileageText).toBe('41,250');
    expect(a.pushToDms).toBe(true);
    expect(a.platform).toBe('API');
  });

  it('queues the confirmation text the customer asked for, and nothing for notifyCustomer false', async () => {
    const c = await createTestCustomer(own);
    const bodyFor = (date: string, preferences: Body) => ({
      customerUuid: c.customerUuid,
      appointmentInformation: {
        appointmentStartDateTime: `${date}T11:00:00`,
        customerAppointmentPreference: preferences,
      },
    });
    expect((await create(bodyFor(nextDay(), { notifyCustomer: true, textConfirmation: true }))).status).toBe(
      200,
    );
    expect((await create(bodyFor(nextDay(), { notifyCustomer: false, textConfirmation: true }))).status).toBe(
      200,
    );
    const sent = await db().select().from(messages).where(eq(messages.customerUuid, c.customerUuid));
    expect(sent.map((m) => [m.protocol, m.purpose])).toEqual([['TEXT', 'APPOINTMENT_CREATED']]);
  });

  it('accepts the flat layout of the field table and finds the vehicle by VIN', async () => {
    const date = nextDay();
    const res = await create({
      customerUuid: customerOf(own).customerUuid,
      vehicleInformation: { vin: customerOf(own).vin.toLowerCase() },
      appointmentStartDateTime: `${date}T14:30:00`,
      appointmentEndDateTime: `${date}T15:29:59`,
      comments: 'flat',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = appointmentOutSchema.parse(res.body.appointmentInfo);
    expect(a.appointmentEndDateTime).toBe(`${date}T15:29:59`);
    expect(a.comments).toBe('flat');
    expect(a.vehicleInformation?.uuid).toBe(customerOf(own).vehicleUuid);
  });

  const errorCases: Array<[string, () => Body, number, string]> = [
    [
      'no customer',
      () => ({ appointmentInformation: { appointmentStartDateTime: `${addDays(day, 40)}T09:00:00` } }),
      400,
      'MISSING_CUSTOMER_UUID',
    ],
    [
      'another dealer’s customer',
      () => ({ ...createBody(own, addDays(day, 40)), customerUuid: customerOf(other).customerUuid }),
      400,
      'CUSTOMER_INFO_MISSING',
    ],
    [
      'no start',
      () => ({ customerUuid: customerOf(own).customerUuid, appointmentInformation: {} }),
      400,
      'NO_DATE',
    ],
    [
      'start not yyyy-MM-ddTHH:mm:ss',
      () => createBody(own, '2030/01/01'),
      400,
      'INVALID_APPT_START_DATE_TIME',
    ],
    [
      'bad end',
      () => createBody(own, addDays(day, 40), { appointmentEndDateTime: 'tomorrow' }),
      400,
      'INVALID_APPT_END_DATE_TIME',
    ],
    [
      'end on another day',
      () => createBody(own, addDays(day, 40), { appointmentEndDateTime: `${addDays(day, 41)}T09:30:00` }),
      400,
      'APPT_START_END_DATE_MISMATCH',
    ],
    [
      'end before start',
      () => createBody(own, addDays(day, 40), { appointmentEndDateTime: `${addDays(day, 40)}T08:00:00` }),
      400,
      'START_DATE_BEFORE_END_DATE',
    ],
    ['in the past', () => createBody(own, '2020-01-06'), 400, 'PAST_DATE'],
    [
      'vehicle uuid of someone else',
      () => ({
        ...createBody(own, addDays(day, 40)),
        vehicleInformation: { vehicleUuid: customerOf(own, 1).vehicleUuid },
      }),
      400,
      'VEHICLE_UUID_NOT_FOUND',
    ],
    [
      'unknown VIN',
      () => ({ ...createBody(own, addDays(day, 40)), vehicleInformation: { vin: '1FTFW1E50LFA00000' } }),
      400,
      'VEHICLE_NOT_FOUND',
    ],
    [
      'unknown advisor',
      () => createBody(own, addDays(day, 40), { assignedUser: { uuid: other.advisor.dealerAssociateUuid } }),
      400,
      'INCORRECT_USER_INFO',
    ],
    [
      'unknown transport option',
      () =>
        createBody(own, addDays(day, 40), {
          transportOption: { transportOptionUuid: otherSetup.transportOptionUuid },
        }),
      400,
      'TRANSPORT_OPTION_INVALID',
    ],
    [
      'transport name and uuid disagree',
      () =>
        createBody(own, addDays(day, 40), {
          transportOption: { transportOptionUuid: setup.transportOptionUuid, transportation: 'LOANER' },
        }),
      400,
      'TRANSPORT_OPTION_MISMATCH',
    ],
    [
      'off the slot grid',
      () => createBody(own, addDays(day, 40), { appointmentStartDateTime: `${addDays(day, 40)}T09:10:00` }),
      400,
      'NO_TIME_INTERVAL_EXISTS',
    ],
    [
      'before opening',
      () => createBody(own, addDays(day, 40), { appointmentStartDateTime: `${addDays(day, 40)}T06:00:00` }),
      400,
      'NO_TIME_INTERVAL_EXISTS',
    ],
    [
      'status other than Scheduled/Confirmed',
      () => createBody(own, addDays(day, 40), { status: 'Show' }),
      409,
      'INCORRECT_APPOINTMENT_STATUS',
    ],
  ];
  for (const [name, body, status, code] of errorCases) {
    it(`${name} → ${status} ${code}`, async () => {
      const res = await create(body());
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(errorCode(res.body)).toBe(code);
    });
  }

  it('refuses a second visit of the same customer and vehicle that day, and a used appointment key', async () => {
    const date = nextDay();
    expect((await create(createBody(own, date, { appointmentKey: `K-${date}` }))).status).toBe(200);
    const duplicate = await create(createBody(own, date, { appointmentStartDateTime: `${date}T11:00:00` }));
    expect([duplicate.status, errorCode(duplicate.body)]).toEqual([409, 'DUPLICATE_APPOINTMENT_FOUND']);
    // The same vehicle named by VIN (looked up before the day's checks) is the same duplicate.
    const byVin = await create({
      ...createBody(own, date, { appointmentStartDateTime: `${date}T13:00:00` }),
      vehicleInformation: { vin: customerOf(own).vin },
    });
    expect([byVin.status, errorCode(byVin.body)]).toEqual([409, 'DUPLICATE_APPOINTMENT_FOUND']);
    const keyTaken = await create(createBody(own, nextDay(), { appointmentKey: `K-${date}` }, 1));
    expect([keyTaken.status, errorCode(keyTaken.body)]).toEqual([409, 'APPOINTMENT_KEY_EXISTS']);
  });

  it('refuses a slot the advisor already has', async () => {
    const date = nextDay();
    const first = await create(
      createBody(own, date, { assignedUser: { uuid: own.advisor.dealerAssociateUuid } }),
    );
    expect(first.status).toBe(200);
    const clash = await create(createBody(own, date, { assignedUser: { uuid: own.advisor.userUuid } }, 1));
    expect([clash.status, errorCode(clash.body)]).toEqual([409, 'SLOT_UNAVAILABLE']);
  });

  it('warns at the maximum of future appointments and refuses beyond it', async () => {
    await db()
      .update(dealers)
      .set({ features: { schedulerEnabled: true, maxFutureAppointmentsPerCustomer: 3 } })
      .where(eq(dealers.uuid, own.dealerUuid));
    const c = await createTestCustomer(own);
    const bodyFor = (date: string) => ({
      customerUuid: c.customerUuid,
      vehicleInformation: { vehicleUuid: c.vehicleUuid },
      appointmentInformation: { appointmentStartDateTime: `${date}T16:00:00` },
    });
    const warnings: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(bodyFor(nextDay()));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      warnings.push(...(res.body.warnings as unknown[]));
    }
    expect(warnings).toEqual([
      expect.objectContaining({ warningCode: 'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER' }),
    ]);
    const fourth = await create(bodyFor(nextDay()));
    expect([fourth.status, errorCode(fourth.body)]).toEqual([409, 'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER']);
    await allowManyVisitsPerCustomer(own);
  });

  it('refuses when scheduling is not enabled or an advisor is required', async () => {
    await db()
      .update(dealers)
      .set({ features: { ...roomySchedulerFeatures, advisorRequired: true } })
      .where(eq(dealers.uuid, own.dealerUuid));
    const required = await create(createBody(own, nextDay()));
    expect([required.status, errorCode(required.body)]).toEqual([400, 'USER_UUID_MANDATORY']);
    await db()
      .update(dealers)
      .set({ features: { schedulerEnabled: false } })
      .where(eq(dealers.uuid, own.dealerUuid));
    const disabled = await create(createBody(own, nextDay()));
    expect([disabled.status, errorCode(disabled.body)]).toEqual([422, 'SCHEDULER_FEATURE_NOT_ENABLED']);
    await allowManyVisitsPerCustomer(own);
  });

  it('a booking after the department’s hours changed books by the new slot size', async () => {
    const before = await create(createBody(own, nextDay()));
    expect(before.status).toBe(200);
    expect((before.body.appointmentInfo as Body).endTime).toMatch(/T09:29:59$/);
    await db()
      .update(hoursOfOperation)
      .set({ slotSizeMinutes: 60 })
      .where(eq(hoursOfOperation.departmentUuid, own.departmentUuid));
    try {
      const after = await create(createBody(own, nextDay()));
      expect(after.status).toBe(200);
      expect((after.body.appointmentInfo as Body).endTime).toMatch(/T09:59:59$/);
    } finally {
      await db()
        .update(hoursOfOperation)
        .set({ slotSizeMinutes: 30 })
        .where(eq(hoursOfOperation.departmentUuid, own.departmentUuid));
    }
  });

  it('an Idempotency-Key makes a retried create return the first appointment', async () => {
    const body = createBody(own, nextDay(), {}, 1);
    const key = `retry-${newUuid()}`;
    const [first, second] = await Promise.all([
      create(body, { 'idempotency-key': key }),
      create(body, { 'idempotency-key': key }),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.appointmentUuid).toBe(first.body.appointmentUuid);
    const stored = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.customerUuid, customerOf(own, 1).customerUuid));
    expect(
      stored.filter(
        (a) =>
          a.localDate ===
          (body.appointmentInformation as Body).appointmentStartDateTime?.toString().slice(0, 10),
      ),
    ).toHaveLength(1);
    const reused = await create(
      { ...body, appointmentInformation: { ...(body.appointmentInformation as Body), comments: 'other' } },
      { 'idempotency-key': key },
    );
    expect([reused.status, errorCode(reused.body)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('wall-clock times across DST changes (America/Chicago)', () => {
  it.each([
    ['2027-03-14', '2027-03-14T14:00:00.000Z'],
    ['2027-11-07', '2027-11-07T15:00:00.000Z'],
  ])('%s 09:00 is stored as %s and read back as 09:00', async (date, instant) => {
    const res = await create(createBody(own, date));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const uuid = res.body.appointmentUuid as string;
    const [row] = await db().select().from(appointments).where(eq(appointments.uuid, uuid));
    expect(row?.startAt.toISOString()).toBe(instant);
    const byDate = await callRoute<Body>(byDateRoute, {
      path: '/x',
      params: { departmentUuid: own.departmentUuid, date },
      authorization: client.authorization,
    });
    const found = (byDate.body.serviceAppointments as Array<{ uuid: string; startTime: string }>).find(
      (a) => a.uuid === uuid,
    );
    expect(found?.startTime).toBe(`${date}T09:00:00`);
  });

  it('refuses 02:30 on the spring-forward day', async () => {
    const res = await create(
      createBody(own, '2027-03-14', { appointmentStartDateTime: '2027-03-14T02:30:00' }),
    );
    expect([res.status, errorCode(res.body)]).toEqual([400, 'INVALID_APPT_START_DATE_TIME']);
  });
});

describe('update and cancel', () => {
  it('partially updates, replaces the service list, reschedules, and keeps the history', async () => {
    const uuid = await book({ serviceList: [{ title: 'OIL' }], comments: 'first' });
    const later = nextDay();
    const res = await patch(uuid, {
      appointmentInformation: {
        internalNotes: 'bring keys',
        serviceList: [{ title: 'Check brakes', isCustomConcern: true }],
        appointmentStartDateTime: `${later}T10:00:00`,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = appointmentOutSchema.parse(res.body.appointmentInfo);
    expect(a.comments).toBe('first');
    expect(a.internalNotes).toBe('bring keys');
    expect(a.serviceList.map((s) => s.title)).toEqual(['Check brakes']);
    expect(a.appointmentStartDateTime).toBe(`${later}T10:00:00`);
    expect(a.status).toBe('Rescheduled');
    const read = lookupOneResponseSchema.parse((await get(uuid)).body);
    expect(read.history.map((h) => h.event)).toEqual(['CREATED', 'RESCHEDULED']);
    expect(read.history[1]?.changes).toHaveProperty('internalNotes');
    expect(read.history[1]?.platform).toBe('API');
  });

  it('cancels; a cancelled appointment cannot be changed or revived', async () => {
    const uuid = await book();
    const cancelled = await patch(uuid, { appointmentInformation: { status: 'CANCELLED' } });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body.appointmentInfo as Body).status).toBe('CANCELLED');
    expect((cancelled.body.appointmentInfo as Body).isCancelled).toBe(true);
    const edit = await patch(uuid, { appointmentInformation: { comments: 'again' } });
    expect([edit.status, errorCode(edit.body)]).toEqual([409, 'INCORRECT_APPOINTMENT']);
    const revive = await patch(uuid, { appointmentInformation: { status: 'Confirmed' } });
    expect([revive.status, errorCode(revive.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
  });

  it('refuses an unknown status and a status the transition table does not allow', async () => {
    const uuid = await book();
    const unknown = await patch(uuid, { appointmentInformation: { status: 'Teleported' } });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
    // A visit weeks ahead cannot arrive yet (Show only on its day), nor be a no-show before its start.
    const early = await patch(uuid, { appointmentInformation: { status: 'Show' } });
    expect([early.status, errorCode(early.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
    const noShow = await patch(uuid, { appointmentInformation: { status: 'No Show' } });
    expect([noShow.status, errorCode(noShow.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
    expect((await patch(uuid, { appointmentInformation: { status: 'Cancelled' } })).status).toBe(200);
    const back = await patch(uuid, { appointmentInformation: { status: 'Scheduled' } });
    expect([back.status, errorCode(back.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
  });

  it('an appointment linked to a repair order cannot be updated; it is found by the order', async () => {
    const uuid = await book();
    const orderUuid = newUuid();
    await db()
      .insert(repairOrders)
      .values({
        uuid: orderUuid,
        dealerUuid: own.dealerUuid,
        departmentUuid: own.departmentUuid,
        orderNumber: `RO-${orderUuid.slice(0, 6)}`,
        orderDate: day,
        appointmentUuid: uuid,
      });
    const res = await patch(uuid, { appointmentInformation: { comments: 'x' } });
    expect([res.status, errorCode(res.body)]).toEqual([409, 'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED']);
    const byOrder = await callRoute<Body>(byOrderRoute, {
      path: '/x',
      params: { departmentUuid: own.departmentUuid, orderUuid },
      authorization: client.authorization,
    });
    expect(byOrder.status).toBe(200);
    const found = byOrder.body.serviceAppointments as Array<{
      uuid: string;
      orderInformation: { uuid: string };
    }>;
    expect(found.map((a) => a.uuid)).toEqual([uuid]);
    expect(found[0]?.orderInformation.uuid).toBe(orderUuid);
    const unknown = await callRoute<Body>(byOrderRoute, {
      path: '/x',
      params: { departmentUuid: own.departmentUuid, orderUuid: 'no-such-order' },
      authorization: client.authorization,
    });
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'INVALID_ORDER_UUID']);
  });

  it('concurrent updates of one appointment never lose an update', async () => {
    const uuid = await book();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((v) => patch(uuid, { appointmentInformation: { comments: `comment ${v}` } })),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const refused = results.filter((r) => r.status === 409);
    for (const r of refused) expect(errorCode(r.body)).toBe('UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK');
    const read = lookupOneResponseSchema.parse((await get(uuid)).body);
    const applied = read.history.filter((h) => h.event === 'UPDATED');
    expect(applied.length).toBe(results.filter((r) => r.status === 200).length);
    expect(read.appointmentInfo.comments).toBe(applied.at(-1)?.changes.comments?.to);
  });

  const pathCases: Array<[string, string, number, string]> = [
    ['blank uuid', ' ', 400, 'EMPTY_SAR_UUID'],
    ['placeholder uuid', 'null', 400, 'NO_SAR_UUID'],
    ['malformed uuid', 'not a uuid!', 400, 'INVALID_SAR_UUID'],
    ['unknown uuid', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 404, 'NO_SAR_FOUND'],
  ];
  for (const [name, uuid, status, code] of pathCases) {
    it(`${name} → ${status} ${code}`, async () => {
      const res = await patch(uuid, { appointmentInformation: { comments: 'x' } });
      expect([res.status, errorCode(res.body)]).toEqual([status, code]);
    });
  }

  it('an appointment of another department of the dealer → INCORRECT_APPOINTMENT_DEPARTMENT / INCORRECT_APPOINTMENT', async () => {
    const uuid = await book();
    const secondDepartment = newTenantUuid();
    await db()
      .insert(departments)
      .values({ uuid: secondDepartment, dealerUuid: own.dealerUuid, name: 'Body shop' });
    const res = await patch(uuid, { appointmentInformation: { comments: 'x' } }, secondDepartment);
    expect([res.status, errorCode(res.body)]).toEqual([400, 'INCORRECT_APPOINTMENT_DEPARTMENT']);
    const read = await get(uuid, secondDepartment);
    expect([read.status, errorCode(read.body)]).toEqual([409, 'INCORRECT_APPOINTMENT']);
  });
});

describe('look-ups', () => {
  it('by date validates the date', async () => {
    for (const [date, status, code] of [
      ['2026-13-01', 400, 'INVALID_DATE_FORMAT'],
      ['null', 400, 'NO_DATE'],
      [' ', 400, 'DATE_EMPTY'],
    ] as const) {
      const res = await callRoute<Body>(byDateRoute, {
        path: '/x',
        params: { departmentUuid: own.departmentUuid, date },
        authorization: client.authorization,
      });
      expect([res.status, errorCode(res.body)]).toEqual([status, code]);
      expect(res.body).toHaveProperty('error');
    }
  });

  it('for a customer: newest first, latest only, unknown customer', async () => {
    const c = await createTestCustomer(own);
    const dates = [nextDay(), nextDay()];
    for (const date of dates) {
      const res = await create({
        customerUuid: c.customerUuid,
        appointmentInformation: { appointmentStartDateTime: `${date}T08:00:00` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const call = (customerUuid: string, path = '/x') =>
      callRoute<Body>(byCustomerRoute, {
        path,
        params: { departmentUuid: own.departmentUuid, customerUuid },
        authorization: client.authorization,
      });
    const all = await call(c.customerUuid);
    expect((all.body.serviceAppointments as Array<{ date: string }>).map((a) => a.date)).toEqual(
      [...dates].reverse(),
    );
    const latest = await call(c.customerUuid, '/x?fetchOnlyLatestAppointment=true');
    expect(latest.body.serviceAppointments).toHaveLength(1);
    const from = await call(c.customerUuid, `/x?fromDate=${dates[1]}T00:00:00`);
    expect(from.body.serviceAppointments).toHaveLength(1);
    const unknown = await call(customerOf(other).customerUuid);
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'INVALID_CUSTOMER_UUID']);
  });
});

describe('list by filter', () => {
  let listTenant: TestTenant;
  let listClient: TestClient;
  const total = 250;

  beforeAll(async () => {
    ({ own: listTenant } = await createTenantPair());
    listClient = await createFullAccessClient(listTenant);
    const c = await createTestCustomer(listTenant);
    const base = new Date(`${day}T14:00:00Z`).getTime();
    await db()
      .insert(appointments)
      .values(
        Array.from({ length: total }, (_, i) => {
          const startAt = new Date(base + i * 3_600_000);
          return {
            uuid: newUuid(),
            dealerUuid: listTenant.dealerUuid,
            departmentUuid: listTenant.departmentUuid,
            customerUuid: c.customerUuid,
            status: 'Scheduled',
            startAt,
            endAt: new Date(startAt.getTime() + 1_799_000),
            localDate: instantToLocalDate(startAt, 'America/Chicago'),
            assignedDealerAssociateUuid: listTenant.advisor.dealerAssociateUuid,
            appointmentKey: `L-${String(i).padStart(4, '0')}`,
            platform: i % 2 === 0 ? ('API' as const) : ('dealerapp' as const),
          };
        }),
      );
  });

  const list = (body: Body) =>
    callRoute<Body>(listRoute, {
      path: '/x',
      params: { dealerDepartmentUuid: listTenant.departmentUuid },
      authorization: listClient.authorization,
      body,
    });

  it('pages through every appointment in order, without duplicates or gaps', async () => {
    const seen: string[] = [];
    let previous = '';
    for (let page = 1; page <= 3; page++) {
      const res = await list({ startDate: day, endDate: addDays(day, 30), pageNumber: page, pageSize: 100 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.totalElements).toBe(total);
      expect(res.body.totalPages).toBe(3);
      for (const a of res.body.serviceAppointments as Array<{
        uuid: string;
        appointmentStartDateTime: string;
        timeZone: string;
      }>) {
        const at = new Date(`${a.appointmentStartDateTime}Z`).toISOString();
        expect(at >= previous).toBe(true);
        previous = at;
        seen.push(a.uuid);
      }
    }
    expect(new Set(seen).size).toBe(total);
    const beyond = await list({ startDate: day, endDate: addDays(day, 30), pageNumber: 4, pageSize: 100 });
    expect(beyond.body.serviceAppointments).toEqual([]);
  });

  it('sorts descending by appointment key and filters by createdBy', async () => {
    const res = await list({
      createdBy: 'dealerapp',
      pageNumber: 1,
      pageSize: 5,
      orderBy: 'appointmentKey',
      sortAscending: false,
    });
    expect(res.body.totalElements).toBe(total / 2);
    expect(
      (res.body.serviceAppointments as Array<{ appointmentKey: string }>).map((a) => a.appointmentKey),
    ).toEqual(['L-0249', 'L-0247', 'L-0245', 'L-0243', 'L-0241']);
  });

  it('combines several kinds of filter and says so', async () => {
    const res = await list({
      appointmentKeys: ['L-0001', 'L-0002'],
      createdBy: 'API',
      pageNumber: 1,
      pageSize: 10,
    });
    expect(
      (res.body.serviceAppointments as Array<{ appointmentKey: string }>).map((a) => a.appointmentKey),
    ).toEqual(['L-0002']);
    expect(res.body.warnings).toEqual([
      expect.objectContaining({ warningCode: 'MULTIPLE_FILTER_KINDS_COMBINED' }),
    ]);
  });

  const cases: Array<[string, Body, string]> = [
    ['no filter', { pageNumber: 1, pageSize: 10 }, 'INVALID_REQUEST'],
    ['no page number', { startDate: day, pageSize: 10 }, 'MISSING_OR_INVALID_PAGE_NUMBER'],
    ['page number 0', { startDate: day, pageNumber: 0, pageSize: 10 }, 'MISSING_OR_INVALID_PAGE_NUMBER'],
    ['page size over 100', { startDate: day, pageNumber: 1, pageSize: 101 }, 'MISSING_OR_INVALID_PAGE_SIZE'],
    ['bad startDate', { startDate: '2026-1-1', pageNumber: 1, pageSize: 10 }, 'INVALID_START_DATE'],
    ['bad endDate', { endDate: 'soon', pageNumber: 1, pageSize: 10 }, 'INVALID_END_DATE'],
    [
      'bad startCreatedDate',
      { startCreatedDate: '20260101', pageNumber: 1, pageSize: 10 },
      'INVALID_START_CREATED_DATE',
    ],
    [
      'bad endCreatedDate',
      { endCreatedDate: '2026-02-30', pageNumber: 1, pageSize: 10 },
      'INVALID_END_CREATED_DATE',
    ],
    ['bad createdBy', { createdBy: 'fax', pageNumber: 1, pageSize: 10 }, 'INVALID_CREATED_BY'],
    ['bad orderBy', { startDate: day, orderBy: 'colour', pageNumber: 1, pageSize: 10 }, 'INVALID_ORDER_BY'],
  ];
  for (const [name, body, code] of cases) {
    it(`${name} → 400 ${code}`, async () => {
      const res = await list(body);
      expect([res.status, errorCode(res.body)]).toEqual([400, code]);
    });
  }
});

describe('draft appointments', () => {
  const draft = (body: Body) =>
    callRoute<Body>(draftRoute, {
      path: `/api/appointment/v2/dealer/${own.dealerUuid}/draftAppointment`,
      params: { dealerUuid: own.dealerUuid },
      authorization: client.authorization,
      body,
    });
  const confirm = (token: string) =>
    callRoute<Body>(confirmRoute, { method: 'POST', path: '/x', params: { token } });

  it('stores a draft with a deep link; confirming books it once', async () => {
    const date = nextDay();
    const c = await createTestCustomer(own);
    const res = await draft({
      appointmentStartDateTime: `${date}T13:00:00`,
      customerDetails: { customerUuid: c.customerUuid, vehicleUuid: c.vehicleUuid },
      opCodes: ['OIL'],
      transportOption: setup.loanerUuid,
      note: 'Proposed after the recall notice',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = new URL(res.body.deepLink as string);
    expect(link.pathname).toMatch(/^\/d\/[A-Za-z0-9_-]{32}$/);
    const token = link.pathname.split('/').pop() as string;
    // The customer's page writes the time in the dealership's clock.
    expect(await getDraftForCustomer(token)).toMatchObject({ start: `${date}T13:00:00`, timeFormat: '12h' });
    await db().update(dealers).set({ timeFormat: '24h' }).where(eq(dealers.uuid, own.dealerUuid));
    expect((await getDraftForCustomer(token))?.timeFormat).toBe('24h');
    await db().update(dealers).set({ timeFormat: '12h' }).where(eq(dealers.uuid, own.dealerUuid));
    const booked = await confirm(token);
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const a = appointmentOutSchema.parse(booked.body.appointmentInfo);
    expect(a.appointmentStartDateTime).toBe(`${date}T13:00:00`);
    expect(a.serviceList[0]?.title).toBe('OIL');
    expect(a.transportOption?.transportation).toBe('LOANER');
    expect(a.platform).toBe('online');
    expect(a.draftUuid).toBe(res.body.draftUuid);
    const again = await confirm(token);
    expect([again.status, errorCode(again.body)]).toEqual([409, 'DRAFT_ALREADY_CONFIRMED']);
  });

  it('an expired draft or an unknown token cannot be confirmed', async () => {
    const res = await draft({
      appointmentStartDateTime: `${nextDay()}T13:00:00`,
      customerDetails: { customerUuid: customerOf(own).customerUuid },
    });
    const token = new URL(res.body.deepLink as string).pathname.split('/').pop() as string;
    await db()
      .update(appointmentDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(appointmentDrafts.token, token));
    const expired = await confirm(token);
    expect([expired.status, errorCode(expired.body)]).toEqual([410, 'DRAFT_EXPIRED']);
    const unknown = await confirm('x'.repeat(32));
    expect([unknown.status, errorCode(unknown.body)]).toEqual([404, 'DRAFT_NOT_FOUND']);
  });

  it('a draft without a customer of the dealer → CUSTOMER_INFO_MISSING', async () => {
    const res = await draft({
      appointmentStartDateTime: `${nextDay()}T13:00:00`,
      customerDetails: { customerUuid: customerOf(other).customerUuid },
    });
    expect([res.status, errorCode(res.body)]).toEqual([400, 'CUSTOMER_INFO_MISSING']);
  });
});
