import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as bookRoute } from '@/app/api/online/book/[dealer]/bookings/route';
import { POST as timesRoute } from '@/app/api/online/book/[dealer]/times/route';
import { POST as partnerTimesRoute } from '@/app/api/online/v1/department/[departmentUuid]/availability/route';
import { db } from '../../server/db/client';
import { statementsSent } from '../../server/db/statement-count';
import { findOnlineServices } from '../../server/online/online-settings-records';
import { resolveOnlineDepartment } from '../../server/online/resolve-online-department';
import { forgetAllAvailability } from '../../server/scheduling/remembered-availability';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestServiceSetup, type TestTenant } from '../fixtures';
import { askUntil } from '../support/ask-until';
import { createBookableTenant, openOnlineScheduling } from '../support/bookable-tenant';
import { provenSession } from '../support/online-phone';
import { lookUpsAfterBooking } from '../support/race-look-ups';
import { changeSchedulingRules } from '../support/scheduling-settings';

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
  ({ tenant: own, setup } = await createBookableTenant());
  client = await createFullAccessClient(own);
  await openOnlineScheduling(own, { daysAhead: 14 });
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

/** Allows one booking per slot on the date (the dealer's per-slot limit). */
async function oneBookingPerSlot(date: string) {
  await changeSchedulingRules(own, client, (rules) => {
    rules.dealerLimits.perSlotPerDate.push({ date, limit: 1 });
  });
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
    const session = await provenSession(own);
    expect((await warm(() => lookUp(date, '10:00'))).answer.offered).toBe(true);
    const afterAnswer = await lookUpsAfterBooking(
      () => lookUp(date, '10:00'),
      () => bookOnline(session, `${date}T10:00:00`),
      async (booked) => {
        expect(booked.status, JSON.stringify(booked.body)).toBe(201);
        expect((await lookUp(date, '10:00')).offered).toBe(false);
      },
    );
    expect(afterAnswer.filter((a) => a.offered)).toEqual([]);
    // Memory serves the day again, with the booking in it.
    const { answer } = await warm(() => lookUp(date, '10:00'));
    expect(answer.offered).toBe(false);
    expect((await lookUp(date, '10:30')).offered).toBe(true);
  });
});
