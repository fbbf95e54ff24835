import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as availabilityRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/availability/route';
import { POST as firstSlotRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/first-available-slot/route';
import { db } from '../../server/db/client';
import { dealerAssociates } from '../../server/db/schema';
import { statementsSent } from '../../server/db/statement-count';
import { rememberedSchedulingLifetimeMs } from '../../server/scheduling/remembered-availability';
import type { SchedulingRules } from '../../server/scheduling/rules';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { askUntil } from '../support/ask-until';
import { bookForNewCustomer } from '../support/book-through-route';
import { createBookableTenant } from '../support/bookable-tenant';
import { otherInstances } from '../support/other-instance';
import { lookUpsAfterBooking } from '../support/race-look-ups';
import { changeSchedulingRules } from '../support/scheduling-settings';

type Body = Record<string, unknown>;
type Slot = { startTime: string; available: boolean };
type Day = { date: string; slots: Slot[] };
type LookUp = { offered: boolean; statements: number };

let own: TestTenant;
let client: TestClient;
let today = '';
let dayCounter = 0;
/** A future date of its own per test, so one test's bookings never touch another's. */
const nextDay = () => addDays(today, 5 + ++dayCounter);

beforeAll(async () => {
  ({ tenant: own } = await createBookableTenant());
  client = await createFullAccessClient(own);
  today = instantToLocalDate(new Date(), 'America/Chicago');
});

const params = () => ({ dealerDepartmentUuid: own.departmentUuid });

/** A call through its route, with the statements this process sent meanwhile. */
async function counted(run: () => Promise<{ status: number; body: Body }>) {
  const before = statementsSent();
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { body: res.body, statements: statementsSent() - before };
}

const availability = (dates: string[]) =>
  counted(() =>
    callRoute<Body>(availabilityRoute, {
      path: `/api/appointment/v2/department/${own.departmentUuid}/availability?fetchAvailability=true`,
      params: params(),
      authorization: client.authorization,
      body: { dates },
    }),
  );

const firstSlot = (date: string) =>
  counted(() =>
    callRoute<Body>(firstSlotRoute, {
      path: '/x',
      params: params(),
      authorization: client.authorization,
      body: { dates: [date] },
    }),
  );

/** Whether availability offers the slot, asked through the route in this process. */
async function lookUp(date: string, time: string): Promise<LookUp> {
  const { body, statements } = await availability([date]);
  const day = (body.availability as Day[])[0];
  const offered = day?.slots.some((s) => s.startTime === `${time}:00` && s.available) ?? false;
  return { offered, statements };
}

const book = (date: string, time: string) => bookForNewCustomer(own, client, `${date}T${time}:00`);

/** Saves a change to the department's rules through the settings route. */
const changeRules = (edit: (rules: SchedulingRules) => void) => changeSchedulingRules(own, client, edit);

/** Asks until the answer comes from memory (no statement): the process listens for changes by then. */
const warm = (ask: () => Promise<LookUp>) => askUntil(ask, (a) => a.statements === 0, 30);

describe('availability from memory', () => {
  it('a warm look-up sends no statement and answers what the database answered', async () => {
    const dates = Array.from({ length: 21 }, (_, i) => addDays(nextDay(), i));
    dayCounter += 21;
    const cold = await availability(dates);
    await askUntil(
      () => availability(dates),
      (a) => a.statements === 0,
      30,
    );
    for (let i = 0; i < 3; i++) {
      const again = await availability(dates);
      expect(again.statements).toBe(0);
      expect(JSON.stringify(again.body)).toBe(JSON.stringify(cold.body));
    }
    const coldFirst = await firstSlot(dates[0] as string);
    await askUntil(
      () => firstSlot(dates[0] as string),
      (a) => a.statements === 0,
      30,
    );
    const warmFirst = await firstSlot(dates[0] as string);
    expect(warmFirst.statements).toBe(0);
    expect(warmFirst.body).toEqual(coldFirst.body);
  });

  it('A booking races a cached availability look-up: the taken slot is never offered afterwards', async () => {
    const date = nextDay();
    // The department's one advisor makes 10:00 a slot with one place.
    expect((await warm(() => lookUp(date, '10:00'))).answer.offered).toBe(true);
    const afterAnswer = await lookUpsAfterBooking(
      () => lookUp(date, '10:00'),
      () => book(date, '10:00'),
      async (booked) => {
        expect(booked.status, JSON.stringify(booked.body)).toBe(200);
        expect((await lookUp(date, '10:00')).offered).toBe(false);
      },
    );
    expect(afterAnswer.filter((a) => a.offered)).toEqual([]);
    // Memory serves the day again, with the booking in it.
    const { answer } = await warm(() => lookUp(date, '10:00'));
    expect(answer.offered).toBe(false);
    expect((await lookUp(date, '10:30')).offered).toBe(true);
  });

  it('a saved settings change is answered from the next look-up on', async () => {
    const date = nextDay();
    expect((await warm(() => lookUp(date, '11:00'))).answer.offered).toBe(true);
    await changeRules((rules) => {
      rules.dealerLimits.unavailableSlots.push({ date, time: '11:00' });
    });
    expect((await lookUp(date, '11:00')).offered).toBe(false);
    expect((await lookUp(date, '11:30')).offered).toBe(true);
  });
});

type InstanceAnswer = LookUp & { ok: boolean; code?: string };
const startInstance = otherInstances<InstanceAnswer>('test/support/availability-process.ts');

/** Another instance of the app on the same database, looking availability up as it is asked. */
async function anotherInstance() {
  const instance = await startInstance();
  const ask = async (date: string, time: string): Promise<LookUp> => {
    const asked = { departmentUuid: own.departmentUuid, date, time };
    const answer = await instance.ask(JSON.stringify(asked));
    if (!answer.ok) throw new Error(`the instance answered ${answer.code}`);
    return answer;
  };
  return { ask };
}

// Forgetting must come from the change notice, well before a remembered day expires.
const promptlyMs = 2_000;

describe('availability from memory on another instance', () => {
  it('remembers long enough that only the notice explains a prompt change', () => {
    expect(rememberedSchedulingLifetimeMs).toBeGreaterThanOrEqual(10 * promptlyMs);
  });

  it('a slot booked through one instance stops being offered by another that had it in memory', async () => {
    const other = await anotherInstance();
    const date = nextDay();
    expect((await warm(() => other.ask(date, '09:00'))).answer.offered).toBe(true);
    const booked = await book(date, '09:00');
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const { afterMs } = await askUntil(
      () => other.ask(date, '09:00'),
      (a) => !a.offered,
      10,
    );
    expect(afterMs).toBeLessThan(promptlyMs);
    const { answer } = await warm(() => other.ask(date, '09:30'));
    expect(answer.offered).toBe(true);
  });

  it('a change to the set-up made anywhere (an advisor leaves) reaches another instance', async () => {
    const other = await anotherInstance();
    const date = nextDay();
    expect((await warm(() => other.ask(date, '14:00'))).answer.offered).toBe(true);
    await db()
      .update(dealerAssociates)
      .set({ isValid: false })
      .where(eq(dealerAssociates.uuid, own.advisor.dealerAssociateUuid));
    try {
      const { afterMs } = await askUntil(
        () => other.ask(date, '14:00'),
        (a) => !a.offered,
        10,
      );
      expect(afterMs).toBeLessThan(promptlyMs);
    } finally {
      await db()
        .update(dealerAssociates)
        .set({ isValid: true })
        .where(eq(dealerAssociates.uuid, own.advisor.dealerAssociateUuid));
    }
    const { answer } = await askUntil(
      () => other.ask(date, '14:00'),
      (a) => a.offered,
      10,
    );
    expect(answer.offered).toBe(true);
  });
});
