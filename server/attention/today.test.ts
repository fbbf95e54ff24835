import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCustomer, createTestTenant, type TestTenant } from '../../test/fixtures';
import { db } from '../db/client';
import { appointments, messages, paymentInvoices } from '../db/schema';
import { newUuid } from '../ids';
import { addDays, instantToLocalDate, wallClockToInstant } from '../time/wall-clock';
import { findAwaitingPayments } from './find-awaiting-payments';
import { findFailedDeliveries } from './find-failed-deliveries';
import { findTodaysArrivals } from './find-todays-arrivals';
import { findUnconfirmedTomorrow } from './find-unconfirmed-tomorrow';
import { findUnreadThreads } from './find-unread-threads';
import type { TodayScope } from './scope';

const timeZone = 'America/Chicago';
const today = instantToLocalDate(new Date(), timeZone);

type Customer = { customerUuid: string; vehicleUuid: string };

async function visit(tenant: TestTenant, customer: Customer, date: string, time: string, status: string) {
  const start = wallClockToInstant(`${date}T${time}:00`, timeZone);
  if (!start.ok) throw new Error(`bad time ${date} ${time}`);
  const uuid = newUuid();
  await db()
    .insert(appointments)
    .values({
      uuid,
      dealerUuid: tenant.dealerUuid,
      departmentUuid: tenant.departmentUuid,
      customerUuid: customer.customerUuid,
      vehicleUuid: customer.vehicleUuid,
      assignedDealerAssociateUuid: tenant.advisor.dealerAssociateUuid,
      status,
      startAt: start.instant,
      endAt: new Date(start.instant.getTime() + 30 * 60_000 - 1000),
      localDate: date,
      platform: 'dealerapp',
    });
  return uuid;
}

async function message(tenant: TestTenant, customerUuid: string, kind: 'unread' | 'failed') {
  await db()
    .insert(messages)
    .values({
      uuid: newUuid(),
      dealerUuid: tenant.dealerUuid,
      departmentUuid: tenant.departmentUuid,
      customerUuid,
      kind: 'MESSAGE',
      protocol: 'TEXT',
      direction: kind === 'unread' ? 'INCOMING' : 'OUTGOING',
      deliveryStatus: kind === 'unread' ? 'RECEIVED' : 'FAILED',
      failureReason: kind === 'failed' ? 'Unknown destination' : null,
      body: kind === 'unread' ? 'Is my car ready?' : 'Your car is ready.',
    });
}

async function paymentLink(tenant: TestTenant, customerUuid: string, status: 'OPEN' | 'PAID') {
  await db()
    .insert(paymentInvoices)
    .values({
      uuid: newUuid(),
      token: newUuid(),
      dealerUuid: tenant.dealerUuid,
      departmentUuid: tenant.departmentUuid,
      customerUuid,
      createdByKind: 'advisor',
      createdById: tenant.advisor.dealerAssociateUuid,
      createdByName: 'Alex Advisor',
      status,
      currency: 'USD',
      amountMinor: 12_900,
      totalMinor: 12_900,
      paymentType: 'sale',
      paymentDescription: `Alignment ${status}`,
      processedFor: 'RO',
      paymentReceiptFormat: 'PDF',
      maxAttempts: 3,
      language: 'en',
      flags: {
        footerToAdd: false,
        useMyKaarmaEmailPaymentRequest: false,
        useMyKaarmaTextPaymentRequest: false,
        useMyKaarmaEmailReceipt: false,
        useMyKaarmaTextPaymentReceipt: false,
      },
      request: {},
      expiresAt: new Date(Date.now() + 86_400_000),
    });
}

/** A dealer with a day of work: visits today and tomorrow, an unread text, a failed one, a link. */
async function busyTenant(lastName: string) {
  const tenant = await createTestTenant({ timeZone });
  const customer = await createTestCustomer(tenant, { lastName });
  const scope: TodayScope = {
    dealerUuid: tenant.dealerUuid,
    departmentUuid: tenant.departmentUuid,
    timeZone,
  };
  const late = await visit(tenant, customer, today, '15:00', 'Scheduled');
  const early = await visit(tenant, customer, today, '08:30', 'Show');
  await visit(tenant, customer, today, '11:00', 'Cancelled');
  const tomorrow = addDays(today, 1);
  const open = await visit(tenant, customer, tomorrow, '09:00', 'Scheduled');
  await visit(tenant, customer, tomorrow, '10:00', 'Confirmed');
  await message(tenant, customer.customerUuid, 'unread');
  await message(tenant, customer.customerUuid, 'failed');
  await paymentLink(tenant, customer.customerUuid, 'OPEN');
  await paymentLink(tenant, customer.customerUuid, 'PAID');
  return { scope, customer, late, early, open };
}

let mine: Awaited<ReturnType<typeof busyTenant>>;
let theirs: Awaited<ReturnType<typeof busyTenant>>;

beforeAll(async () => {
  mine = await busyTenant('Mine');
  theirs = await busyTenant('Theirs');
});

describe('the Today lists', () => {
  it('lists today’s arrivals in time order with their status, without cancelled visits', async () => {
    const arrivals = await findTodaysArrivals(mine.scope, today);
    expect(arrivals.map((a) => [a.appointmentUuid, a.startTime, a.status])).toEqual([
      [mine.early, '08:30', 'Show'],
      [mine.late, '15:00', 'Scheduled'],
    ]);
    expect(arrivals[0]?.customerName).toMatch(/Mine$/);
    expect(arrivals[0]?.vehicle).toBe('Honda Accord');
  });

  it('lists tomorrow’s visits that are not confirmed', async () => {
    const open = await findUnconfirmedTomorrow(mine.scope, today);
    expect(open.map((v) => v.appointmentUuid)).toEqual([mine.open]);
  });

  it('lists unread threads, failed deliveries and open payment links', async () => {
    const [unread] = await findUnreadThreads(mine.scope);
    expect(unread).toMatchObject({ customerUuid: mine.customer.customerUuid, unread: 1 });
    const failed = await findFailedDeliveries(mine.scope);
    expect(failed.map((f) => f.reason)).toEqual(['Unknown destination']);
    const links = await findAwaitingPayments(mine.scope);
    expect(links.map((l) => l.description)).toEqual(['Alignment OPEN']);
  });

  it('never shows another dealer’s data', async () => {
    const lists = [
      await findTodaysArrivals(mine.scope, today),
      await findUnconfirmedTomorrow(mine.scope, today),
      await findUnreadThreads(mine.scope),
      await findFailedDeliveries(mine.scope),
      await findAwaitingPayments(mine.scope),
    ];
    expect(JSON.stringify(lists)).not.toContain('Theirs');
    expect(JSON.stringify(lists)).not.toContain(theirs.customer.customerUuid);
    // The other department's uuid with this dealer's id finds nothing: both must match.
    const mixed = { ...mine.scope, departmentUuid: theirs.scope.departmentUuid };
    expect(await findTodaysArrivals(mixed, today)).toEqual([]);
    expect(await findUnreadThreads(mixed)).toEqual([]);
    expect(await findAwaitingPayments(mixed)).toEqual([]);
  });
});
