import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as authoritiesRoute } from '@/app/api/admin/v1/departments/[departmentUuid]/people/[userUuid]/authorities/route';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { GET as getRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/uuid/[appointmentUuid]/route';
import { PATCH as updateRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/appointment/[appointmentUuid]/route';
import { db } from '../../server/db/client';
import { administrators, appointmentHistory, schedulingRules } from '../../server/db/schema';
import { newUuid } from '../../server/ids';
import { emptySchedulingRules } from '../../server/scheduling/rules';
import { instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { sessionCookieFor } from '../sessions';
import { createBookableTenant } from '../support/bookable-tenant';

type Body = Record<string, unknown>;
const errorCode = (body: Body) => (body.errors as Array<{ errorCode: string }> | undefined)?.[0]?.errorCode;

/**
 * A fixed-offset zone in which it is 09:00–09:59 now, so "today" always has open hours ahead
 * (07:00–18:00 every day) whatever the hour the tests run at: 11:00 stays inside four hours of
 * notice and 15:00 outside it even if the tests run past 10:00.
 */
function zoneAtNineNow(): string {
  let offset = 9 - new Date().getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc/GMT-3 is UTC+3: the sign is the other way round.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

let t: TestTenant;
let setup: TestServiceSetup;
let client: TestClient;
let advisorCookie: string;
let adminCookie: string;
let today = '';
let zone = '';
const visitors: TestCustomer[] = [];

beforeAll(async () => {
  zone = zoneAtNineNow();
  ({ tenant: t, setup } = await createBookableTenant({ timeZone: zone }));
  client = await createFullAccessClient(t);
  // Four hours of notice: 11:00 today is inside the window, 15:00 is bookable as usual.
  const rules = { ...emptySchedulingRules(), minimumNoticeMinutes: 240 };
  await db()
    .insert(schedulingRules)
    .values({ departmentUuid: t.departmentUuid, rules })
    .onConflictDoUpdate({ target: schedulingRules.departmentUuid, set: { rules } });
  await db()
    .insert(administrators)
    .values({ uuid: newUuid(), userUuid: t.defaultUserUuid, role: 'DEALER_ADMIN', dealerUuid: t.dealerUuid });
  adminCookie = await sessionCookieFor(t.defaultUserUuid);
  advisorCookie = await sessionCookieFor(t.advisor.userUuid);
  for (let i = 0; i < 12; i++) visitors.push(await createTestCustomer(t));
  today = instantToLocalDate(new Date(), zone);
});

// One visit per customer: a customer's vehicle comes once a day.
let nextVisitor = 0;
const visitBody = (time: string, extra: Body = {}): Body => {
  const visitor = visitors[nextVisitor++] as TestCustomer;
  return {
    customerUuid: visitor.customerUuid,
    vehicleInformation: { vehicleUuid: visitor.vehicleUuid },
    appointmentInformation: {
      appointmentStartDateTime: `${today}T${time}:00`,
      transportOption: { transportOptionUuid: setup.transportOptionUuid },
      serviceList: [{ operationUuid: setup.opcodeUuid }],
      ...extra,
    },
  };
};

const create = (body: Body, auth: { cookie?: string; authorization?: string }) =>
  callRoute<Body>(createRoute, {
    path: `/api/appointment/v2/dealer/${t.dealerUuid}/appointment`,
    params: { dealerUuid: t.dealerUuid },
    authorization: auth.authorization,
    headers: auth.cookie ? { cookie: auth.cookie } : {},
    body,
  });

const patch = (appointmentUuid: string, appointmentInformation: Body) =>
  callRoute<Body>(updateRoute, {
    method: 'PATCH',
    path: `/api/appointment/v2/department/${t.departmentUuid}/appointment/${appointmentUuid}`,
    params: { dealerDepartmentUuid: t.departmentUuid, appointmentUuid },
    authorization: client.authorization,
    body: { appointmentInformation },
  });

const history = async (appointmentUuid: string) => {
  const res = await callRoute<{ history: Array<Body & { changes: Record<string, { to: unknown }> }> }>(
    getRoute,
    {
      path: '/x',
      params: { departmentUuid: t.departmentUuid, appointmentUuid },
      authorization: client.authorization,
    },
  );
  return res.body.history;
};

/** A visit today, after the notice window: each test takes a slot of its own (one advisor). */
async function bookToday(time: string): Promise<string> {
  const res = await create(visitBody(time), { authorization: client.authorization });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.appointmentUuid as string;
}

describe('the service lane: arrived, no-show and their undo', () => {
  it('marks today’s visit arrived and undoes it the same day, both in the history', async () => {
    const uuid = await bookToday('15:00');
    expect((await patch(uuid, { status: 'Confirmed' })).status).toBe(200);
    expect((await patch(uuid, { status: 'Show' })).status).toBe(200);
    const undo = await patch(uuid, { status: 'Confirmed' });
    expect(undo.status, JSON.stringify(undo.body)).toBe(200);
    expect((undo.body.appointmentInfo as Body).status).toBe('Confirmed');
    const steps = (await history(uuid)).map((h) => `${h.fromStatus}→${h.toStatus}`);
    expect(steps).toEqual(['null→Scheduled', 'Scheduled→Confirmed', 'Confirmed→Show', 'Show→Confirmed']);
  });

  it('refuses the undo the next day', async () => {
    const uuid = await bookToday('15:30');
    expect((await patch(uuid, { status: 'Show' })).status).toBe(200);
    await db()
      .update(appointmentHistory)
      .set({ occurredAt: sql`${appointmentHistory.occurredAt} - interval '1 day'` })
      .where(and(eq(appointmentHistory.appointmentUuid, uuid), eq(appointmentHistory.toStatus, 'Show')));
    const undo = await patch(uuid, { status: 'Scheduled' });
    expect([undo.status, errorCode(undo.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
  });

  it('refuses a no-show before the start', async () => {
    const uuid = await bookToday('16:00');
    const early = await patch(uuid, { status: 'No Show' });
    expect([early.status, errorCode(early.body)]).toEqual([409, 'INCORRECT_APPOINTMENT_STATUS']);
  });

  it('an arrived visit takes its write-up (services, mileage, concerns) but not a new time', async () => {
    const uuid = await bookToday('16:30');
    expect((await patch(uuid, { status: 'Show' })).status).toBe(200);
    const writeUp = await patch(uuid, {
      serviceList: [{ operationUuid: setup.opcodeUuid }, { title: 'Rattle', isCustomConcern: 'true' }],
      mileageText: '48210',
      comments: 'Rattle from the back over bumps',
    });
    expect(writeUp.status, JSON.stringify(writeUp.body)).toBe(200);
    const info = writeUp.body.appointmentInfo as {
      serviceList: unknown[];
      mileageText: string;
      status: string;
    };
    expect([info.serviceList.length, info.mileageText, info.status]).toEqual([2, '48210', 'Show']);
    const moved = await patch(uuid, { appointmentStartDateTime: `${today}T17:00:00` });
    expect([moved.status, errorCode(moved.body)]).toEqual([409, 'INCORRECT_APPOINTMENT']);
  });
});

describe('walk-ins: booking over the notice window', () => {
  it('refuses an override without the authority (FORBIDDEN), partner or advisor alike', async () => {
    const walkIn = () =>
      visitBody('11:00', { isOverridden: true, overrideReason: 'Walk-in, customer waiting' });
    const partner = await create(walkIn(), { authorization: client.authorization });
    expect([partner.status, errorCode(partner.body)]).toEqual([403, 'FORBIDDEN']);
    const advisor = await create(walkIn(), { cookie: advisorCookie });
    expect([advisor.status, errorCode(advisor.body)]).toEqual([403, 'FORBIDDEN']);
    const withoutOverride = await create(visitBody('11:00'), { cookie: advisorCookie });
    expect([withoutOverride.status, errorCode(withoutOverride.body)]).toEqual([409, 'SLOT_UNAVAILABLE']);
  });

  it('books inside the notice window with the authority, the reason in the history', async () => {
    const granted = await callRoute(authoritiesRoute, {
      path: `/api/admin/v1/departments/${t.departmentUuid}/people/${t.advisor.userUuid}/authorities`,
      params: { departmentUuid: t.departmentUuid, userUuid: t.advisor.userUuid },
      body: { authoritiesToAdd: ['appointment.booking.override'] },
      headers: { cookie: adminCookie },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const cookie = await sessionCookieFor(t.advisor.userUuid);
    const noReason = await create(visitBody('11:00', { isOverridden: true }), { cookie });
    expect([noReason.status, errorCode(noReason.body)]).toEqual([400, 'INVALID_REQUEST']);
    const res = await create(
      visitBody('11:00', { isOverridden: true, overrideReason: 'Walk-in, customer waiting' }),
      { cookie },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.appointmentInfo as Body).isOverridden).toBe(true);
    const [created] = await history(res.body.appointmentUuid as string);
    expect(created?.changes.override?.to).toBe('Walk-in, customer waiting');
  });

  it('a dealership administrator may override without the authority', async () => {
    const res = await create(visitBody('11:30', { isOverridden: true, overrideReason: 'Fleet customer' }), {
      cookie: adminCookie,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
