import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchAppointmentRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/appointment/[appointmentUuid]/route';
import { POST as bookRoute } from '@/app/api/online/book/[dealer]/bookings/route';
import { GET as offerRoute } from '@/app/api/online/book/[dealer]/offer/route';
import { POST as timesRoute } from '@/app/api/online/book/[dealer]/times/route';
import { POST as waitlistRoute } from '@/app/api/online/book/[dealer]/waitlist/route';
import { POST as partnerBookRoute } from '@/app/api/online/v1/department/[departmentUuid]/appointment/route';
import { db } from '../../server/db/client';
import { appointments } from '../../server/db/schema';
import { findOnlineWaitlist } from '../../server/online/find-online-waitlist';
import { sandboxTextsTo } from '../../server/online/sandbox-outbox';
import { textWaitlistOfFreedDay } from '../../server/online/text-waitlist-of-freed-day';
import { queues } from '../../server/queue/queues';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { callRoute } from '../call-route';
import {
  createFullAccessClient,
  createTestCustomer,
  createTestTenant,
  type TestClient,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { processJobsNow } from '../process-jobs-now';
import { createBookableTenant, openOnlineScheduling } from '../support/bookable-tenant';
import {
  freshAddress,
  freshPhone,
  provenSession,
  sendCode,
  textedCode,
  verifyCode,
} from '../support/online-phone';
import { changeSchedulingRules } from '../support/scheduling-settings';

type Body = Record<string, unknown>;
type OnlineDay = { date: string; times: { time: string; startDateTime: string }[] };

let own: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let today = '';
let dayCounter = 0;
const nextDay = () => addDays(today, 2 + ++dayCounter);
const dealer = () => ({ dealer: own.dealerUuid });
const errorCode = (body: Body) => (body.error as { code?: string } | undefined)?.code;

beforeAll(async () => {
  ({ tenant: own, setup } = await createBookableTenant());
  client = await createFullAccessClient(own);
  await openOnlineScheduling(own);
  today = instantToLocalDate(new Date(), 'America/Chicago');
});

/** Allows one booking per slot on the date (the dealer's per-slot limit). */
async function oneBookingPerSlot(date: string) {
  await changeSchedulingRules(own, client, (rules) => {
    rules.dealerLimits.perSlotPerDate.push({ date, limit: 1 });
  });
}

/** A visit for a new customer, booked through the partner's online booking route. */
async function bookAsPartner(startDateTime: string) {
  const customer = await createTestCustomer(own);
  return callRoute<Body>(partnerBookRoute, {
    path: '/x',
    params: { departmentUuid: own.departmentUuid },
    authorization: client.authorization,
    body: { customerUuid: customer.customerUuid, vehicleUuid: customer.vehicleUuid, startDateTime },
  });
}

function bookPublic(session: string, startDateTime: string, suffix: string) {
  return callRoute<Body>(bookRoute, {
    path: '/x',
    params: dealer(),
    body: {
      session,
      startDateTime,
      operationUuids: [setup.opcodeUuid],
      transportOptionUuid: setup.transportOptionUuid,
      customer: { firstName: 'Robin', lastName: `Online${suffix}` },
      vehicle: { year: 2022, make: 'Honda', model: 'Civic' },
      textConsent: { given: true, wording: 'Text me about this visit.' },
    },
  });
}

async function onlineDay(date: string): Promise<OnlineDay> {
  const res = await callRoute<Body>(timesRoute, {
    path: '/x',
    params: dealer(),
    body: { operationUuids: [setup.opcodeUuid], transportOptionUuid: setup.transportOptionUuid },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const day = (res.body.days as OnlineDay[]).find((d) => d.date === date);
  if (!day) throw new Error(`${date} is not in the online window`);
  return day;
}

describe('online booking keeps the engine’s rules', () => {
  it('does not offer a full slot online, and refuses to book it', async () => {
    const date = nextDay();
    await oneBookingPerSlot(date);
    expect((await onlineDay(date)).times.map((t) => t.time)).toContain('10:00');
    const first = await bookAsPartner(`${date}T10:00:00`);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.appointmentSource).toBe('ONLINE');
    const [stored] = await db()
      .select({ platform: appointments.platform })
      .from(appointments)
      .where(eq(appointments.uuid, first.body.appointmentUuid as string));
    expect(stored?.platform).toBe('online');

    const times = (await onlineDay(date)).times.map((t) => t.time);
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:30');
    const refused = await bookPublic(await provenSession(own), `${date}T10:00:00`, 'Full');
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(errorCode(refused.body)).toBe('SLOT_UNAVAILABLE');
  });

  it('books exactly one of two customers racing for the last place', async () => {
    const date = nextDay();
    await oneBookingPerSlot(date);
    const [a, b] = await Promise.all([provenSession(own), provenSession(own)]);
    const results = await Promise.all([
      bookPublic(a as string, `${date}T11:00:00`, 'RaceA'),
      bookPublic(b as string, `${date}T11:00:00`, 'RaceB'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const booked = await db()
      .select({ uuid: appointments.uuid, platform: appointments.platform })
      .from(appointments)
      .where(eq(appointments.localDate, date));
    expect(booked.filter((r) => r.platform === 'online')).toHaveLength(1);
  });

  it('refuses to book without a phone proven by a code', async () => {
    const res = await bookPublic('not-a-session-token', `${nextDay()}T09:00:00`, 'NoCode');
    expect(res.status).toBe(401);
    expect(errorCode(res.body)).toBe('VERIFICATION_REQUIRED');
    // Codes go by text or by email: the message names neither.
    expect((res.body.error as { message?: string }).message).toBe('Confirm it’s you with a new code to book');
  });
});

describe('the online offer', () => {
  it('lists the catalog’s online services with price and duration, and is not found while switched off', async () => {
    const offer = await callRoute<Body>(offerRoute, { path: '/x', params: dealer() });
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.services).toEqual([
      expect.objectContaining({
        kind: 'OPCODE',
        uuid: setup.opcodeUuid,
        price: '79.95',
        durationMinutes: 30,
      }),
    ]);
    const off = await createTestTenant();
    const closed = await callRoute<Body>(offerRoute, { path: '/x', params: { dealer: off.dealerUuid } });
    expect(closed.status).toBe(404);
    expect(errorCode(closed.body)).toBe('ONLINE_SCHEDULING_NOT_ENABLED');
  });
});

describe('one-time codes', () => {
  it('refuses the 4th code for a phone within the hour, with Retry-After', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await sendCode(own, phone)).status).toBe(200);
    const fourth = await sendCode(own, phone);
    expect(fourth.status).toBe(429);
    expect(errorCode(fourth.body)).toBe('TOO_MANY_CODES');
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('refuses the 21st code from one caller address within the hour', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) expect((await sendCode(own, freshPhone(), address)).status).toBe(200);
    const refused = await sendCode(own, freshPhone(), address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses the 6th try of a code, even the right code', async () => {
    const phone = freshPhone();
    expect((await sendCode(own, phone)).status).toBe(200);
    const code = textedCode(own, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await verifyCode(own, phone, wrong);
      expect(res.status).toBe(400);
      expect(errorCode(res.body)).toBe('INVALID_CODE');
    }
    const sixth = await verifyCode(own, phone, code);
    expect(sixth.status).toBe(400);
    expect(errorCode(sixth.body)).toBe('INVALID_CODE');
  });

  it('answers the same for a known and an unknown number, and fills in the known customer after the code', async () => {
    const known = await createTestCustomer(own);
    const unknown = freshPhone();
    const [a, b] = await Promise.all([sendCode(own, known.phone), sendCode(own, unknown)]);
    expect(a.body).toEqual(b.body);
    const verified = await verifyCode(own, known.phone, textedCode(own, known.phone));
    expect(verified.status).toBe(200);
    const customer = verified.body.customer as { vehicles: { vehicleUuid: string }[] };
    expect(customer.vehicles.map((v) => v.vehicleUuid)).toEqual([known.vehicleUuid]);
    const fresh = await verifyCode(own, unknown, textedCode(own, unknown));
    expect(fresh.body.customer).toBeNull();
  });
});

describe('the waitlist', () => {
  it('texts the first customers waiting for a day when a visit on it is cancelled, each once', async () => {
    const date = nextDay();
    const booked = await bookAsPartner(`${date}T09:30:00`);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const phones = [freshPhone(), freshPhone(), freshPhone(), freshPhone()];
    for (const phone of phones) {
      const joined = await callRoute<Body>(waitlistRoute, {
        path: '/x',
        params: dealer(),
        body: { session: await provenSession(own, phone), date },
      });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    }
    const freedText = (phone: string) =>
      sandboxTextsTo({ dealerUuid: own.dealerUuid, to: phone, now: new Date() }).filter((t) =>
        t.body.startsWith('A time opened'),
      );

    const cancelled = await callRoute<Body>(patchAppointmentRoute, {
      method: 'PATCH',
      path: '/x',
      params: {
        dealerDepartmentUuid: own.departmentUuid,
        appointmentUuid: booked.body.appointmentUuid as string,
      },
      authorization: client.authorization,
      body: { appointmentInformation: { status: 'CANCELLED' } },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const outcomes = await processJobsNow(queues.onlineWaitlistFreed);
    expect(outcomes.some((o) => o.ok)).toBe(true);
    expect(outcomes.every((o) => o.ok)).toBe(true);

    expect(phones.map((phone) => freedText(phone).length)).toEqual([1, 1, 1, 0]);
    expect(freedText(phones[0] as string)[0]?.body).toContain(`/book-online/${own.dealerUuid}`);
    // The next freed time on that day reaches the one still waiting, and nobody twice.
    const freedAt = new Date(`${date}T15:30:00Z`);
    expect(await textWaitlistOfFreedDay(db(), { departmentUuid: own.departmentUuid, freedAt })).toEqual({
      texted: 1,
    });
    expect(await textWaitlistOfFreedDay(db(), { departmentUuid: own.departmentUuid, freedAt })).toEqual({
      texted: 0,
    });
    expect(phones.map((phone) => freedText(phone).length)).toEqual([1, 1, 1, 1]);
    // The advisors' list (the Today page) shows who waits for the day and that each was texted.
    const waiting = (await findOnlineWaitlist(own, date)).filter((w) => w.date === date);
    expect(waiting.map((w) => w.phone)).toEqual(phones);
    expect(waiting.every((w) => w.notifiedAt !== null)).toBe(true);
  });
});
