import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { PATCH as updateRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/appointment/[appointmentUuid]/route';
import { POST as availabilityRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/availability/route';
import { POST as firstSlotRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/first-available-slot/route';
import {
  GET as getRulesRoute,
  PUT as putRulesRoute,
} from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/scheduling-rules/route';
import { POST as vacantRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/vacantTimeSlotInfoWithRules/route';
import { db } from '../../server/db/client';
import {
  appointmentServices,
  appointments,
  bookingDayStamps,
  dealerAssociates,
  dealers,
  schedulingRules,
} from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import type { SchedulingRules } from '../../server/scheduling/rules';
import { advisorRulesSchema } from '../../server/scheduling/rules';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  createTestTenant,
  type TestClient,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { bookForNewCustomer } from '../support/book-through-route';
import { allowManyVisitsPerCustomer, roomySchedulerFeatures } from '../support/bookable-tenant';
import {
  changeSchedulingRules,
  readSchedulingSettings,
  roomyAdvisorOn,
} from '../support/scheduling-settings';

type Body = Record<string, unknown>;
type Slot = { startTime: string; available: boolean; warningCodes: string[]; dealerAssociateUuids: string[] };
type Day = { date: string; open: boolean; availableSlotCount: number; slots: Slot[] };

const errorCode = (body: Body) =>
  ((body.errors ?? body.error) as Array<{ errorCode: string }> | undefined)?.[0]?.errorCode;
const warningCodes = (body: Body) =>
  ((body.warnings ?? []) as Array<{ warningCode: string }>).map((w) => w.warningCode);

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let today = '';
let dayCounter = 0;
/** A future date of its own per test, so rules and bookings of one test never touch another's. */
const nextDay = () => addDays(today, 3 + ++dayCounter);

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  setup = await addServiceSetup(own);
  await addServiceSetup(other);
  await allowManyVisitsPerCustomer(own);
  today = instantToLocalDate(new Date(), 'America/Chicago');
});

const departmentParams = () => ({ dealerDepartmentUuid: own.departmentUuid });

async function availability(body: Body, query = 'includeAllSlots=true') {
  return callRoute<Body>(availabilityRoute, {
    path: `/api/appointment/v2/department/${own.departmentUuid}/availability?${query}`,
    params: departmentParams(),
    authorization: client.authorization,
    body,
  });
}

async function dayOf(date: string, body: Body = {}): Promise<Day> {
  const res = await availability({ dates: [date], ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.availability as Day[])[0] as Day;
}

const slotAt = (day: Day, time: string) => day.slots.find((s) => s.startTime === time) as Slot;

const readRules = () => readSchedulingSettings(own, client);

/** PUT of the scheduling settings: hours, rules and the version they were read at. */
function putRules(body: Body) {
  return callRoute<Body>(putRulesRoute, {
    method: 'PUT',
    path: '/x',
    params: departmentParams(),
    authorization: client.authorization,
    body,
  });
}

/** Applies a change to the stored rules (read, change, save with the read version). */
const changeRules = (edit: (rules: SchedulingRules) => void) => changeSchedulingRules(own, client, edit);

/** A 409 with the error code, the rule's warning among its warnings. */
function expectRefused(res: { status: number; body: Body }, code: string, warning: string) {
  expect(res.status).toBe(409);
  expect(errorCode(res.body)).toBe(code);
  expect(warningCodes(res.body)).toContain(warning);
}

const create = (date: string, time: string, extra: Body = {}) =>
  bookForNewCustomer(own, client, `${date}T${time}`, extra);

describe('availability: authentication and scope matrix', () => {
  const tenants = () => ({ own, other });
  for (const [name, handler] of [
    ['availability', availabilityRoute],
    ['first available slot', firstSlotRoute],
    ['vacant slots', vacantRoute],
  ] as const) {
    describeAuthMatrix(
      {
        name,
        handler,
        scope: 'appointment.configuration',
        level: 'DEPARTMENT',
        call: (t) => ({
          path: '/x',
          params: { dealerDepartmentUuid: t.departmentUuid },
          body: { dates: [addDays(instantToLocalDate(new Date(), 'UTC'), 10)] },
        }),
        errorCode,
      },
      tenants,
    );
  }
  describeAuthMatrix(
    {
      name: 'scheduling rules',
      handler: getRulesRoute,
      scope: 'appointment.configuration',
      level: 'DEPARTMENT',
      call: (t) => ({ path: '/x', params: { dealerDepartmentUuid: t.departmentUuid } }),
      errorCode,
    },
    tenants,
  );
});

describe('POST /availability', () => {
  it('lists every 30-minute slot of the hours as available on a free future day', async () => {
    const day = await dayOf(nextDay());
    expect(day.open).toBe(true);
    expect(day.slots).toHaveLength(22);
    expect(day.slots[0]?.startTime).toBe('07:00:00');
    expect(day.slots.at(-1)?.startTime).toBe('17:30:00');
    expect(
      day.slots.every((s) => s.available && s.dealerAssociateUuids.includes(own.advisor.dealerAssociateUuid)),
    ).toBe(true);
  });

  it('fetchAvailability=true lists the free slots, the default lists the unavailable ones', async () => {
    const date = nextDay();
    expect((await create(date, '10:00:00')).status).toBe(200);
    const free = await availability({ dates: [date] }, 'fetchAvailability=true');
    const taken = await availability({ dates: [date] }, '');
    const freeSlots = (free.body.availability as Day[])[0]?.slots ?? [];
    const takenSlots = (taken.body.availability as Day[])[0]?.slots ?? [];
    expect(freeSlots).toHaveLength(21);
    expect(takenSlots.map((s) => s.startTime)).toEqual(['10:00:00']);
    expect(takenSlots[0]?.warningCodes).toEqual(['APPT_RULE_WARN_SA_PER_DAY_PER_SLOT']);
    expect(taken.body.unavailabilityWarningList).toEqual([
      expect.objectContaining({
        date,
        warningCode: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
        slotCount: 1,
        startTimes: ['10:00:00'],
      }),
    ]);
  });

  it('more than 21 days: the first 21 with NUMBER_OF_DAYS_EXCEEDS_MAX_LIMIT', async () => {
    const start = addDays(today, 1);
    const dates = Array.from({ length: 25 }, (_, i) => addDays(start, i));
    const res = await availability({ dates }, 'fetchAvailability=true');
    expect(res.status).toBe(200);
    expect(res.body.availability as Day[]).toHaveLength(21);
    expect(warningCodes(res.body)).toContain('NUMBER_OF_DAYS_EXCEEDS_MAX_LIMIT');
  });

  it('past dates are unavailable with PAST_DATES_AVAILABILITY_BEING_FETCHED', async () => {
    const res = await availability({ dates: [addDays(today, -2)] });
    expect(res.status).toBe(200);
    expect(warningCodes(res.body)).toContain('PAST_DATES_AVAILABILITY_BEING_FETCHED');
    const day = (res.body.availability as Day[])[0] as Day;
    expect(day.availableSlotCount).toBe(0);
    expect(day.slots.every((s) => s.warningCodes.includes('PAST_DATES_AVAILABILITY_BEING_FETCHED'))).toBe(
      true,
    );
  });

  it.each([
    [{}, 'NO_DATE'],
    [{ dates: ['2026-02-30'] }, 'INVALID_DATE_FORMAT'],
    [
      { dates: ['2030-01-01'], selectedAvailabilityAttributes: { dealerAssociateUuids: ['nobody'] } },
      'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
    ],
    [
      { dates: ['2030-01-01'], selectedAvailabilityAttributes: { transportOptionUuids: ['none'] } },
      'SELECTED_TRANSPORT_OPTIONS_NOT_FOUND',
    ],
    [
      { dates: ['2030-01-01'], selectedAvailabilityAttributes: { teamUuids: ['no-team'] } },
      'SELECTED_ENTITIES_NOT_FOUND',
    ],
    [{ dates: ['2030-01-01'], operationUuidList: ['no-opcode'] }, 'SELECTED_ENTITIES_NOT_FOUND'],
  ])('%j → 400 %s', async (body, code) => {
    const res = await availability(body);
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe(code);
  });

  it('refreshSelectionState classifies advisors, teams and options', async () => {
    const res = await availability(
      {
        dates: [nextDay()],
        selectedAvailabilityAttributes: { transportOptionUuids: [setup.transportOptionUuid] },
      },
      'refreshSelectionState=true&fetchAvailability=true',
    );
    const state = res.body.selectionState as Record<string, Array<{ uuid: string; state: string }>>;
    expect(state.transportOptions?.find((o) => o.uuid === setup.transportOptionUuid)?.state).toBe('SELECTED');
    expect(state.transportOptions?.find((o) => o.uuid === setup.loanerUuid)?.state).toBe('UNSELECTED');
    expect(state.dealerAssociates?.find((a) => a.uuid === own.advisor.dealerAssociateUuid)?.state).toBe(
      'UNSELECTED',
    );
  });
});

describe('rules enforced at booking', () => {
  it('a closed date is unavailable in availability and refused at create with the rule warning', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.closures.push({ date, from: null, to: null, reason: 'Staff training' });
    });
    const day = await dayOf(date);
    expect(day.availableSlotCount).toBe(0);
    expect(slotAt(day, '09:00:00').warningCodes).toContain('APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION');
    const res = await create(date, '09:00:00');
    expectRefused(res, 'SLOT_UNAVAILABLE', 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION');
  });

  it('a full slot (dealer limit per date and slot) refuses the next booking', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.dealerLimits.perSlotPerDate.push({ date, limit: 1 });
    });
    expect((await create(date, '11:00:00')).status).toBe(200);
    expect(slotAt(await dayOf(date), '11:00:00').warningCodes).toContain(
      'APPT_RULE_WARN_DEALER_PER_DATE_PER_SLOT',
    );
    const res = await create(date, '11:00:00');
    expectRefused(res, 'SLOT_UNAVAILABLE', 'APPT_RULE_WARN_DEALER_PER_DATE_PER_SLOT');
  });

  it('capacity planning refuses a booking past the day’s labor minutes', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.capacityPlanning.laborMinutesPerDate.push({ date, limit: 30 });
    });
    const oil = { serviceList: [{ operationUuid: setup.opcodeUuid }] };
    expect((await create(date, '08:00:00', oil)).status).toBe(200);
    const res = await create(date, '09:00:00', oil);
    expectRefused(
      res,
      'APPOINTMENT_VIOLATES_CAPACITY_PLANNING_CONSTRAINTS',
      'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED',
    );
  });

  it('a transport option at its daily limit is TRANSPORT_OPTION_UNAVAILABLE', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.transportOptions = rules.transportOptions.filter(
        (o) => o.transportOptionUuid !== setup.loanerUuid,
      );
      rules.transportOptions.push({
        transportOptionUuid: setup.loanerUuid,
        perDay: 1,
        perSlot: null,
        onlineSharePercent: null,
      });
    });
    const loaner = { transportOption: { transportOptionUuid: setup.loanerUuid } };
    expect((await create(date, '08:00:00', loaner)).status).toBe(200);
    const res = await create(date, '13:00:00', loaner);
    expectRefused(res, 'TRANSPORT_OPTION_UNAVAILABLE', 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT');
  });

  it('with no advisor named and the only advisor busy: NO_SA_AVAILABLE', async () => {
    const date = nextDay();
    expect((await create(date, '15:00:00')).status).toBe(200);
    const res = await create(date, '15:00:00');
    expect(res.status).toBe(409);
    expect(errorCode(res.body)).toBe('NO_SA_AVAILABLE');
  });

  it('an update leaving the advisor to the service where the dealer requires one: USER_UUID_MANDATORY', async () => {
    const booked = await create(nextDay(), '16:00:00');
    const appointmentUuid = booked.body.appointmentUuid as string;
    await db()
      .update(dealers)
      .set({ features: { ...roomySchedulerFeatures, advisorRequired: true } })
      .where(eq(dealers.uuid, own.dealerUuid));
    try {
      const res = await callRoute<Body>(updateRoute, {
        method: 'PATCH',
        path: '/x',
        params: { dealerDepartmentUuid: own.departmentUuid, appointmentUuid },
        authorization: client.authorization,
        body: { appointmentInformation: { assignedUser: null } },
      });
      expect(res.status).toBe(400);
      expect(errorCode(res.body)).toBe('USER_UUID_MANDATORY');
    } finally {
      await allowManyVisitsPerCustomer(own);
    }
  });

  it('a moved appointment is checked against the rules without counting itself', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.dealerLimits.perDate.push({ date, limit: 1 });
    });
    const booked = await create(date, '08:00:00');
    expect(booked.status).toBe(200);
    const moved = await callRoute<Body>(updateRoute, {
      method: 'PATCH',
      path: '/x',
      params: {
        dealerDepartmentUuid: own.departmentUuid,
        appointmentUuid: booked.body.appointmentUuid as string,
      },
      authorization: client.authorization,
      body: { appointmentInformation: { appointmentStartDateTime: `${date}T14:00:00` } },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const second = await create(date, '10:00:00');
    expect(errorCode(second.body)).toBe('SLOT_UNAVAILABLE');
    expect(warningCodes(second.body)).toContain('APPT_RULE_WARN_DEALER_PER_DATE');
  });

  it('a time off the slot grid is NO_TIME_INTERVAL_EXISTS', async () => {
    const res = await create(nextDay(), '09:10:00');
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('NO_TIME_INTERVAL_EXISTS');
  });
});

describe('availability stays current as the day’s bookings change', () => {
  const stampOf = async (date: string) => {
    const [row] = await db()
      .select({ stamp: bookingDayStamps.stamp })
      .from(bookingDayStamps)
      .where(
        and(eq(bookingDayStamps.departmentUuid, own.departmentUuid), eq(bookingDayStamps.localDate, date)),
      );
    return row?.stamp ?? null;
  };

  it('a slot turns unavailable once booked and free again once the visit is cancelled', async () => {
    const date = nextDay();
    expect(slotAt(await dayOf(date), '15:00:00').available).toBe(true);
    const booked = await create(date, '15:00:00');
    expect(booked.status).toBe(200);
    expect(slotAt(await dayOf(date), '15:00:00').available).toBe(false);
    // Written as another server process would: straight to the database.
    await db()
      .update(appointments)
      .set({ status: 'Cancelled' })
      .where(eq(appointments.uuid, booked.body.appointmentUuid as string));
    expect(slotAt(await dayOf(date), '15:00:00').available).toBe(true);
  });

  it('a longer service written after the day was read counts against the day’s labor minutes', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.capacityPlanning.laborMinutesPerDate.push({ date, limit: 60 });
    });
    const booked = await create(date, '08:00:00', { serviceList: [{ operationUuid: setup.opcodeUuid }] });
    expect(booked.status).toBe(200);
    const withOil = { operationUuidList: [setup.opcodeUuid] };
    expect(slotAt(await dayOf(date, withOil), '10:00:00').available).toBe(true);
    await db()
      .update(appointmentServices)
      .set({ durationMinutes: 60 })
      .where(eq(appointmentServices.appointmentUuid, booked.body.appointmentUuid as string));
    expect(slotAt(await dayOf(date, withOil), '10:00:00').warningCodes).toContain(
      'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED',
    );
  });

  it('a change outside the rules document shows at once: an advisor who leaves is no longer offered', async () => {
    const date = nextDay();
    const advisorUuid = own.advisor.dealerAssociateUuid;
    expect(slotAt(await dayOf(date), '10:00:00').dealerAssociateUuids).toContain(advisorUuid);
    await db().update(dealerAssociates).set({ isValid: false }).where(eq(dealerAssociates.uuid, advisorUuid));
    try {
      expect(slotAt(await dayOf(date), '10:00:00').dealerAssociateUuids).not.toContain(advisorUuid);
    } finally {
      await db()
        .update(dealerAssociates)
        .set({ isValid: true })
        .where(eq(dealerAssociates.uuid, advisorUuid));
    }
    expect(slotAt(await dayOf(date), '10:00:00').dealerAssociateUuids).toContain(advisorUuid);
  });

  it('a service naming an opcode the department does not know, in any characters, leaves the day readable', async () => {
    const date = nextDay();
    // The booking keeps the item as sent (with an OPCODE_NOT_FOUND warning), quotes, wildcards and
    // emoji included; control characters are refused at the edge (test/api/hostile-input-api.test.ts).
    const booked = await create(date, '08:00:00', { serviceList: [{ operationUuid: 'x"y\\z%_\u200f😀' }] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(slotAt(await dayOf(date), '08:00:00').available).toBe(false);
    expect(slotAt(await dayOf(date), '10:00:00').available).toBe(true);
  });

  it('an appointment carries its services’ labor minutes and opcodes through every change of them', async () => {
    const date = nextDay();
    const booked = await create(date, '11:00:00', { serviceList: [{ operationUuid: setup.opcodeUuid }] });
    expect(booked.status).toBe(200);
    const uuid = booked.body.appointmentUuid as string;
    const summary = async () => {
      const [row] = await db()
        .select({ laborMinutes: appointments.laborMinutes, opcodeUuids: appointments.opcodeUuids })
        .from(appointments)
        .where(eq(appointments.uuid, uuid));
      return row;
    };
    const [line] = await db()
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentUuid, uuid));
    const opcodeMinutes = line?.durationMinutes ?? 0;
    expect(opcodeMinutes).toBeGreaterThan(0);
    expect(await summary()).toEqual({ laborMinutes: opcodeMinutes, opcodeUuids: [setup.opcodeUuid] });

    await db().insert(appointmentServices).values({
      uuid: newUuid(),
      appointmentUuid: uuid,
      sortOrder: 2,
      description: 'Rattle from the rear',
      isCustomConcern: true,
      durationMinutes: 45,
    });
    expect(await summary()).toEqual({ laborMinutes: opcodeMinutes + 45, opcodeUuids: [setup.opcodeUuid] });

    // A change the rules do not count leaves the day's stamp alone.
    const stamp = await stampOf(date);
    await db()
      .update(appointmentServices)
      .set({ description: 'Rattle from the rear, over bumps' })
      .where(and(eq(appointmentServices.appointmentUuid, uuid), eq(appointmentServices.sortOrder, 2)));
    expect(await stampOf(date)).toBe(stamp);

    await db()
      .delete(appointmentServices)
      .where(eq(appointmentServices.uuid, line?.uuid ?? ''));
    expect(await summary()).toEqual({ laborMinutes: 45, opcodeUuids: [] });
    expect(await stampOf(date)).not.toBe(stamp);
  });

  it('a day’s stamp moves with every change the rules count, on both days of a move, and not otherwise', async () => {
    const date = nextDay();
    const later = nextDay();
    const booked = await create(date, '09:00:00');
    const uuid = booked.body.appointmentUuid as string;
    const afterCreate = await stampOf(date);
    expect(afterCreate).not.toBeNull();
    await db().update(appointments).set({ comments: 'Customer waits' }).where(eq(appointments.uuid, uuid));
    expect(await stampOf(date)).toBe(afterCreate);
    const [row] = await db().select().from(appointments).where(eq(appointments.uuid, uuid));
    const day = 24 * 60 * 60_000;
    await db()
      .update(appointments)
      .set({
        localDate: later,
        startAt: new Date((row?.startAt.getTime() ?? 0) + day),
        endAt: new Date((row?.endAt.getTime() ?? 0) + day),
      })
      .where(eq(appointments.uuid, uuid));
    expect(await stampOf(date)).not.toBe(afterCreate);
    expect(await stampOf(later)).not.toBeNull();
    expect(slotAt(await dayOf(later), '09:00:00').available).toBe(false);
    expect(slotAt(await dayOf(date), '09:00:00').available).toBe(true);
  });
});

describe('capacity under concurrency', () => {
  it('50 simultaneous creates for a slot with room for 3 yield exactly 3 appointments', async () => {
    const date = nextDay();
    await changeRules((rules) => {
      rules.dealerLimits.perSlotPerDate.push({ date, limit: 3 });
      roomyAdvisorOn(rules, own, date);
    });
    const customers = await Promise.all(Array.from({ length: 50 }, () => createTestCustomer(own)));
    const results = await Promise.all(
      customers.map((customer) =>
        callRoute<Body>(createRoute, {
          path: '/x',
          params: { dealerUuid: own.dealerUuid },
          authorization: client.authorization,
          body: {
            customerUuid: customer.customerUuid,
            vehicleInformation: { vehicleUuid: customer.vehicleUuid },
            appointmentInformation: { appointmentStartDateTime: `${date}T12:00:00` },
          },
        }),
      ),
    );
    const booked = results.filter((r) => r.status === 200);
    expect(booked).toHaveLength(3);
    expect(
      results.filter((r) => r.status === 409).every((r) => errorCode(r.body) === 'SLOT_UNAVAILABLE'),
    ).toBe(true);
    expect(results.filter((r) => r.status !== 200 && r.status !== 409)).toEqual([]);
    expect((await dayOf(date)).slots.find((s) => s.startTime === '12:00:00')?.available).toBe(false);
  });
});

describe('POST /first-available-slot', () => {
  async function firstSlot(body: Body) {
    return callRoute<Body>(firstSlotRoute, {
      path: '/x',
      params: departmentParams(),
      authorization: client.authorization,
      body,
    });
  }

  it('is the first slot of the asked day when it is free', async () => {
    const date = nextDay();
    const res = await firstSlot({ dates: [date] });
    expect(res.status).toBe(200);
    expect(res.body.dateTime).toBe(`${date} 07:00:00`);
    expect(res.body.dealerAssociateUuid).toBe(own.advisor.dealerAssociateUuid);
  });

  it('skips a closed day and a taken slot', async () => {
    const closed = nextDay();
    const after = addDays(closed, 1);
    dayCounter += 1;
    await changeRules((rules) => {
      rules.closures.push({ date: closed, from: null, to: null, reason: 'Holiday' });
    });
    expect((await create(after, '07:00:00')).status).toBe(200);
    const res = await firstSlot({ dates: [closed] });
    expect(res.body.dateTime).toBe(`${after} 07:30:00`);
  });

  it('an unknown advisor is SELECTED_DEALER_ASSOCIATES_NOT_FOUND', async () => {
    const res = await firstSlot({
      dates: [nextDay()],
      selectedAvailabilityAttributes: { dealerAssociateUuids: ['x'] },
    });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('SELECTED_DEALER_ASSOCIATES_NOT_FOUND');
  });
});

describe('POST /vacantTimeSlotInfoWithRules (deprecated)', () => {
  it('answers from the same engine with Deprecation and Link headers', async () => {
    const date = nextDay();
    const res = await callRoute<Body>(vacantRoute, {
      path: '/x',
      params: departmentParams(),
      authorization: client.authorization,
      body: { startDate: date, numberOfDays: 2, daIdList: [own.advisor.dealerAssociateUuid] },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('deprecation')).toBe('true');
    expect(res.headers.get('link')).toContain('/availability');
    const days = res.body.availability as Day[];
    expect(days.map((d) => d.date)).toEqual([date, addDays(date, 1)]);
    expect(days[0]?.availableSlotCount).toBe(22);
  });
});

describe('scheduling rules settings', () => {
  it('a save with a stale version is refused and changes nothing', async () => {
    const current = await readRules();
    const body = {
      version: current.version,
      hoursOfOperation: current.hoursOfOperation,
      rules: current.rules,
    };
    const first = await putRules({ ...body, rules: { ...current.rules, minimumNoticeMinutes: 0 } });
    expect(first.status).toBe(200);
    const stale = await putRules({ ...body, rules: { ...current.rules, minimumNoticeMinutes: 999 } });
    expect(stale.status).toBe(409);
    expect(errorCode(stale.body)).toBe('SCHEDULING_RULES_CHANGED');
    expect((await readRules()).rules.minimumNoticeMinutes).toBe(0);
  });

  it('rules naming another department’s advisor are refused', async () => {
    const current = await readRules();
    const res = await putRules({
      version: current.version,
      hoursOfOperation: current.hoursOfOperation,
      rules: { ...current.rules, advisors: [{ dealerAssociateUuid: other.advisor.dealerAssociateUuid }] },
    });
    expect(res.status).toBe(400);
    expect(errorCode(res.body)).toBe('INVALID_REQUEST');
  });

  it('rules naming an advisor who has left are read without them, so they save back as they are', async () => {
    const leaving = await createTestTenant();
    await changeRules(() => {}); // the department's rules are stored
    const current = await readRules();
    await db()
      .update(schedulingRules)
      .set({
        rules: {
          ...current.rules,
          advisors: [
            ...current.rules.advisors,
            { ...advisorRulesSchema.parse({ dealerAssociateUuid: leaving.advisor.dealerAssociateUuid }) },
          ],
          transportOptions: [
            { transportOptionUuid: 'retired-option', perDay: 1, perSlot: null, onlineSharePercent: null },
          ],
        },
      })
      .where(eq(schedulingRules.departmentUuid, own.departmentUuid));
    const read = await readRules();
    expect(read.rules.advisors.map((a) => a.dealerAssociateUuid)).not.toContain(
      leaving.advisor.dealerAssociateUuid,
    );
    expect(read.rules.transportOptions).toEqual([]);
    const saved = await putRules({
      version: read.version,
      hoursOfOperation: read.hoursOfOperation,
      rules: read.rules,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('new hours show at once in availability', async () => {
    const date = nextDay();
    const current = await readRules();
    const hours = (current.hoursOfOperation as Array<{ weekday: number }>).map((h) => ({
      ...h,
      opensAt: '09:00',
    }));
    const res = await putRules({ version: current.version, hoursOfOperation: hours, rules: current.rules });
    expect(res.status).toBe(200);
    expect((await dayOf(date)).slots[0]?.startTime).toBe('09:00:00');
    await putRules({
      version: current.version + 1,
      hoursOfOperation: current.hoursOfOperation,
      rules: current.rules,
    });
  });
});
