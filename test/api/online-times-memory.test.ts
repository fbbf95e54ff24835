import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GET as getRulesRoute,
  PUT as putRulesRoute,
} from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/scheduling-rules/route';
import { POST as bookRoute } from '@/app/api/online/book/[dealer]/bookings/route';
import { POST as codesRoute } from '@/app/api/online/book/[dealer]/codes/route';
import { POST as verifyRoute } from '@/app/api/online/book/[dealer]/codes/verify/route';
import { POST as timesRoute } from '@/app/api/online/book/[dealer]/times/route';
import { POST as partnerTimesRoute } from '@/app/api/online/v1/department/[departmentUuid]/availability/route';
import { db } from '../../server/db/client';
import { dealers, onlineSchedulingSettings } from '../../server/db/schema';
import { statementsSent } from '../../server/db/statement-count';
import { findOnlineServices } from '../../server/online/online-settings-records';
import { resolveOnlineDepartment } from '../../server/online/resolve-online-department';
import { sandboxTextsTo } from '../../server/online/sandbox-outbox';
import { forgetAllAvailability } from '../../server/scheduling/remembered-availability';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestTenant,
  type TestClient,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';

type Body = Record<string, unknown>;
type OnlineDay = { date: string; times: { time: string }[] };
type LookUp = { offered: boolean; statements: number };

let own: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let today = '';
let dayCounter = 0;
/** A day of its own per test, inside the online window, so one test's bookings never touch another's. */
const nextDay = () => addDays(today, 2 + ++dayCounter);
const dealer = () => ({ dealer: own.dealerUuid });
const choice = () => ({ operationUuids: [setup.opcodeUuid], transportOptionUuid: setup.transportOptionUuid });

beforeAll(async () => {
  own = await createTestTenant();
  client = await createFullAccessClient(own);
  setup = await addServiceSetup(own);
  await db()
    .update(dealers)
    .set({ features: { schedulerEnabled: true, maxFutureAppointmentsPerCustomer: 1000 } })
    .where(eq(dealers.uuid, own.dealerUuid));
  await db().insert(onlineSchedulingSettings).values({
    departmentUuid: own.departmentUuid,
    dealerUuid: own.dealerUuid,
    enabled: true,
    daysAhead: 14,
    minNoticeMinutes: 0,
  });
  today = instantToLocalDate(new Date(), 'America/Chicago');
});

/** The public page's free times, with the statements this process sent meanwhile. */
async function onlineTimes(): Promise<{ days: OnlineDay[]; statements: number }> {
  const before = statementsSent();
  const res = await callRoute<Body>(timesRoute, { path: '/x', params: dealer(), body: choice() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { days: res.body.days as OnlineDay[], statements: statementsSent() - before };
}

/** Whether the public page offers the time on the date. */
async function lookUp(date: string, time: string): Promise<LookUp> {
  const { days, statements } = await onlineTimes();
  const offered = days.find((d) => d.date === date)?.times.some((t) => t.time === time) ?? false;
  return { offered, statements };
}

/** Asks until `done` holds for the answer; how long it took, or a failure after `seconds`. */
async function askUntil<T>(ask: () => Promise<T>, done: (answer: T) => boolean, seconds: number) {
  const started = Date.now();
  for (;;) {
    const answer = await ask();
    if (done(answer)) return { answer, afterMs: Date.now() - started };
    if (Date.now() - started > seconds * 1000)
      throw new Error(`still ${JSON.stringify(answer)} after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Allows one booking per slot on the date (the dealer's per-slot limit). */
async function oneBookingPerSlot(date: string) {
  const params = { dealerDepartmentUuid: own.departmentUuid };
  const current = await callRoute<Body>(getRulesRoute, {
    path: '/x',
    params,
    authorization: client.authorization,
  });
  const rules = current.body.rules as { dealerLimits: { perSlotPerDate: { date: string; limit: number }[] } };
  rules.dealerLimits.perSlotPerDate.push({ date, limit: 1 });
  const saved = await callRoute<Body>(putRulesRoute, {
    method: 'PUT',
    path: '/x',
    params,
    authorization: client.authorization,
    body: { version: current.body.version, hoursOfOperation: current.body.hoursOfOperation, rules },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** A phone proven by its texted code, as the page gets it. */
async function provenSession(): Promise<string> {
  const phone = `+1312${randomInt(200, 999)}${randomInt(3000, 9999)}`;
  const sent = await callRoute<Body>(codesRoute, { path: '/x', params: dealer(), body: { phone } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const [text] = sandboxTextsTo({ dealerUuid: own.dealerUuid, to: phone, now: new Date() });
  const code = text?.body.match(/\b(\d{6})\b/)?.[1];
  const verified = await callRoute<Body>(verifyRoute, {
    path: '/x',
    params: dealer(),
    body: { phone, code },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.session as string;
}

function bookOnline(session: string, startDateTime: string) {
  return callRoute<Body>(bookRoute, {
    path: '/x',
    params: dealer(),
    body: {
      session,
      startDateTime,
      ...choice(),
      customer: { firstName: 'Robin', lastName: `Memory${randomInt(1000, 9999)}` },
      vehicle: { year: 2022, make: 'Honda', model: 'Civic' },
    },
  });
}

/** The statements of what online times read besides availability: the department's online settings and services. */
async function onlineReadsOnly(): Promise<number> {
  const before = statementsSent();
  const scope = await resolveOnlineDepartment(db(), { dealerRef: own.dealerUuid, departmentRef: null });
  await findOnlineServices(db(), scope.department.uuid);
  return statementsSent() - before;
}

/** Asks until availability's inputs come from memory: the process listens for changes by then. */
const warm = async (ask: () => Promise<LookUp>) => {
  const onlineReads = await onlineReadsOnly();
  return askUntil(ask, (a) => a.statements === onlineReads, 30);
};

describe('online free times from memory', () => {
  it('a warm look-up reads no availability input from the database and answers what the database answered', async () => {
    const cold = await onlineTimes();
    const onlineReads = await onlineReadsOnly();
    expect(cold.statements).toBeGreaterThan(onlineReads);
    await askUntil(
      () => onlineTimes(),
      (a) => a.statements === onlineReads,
      30,
    );
    console.info(`online times: ${cold.statements} statements cold, ${onlineReads} warm`);
    // Today's times pass as the clock runs; the days after answer alike.
    const later = (days: OnlineDay[]) => JSON.stringify(days.filter((d) => d.date > today));
    for (let i = 0; i < 3; i++) {
      const again = await onlineTimes();
      expect(again.statements).toBe(onlineReads);
      expect(later(again.days)).toBe(later(cold.days));
    }
    // The partners' online times read the same memory: fewer statements once it holds the days.
    const partnerTimes = async () => {
      const before = statementsSent();
      const res = await callRoute<Body>(partnerTimesRoute, {
        path: '/x',
        params: { departmentUuid: own.departmentUuid },
        authorization: client.authorization,
        body: choice(),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { days: res.body.days as OnlineDay[], statements: statementsSent() - before };
    };
    await partnerTimes(); // the partner's credentials are remembered from here on
    forgetAllAvailability();
    const partnerCold = await partnerTimes();
    const partnerWarm = await askUntil(partnerTimes, (a) => a.statements < partnerCold.statements, 30);
    expect(later(partnerWarm.answer.days)).toBe(later(cold.days));
  });

  it('A booking races a cached online look-up: the taken slot is never offered afterwards', async () => {
    const date = nextDay();
    await oneBookingPerSlot(date);
    const session = await provenSession();
    expect((await warm(() => lookUp(date, '10:00'))).answer.offered).toBe(true);
    let answeredAt = Number.POSITIVE_INFINITY;
    const afterAnswer: LookUp[] = [];
    let stop = false;
    const racing = (async () => {
      while (!stop) {
        const started = performance.now();
        const answer = await lookUp(date, '10:00');
        if (started > answeredAt) afterAnswer.push(answer);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const booked = await bookOnline(session, `${date}T10:00:00`);
    answeredAt = performance.now();
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect((await lookUp(date, '10:00')).offered).toBe(false);
    await askUntil(
      async () => afterAnswer.length,
      (n) => n >= 5,
      30,
    );
    stop = true;
    await racing;
    expect(afterAnswer.filter((a) => a.offered)).toEqual([]);
    // Memory serves the day again, with the booking in it.
    const { answer } = await warm(() => lookUp(date, '10:00'));
    expect(answer.offered).toBe(false);
    expect((await lookUp(date, '10:30')).offered).toBe(true);
  });
});
