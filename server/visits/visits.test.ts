import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addServiceSetup,
  createTestCustomer,
  createTestTenant,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../../test/fixtures';
import { getWireAppointmentsByUuid } from '../appointments/get-wire-appointments-by-uuid';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { db } from '../db/client';
import {
  appointmentHistory,
  appointments,
  onlineDealerNames,
  onlineSchedulingSettings,
  schedulingRules,
} from '../db/schema';
import { newUuid } from '../ids';
import { schedulingRulesSchema } from '../scheduling/rules';
import { addDays, instantToLocalDate, wallClockToInstant } from '../time/wall-clock';
import { visitLinkFor } from '../visit-links/visit-link-for';
import { newVisitToken, visitTokenBytes } from '../visit-links/visit-token';
import { cancelVisit } from './cancel-visit';
import { confirmVisit } from './confirm-visit';
import { findBookedOnlineSinceYesterday } from './find-booked-online';
import { getVisit } from './get-visit';
import { listVisitTimes } from './list-visit-times';
import { rescheduleVisit } from './reschedule-visit';
import { visitCalendar } from './visit-calendar';
import { visitLinkLifetimeMs, visitStateAt } from './visit-state';

const zone = 'America/Chicago';
const noticeMinutes = 48 * 60;
let tenant: TestTenant;
let setup: TestServiceSetup;
let customer: TestCustomer;

const ctx = (): UseCaseContext => ({
  requestId: 'visit-test',
  principal: null,
  tenants: [],
  db: db(),
  idempotencyKey: null,
});

beforeAll(async () => {
  tenant = await createTestTenant({ timeZone: zone });
  setup = await addServiceSetup(tenant);
  customer = await createTestCustomer(tenant);
  // Changes through the link stop two days before the visit.
  await db()
    .insert(schedulingRules)
    .values({
      departmentUuid: tenant.departmentUuid,
      rules: schedulingRulesSchema.parse({ minimumNoticeMinutes: noticeMinutes }),
    });
});

/** A visit `daysAhead` days from today at 10:00 in the dealer's zone (negative: in the past). */
async function visitOn(
  daysAhead: number,
  options: { status?: string; source?: string; hoursFromNow?: number } = {},
) {
  const uuid = newUuid();
  const startAt =
    options.hoursFromNow !== undefined
      ? new Date(Date.now() + options.hoursFromNow * 3_600_000)
      : (() => {
          const result = wallClockToInstant(
            `${addDays(instantToLocalDate(new Date(), zone), daysAhead)}T10:00:00`,
            zone,
          );
          if (!result.ok) throw new Error('no such time');
          return result.instant;
        })();
  await db()
    .insert(appointments)
    .values({
      uuid,
      dealerUuid: tenant.dealerUuid,
      departmentUuid: tenant.departmentUuid,
      customerUuid: customer.customerUuid,
      vehicleUuid: customer.vehicleUuid,
      status: options.status ?? 'Scheduled',
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      localDate: instantToLocalDate(startAt, zone),
      assignedDealerAssociateUuid: tenant.advisor.dealerAssociateUuid,
      transportOptionUuid: setup.transportOptionUuid,
      platform: 'API',
      source: options.source ?? null,
    });
  const link = await visitLinkFor(db(), { uuid, dealerUuid: tenant.dealerUuid });
  return { uuid, startAt, token: link.slice(link.lastIndexOf('/') + 1) };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => (e instanceof DomainError ? e.code : String(e)),
  );

const historyOf = (appointmentUuid: string) =>
  db().select().from(appointmentHistory).where(eq(appointmentHistory.appointmentUuid, appointmentUuid));

describe('the visit token', () => {
  it('is 144 random bits in 24 URL-safe characters, never repeated', () => {
    const tokens = Array.from({ length: 5000 }, () => newVisitToken());
    expect(visitTokenBytes * 8).toBeGreaterThanOrEqual(128);
    for (const token of tokens.slice(0, 100)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(visitTokenBytes);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Every position draws from the whole alphabet: 5,000 tokens show (nearly) all 64 characters.
    const firstCharacters = new Set(tokens.map((t) => t[0]));
    expect(firstCharacters.size).toBeGreaterThan(60);
  });

  it('is one per appointment: the second message carries the first link', async () => {
    const visit = await visitOn(5);
    const again = await visitLinkFor(db(), { uuid: visit.uuid, dealerUuid: tenant.dealerUuid });
    expect(again.endsWith(`/v/${visit.token}`)).toBe(true);
  });

  it('opens until 30 days after the visit, then shows nothing', async () => {
    const visit = await visitOn(5);
    const end = visit.startAt.getTime() + 30 * 60_000;
    expect(await getVisit(visit.token, db(), new Date(end + visitLinkLifetimeMs - 60_000))).not.toBeNull();
    expect(await getVisit(visit.token, db(), new Date(end + visitLinkLifetimeMs + 60_000))).toBeNull();
    expect(visitLinkLifetimeMs).toBe(30 * 24 * 3_600_000);
    expect(await getVisit('A'.repeat(24))).toBeNull();
    expect(await getVisit('not a token')).toBeNull();
  });
});

describe('what the link may still do', () => {
  const facts = {
    status: 'Scheduled',
    startAt: new Date('2030-01-10T16:00:00Z'),
    endAt: new Date('2030-01-10T17:00:00Z'),
    noticeMinutes: 60,
  };

  it('changes until the notice limit, confirms until the start, shows a past visit read-only', () => {
    expect(visitStateAt(facts, new Date('2030-01-10T14:00:00Z'))).toMatchObject({
      canChange: true,
      canConfirm: true,
    });
    expect(visitStateAt(facts, new Date('2030-01-10T15:30:00Z'))).toMatchObject({
      canChange: false,
      canConfirm: true,
      lateForChanges: true,
    });
    expect(visitStateAt(facts, new Date('2030-01-10T16:30:00Z'))).toMatchObject({
      closed: true,
      past: true,
      canConfirm: false,
      expired: false,
    });
    expect(visitStateAt({ ...facts, status: 'Cancelled' }, new Date('2030-01-01T00:00:00Z'))).toMatchObject({
      closed: true,
      cancelled: true,
      canChange: false,
    });
  });
});

describe('changes through the link', () => {
  it('confirms, with the customer through the link as the history’s actor', async () => {
    const visit = await visitOn(5);
    const result = await confirmVisit(ctx(), { params: { token: visit.token } });
    expect(result.status).toBe('Confirmed');
    const [entry] = await historyOf(visit.uuid);
    expect(entry).toMatchObject({
      event: 'STATUS_CHANGED',
      toStatus: 'Confirmed',
      actorKind: 'customer',
      actorId: customer.customerUuid,
      actorName: 'Customer (visit link)',
      platform: 'online',
    });
  });

  it('cancels before the notice limit, the reason in the history', async () => {
    const visit = await visitOn(5);
    const result = await cancelVisit(ctx(), {
      params: { token: visit.token },
      body: { reason: 'Car sold' },
    });
    expect(result.status).toBe('Cancelled');
    const [entry] = await historyOf(visit.uuid);
    expect(entry).toMatchObject({ event: 'CANCELLED', actorKind: 'customer', platform: 'online' });
    expect(entry?.changes.cancelReason).toEqual({ from: null, to: 'Car sold' });
    // Cancelled: shown read-only, no second change.
    expect(await refusalOf(confirmVisit(ctx(), { params: { token: visit.token } }))).toBe('VISIT_CLOSED');
    expect((await getVisit(visit.token))?.state.cancelled).toBe(true);
  });

  it('leads a cancelled visit to the dealer’s online booking page once a department books online', async () => {
    const visit = await visitOn(6);
    await cancelVisit(ctx(), { params: { token: visit.token }, body: { reason: 'Away that week' } });
    // Nothing books online: no page (the visit page gives the phone).
    expect((await getVisit(visit.token))?.bookAgainPath).toBeNull();
    await db()
      .insert(onlineSchedulingSettings)
      .values({ departmentUuid: tenant.departmentUuid, dealerUuid: tenant.dealerUuid, enabled: true });
    expect((await getVisit(visit.token))?.bookAgainPath).toBe(`/book-online/${tenant.dealerUuid}`);
    const shortName = `visit-${tenant.dealerUuid.slice(0, 8)}`;
    await db().insert(onlineDealerNames).values({ dealerUuid: tenant.dealerUuid, shortName });
    expect((await getVisit(visit.token))?.bookAgainPath).toBe(`/book-online/${shortName}`);
  });

  it('refuses to cancel or move within the notice limit, and writes nothing', async () => {
    const visit = await visitOn(0, { hoursFromNow: 20 });
    expect(
      await refusalOf(cancelVisit(ctx(), { params: { token: visit.token }, body: { reason: 'Too late' } })),
    ).toBe('VISIT_NOTICE_PASSED');
    expect(
      await refusalOf(
        rescheduleVisit(ctx(), {
          params: { token: visit.token },
          body: { startDateTime: `${addDays(instantToLocalDate(new Date(), zone), 9)}T11:00:00` },
        }),
      ),
    ).toBe('VISIT_NOTICE_PASSED');
    expect(await refusalOf(listVisitTimes(ctx(), { params: { token: visit.token }, query: {} }))).toBe(
      'VISIT_NOTICE_PASSED',
    );
    // Confirming stays open until the visit starts.
    expect((await getVisit(visit.token))?.state).toMatchObject({ canConfirm: true, canChange: false });
    const [row] = await db().select().from(appointments).where(eq(appointments.uuid, visit.uuid));
    expect(row?.status).toBe('Scheduled');
    expect(await historyOf(visit.uuid)).toEqual([]);
  });

  it('refuses every change once the visit is past', async () => {
    const visit = await visitOn(0, { hoursFromNow: -2 });
    expect(await refusalOf(confirmVisit(ctx(), { params: { token: visit.token } }))).toBe('VISIT_CLOSED');
    expect(
      await refusalOf(cancelVisit(ctx(), { params: { token: visit.token }, body: { reason: 'Late' } })),
    ).toBe('VISIT_CLOSED');
    expect(await refusalOf(listVisitTimes(ctx(), { params: { token: visit.token }, query: {} }))).toBe(
      'VISIT_CLOSED',
    );
    expect((await getVisit(visit.token))?.state).toMatchObject({ past: true, closed: true });
    expect(await historyOf(visit.uuid)).toEqual([]);
  });

  it('moves to a free time from the engine; the link and the calendar UID stay', async () => {
    const visit = await visitOn(5);
    const before = await visitCalendar(visit.token);
    const times = await listVisitTimes(ctx(), {
      params: { token: visit.token },
      query: { from: addDays(instantToLocalDate(new Date(), zone), 6) },
    });
    const slot = times.days.flatMap((d) => d.times).find((t) => t.startDateTime.endsWith('T14:00:00'));
    expect(slot, JSON.stringify(times.days[0])).toBeDefined();
    const moved = await rescheduleVisit(ctx(), {
      params: { token: visit.token },
      body: { startDateTime: slot?.startDateTime as string },
    });
    expect(moved.start).toBe(slot?.startDateTime);
    expect((await getVisit(visit.token))?.start).toBe(slot?.startDateTime);
    const history = await historyOf(visit.uuid);
    expect(history.map((h) => [h.event, h.actorKind, h.platform])).toEqual([
      ['RESCHEDULED', 'customer', 'online'],
    ]);
    const after = await visitCalendar(visit.token);
    const uidOf = (ics: string) =>
      Object.values(ical.sync.parseICS(ics)).find((c): c is VEvent => c?.type === 'VEVENT')?.uid;
    expect(uidOf(before?.ics ?? '')).toBe(`appointment-${visit.uuid}@servicebay`);
    expect(uidOf(after?.ics ?? '')).toBe(uidOf(before?.ics ?? ''));
  });
});

describe('the Today list of online bookings', () => {
  it('lists what was booked with source ONLINE, nothing else', async () => {
    const online = await visitOn(6, { source: 'ONLINE' });
    const byPhone = await visitOn(6);
    const scope = { dealerUuid: tenant.dealerUuid, departmentUuid: tenant.departmentUuid, timeZone: zone };
    const listed = (await findBookedOnlineSinceYesterday(scope, new Date())).map((v) => v.appointmentUuid);
    expect(listed).toContain(online.uuid);
    expect(listed).not.toContain(byPhone.uuid);
    const rows = await db()
      .select({ source: appointments.source })
      .from(appointments)
      .where(and(eq(appointments.uuid, online.uuid), eq(appointments.dealerUuid, tenant.dealerUuid)));
    expect(rows).toEqual([{ source: 'ONLINE' }]);
    // The schedule and the appointment page read it as the appointment's source (their badge).
    const [wire] = await getWireAppointmentsByUuid(db(), [online.uuid]);
    const [other] = await getWireAppointmentsByUuid(db(), [byPhone.uuid]);
    expect(wire?.appointmentSource).toBe('ONLINE');
    expect(other?.appointmentSource).toBe('API');
  });
});
