import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { cancelAppointmentWithReason } from '../../server/appointments/cancel-appointment-with-reason';
import { moveAppointmentWithNotice } from '../../server/appointments/move-appointment-with-notice';
import type { UseCaseContext } from '../../server/core/context';
import { DomainError } from '../../server/core/errors';
import type { Principal } from '../../server/core/principal';
import { db } from '../../server/db/client';
import {
  appointmentHistory,
  customerPhones,
  messages,
  paymentInvoices,
  textConsents,
} from '../../server/db/schema';
import { recordConsent } from '../../server/messaging/record-consent';
import { createVisitPaymentLink } from '../../server/payments/create-visit-payment-link';
import { listPaymentLinks } from '../../server/payments/list-payment-links';
import { addDays, instantToLocalDate } from '../../server/time/wall-clock';
import { createTenantPair } from '../auth-matrix';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestTenant,
} from '../fixtures';

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let customer: TestCustomer;
let day = '';
let dayCounter = 0;
const nextDay = () => addDays(day, ++dayCounter * 2);

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  await addServiceSetup(own);
  day = addDays(instantToLocalDate(new Date(), 'America/Chicago'), 5);
});

const advisor = (): Principal => ({
  kind: 'advisor',
  id: own.advisor.userUuid,
  username: own.advisor.login,
  grants: [],
});

const ctxOf = (principal: Principal, tenant: TestTenant = own): UseCaseContext => ({
  requestId: 'visit-actions-test',
  principal,
  tenants: [{ dealerUuid: tenant.dealerUuid, departmentUuid: tenant.departmentUuid }],
  db: db(),
  idempotencyKey: null,
});

const apiClient = (): Principal => ({ kind: 'apiClient', id: 'client', username: 'partner', grants: [] });

/** A visit of a customer of its own (a customer may hold only a few) who asked for text confirmations. */
async function book(): Promise<string> {
  customer = await createTestCustomer(own);
  const c = customer;
  const res = await callRoute<Record<string, unknown>>(createRoute, {
    path: `/api/appointment/v2/dealer/${own.dealerUuid}/appointment`,
    params: { dealerUuid: own.dealerUuid },
    authorization: client.authorization,
    body: {
      customerUuid: c.customerUuid,
      appointmentInformation: {
        appointmentStartDateTime: `${nextDay()}T10:00:00`,
        customerAppointmentPreference: {
          notifyCustomer: true,
          textConfirmation: true,
          confirmationPhoneNumber: c.phone,
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.appointmentUuid as string;
}

const visitParams = (appointmentUuid: string) => ({
  dealerDepartmentUuid: own.departmentUuid,
  appointmentUuid,
});

const messagesOf = (appointmentUuid: string) =>
  db().select().from(messages).where(eq(messages.appointmentUuid, appointmentUuid));

const latestHistory = async (appointmentUuid: string) => {
  const rows = await db()
    .select()
    .from(appointmentHistory)
    .where(eq(appointmentHistory.appointmentUuid, appointmentUuid));
  return rows.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime()).at(-1);
};

async function refusal(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'no refusal';
}

describe('moving a visit with or without telling the customer', () => {
  it('notifyCustomer false moves the visit and queues no message; the history keeps the choice', async () => {
    const uuid = await book();
    const before = await messagesOf(uuid);
    expect(before.map((m) => m.purpose)).toEqual(['APPOINTMENT_CREATED']);
    const saved = await moveAppointmentWithNotice(ctxOf(advisor()), {
      params: visitParams(uuid),
      body: { appointmentStartDateTime: `${nextDay()}T13:00:00`, notifyCustomer: false },
    });
    expect(saved.appointmentInfo.appointmentStartDateTime).toMatch(/T13:00:00$/);
    expect((await messagesOf(uuid)).map((m) => m.purpose)).toEqual(['APPOINTMENT_CREATED']);
    const entry = await latestHistory(uuid);
    expect(entry?.event).toBe('RESCHEDULED');
    expect(entry?.changes).toMatchObject({ customerNotice: { to: 'NOT_SENT' } });
  });

  it('notifyCustomer true sends the new time as the preferences say', async () => {
    const uuid = await book();
    await moveAppointmentWithNotice(ctxOf(advisor()), {
      params: visitParams(uuid),
      body: { appointmentStartDateTime: `${nextDay()}T14:00:00`, notifyCustomer: true },
    });
    expect((await messagesOf(uuid)).map((m) => m.purpose).sort()).toEqual([
      'APPOINTMENT_CREATED',
      'APPOINTMENT_UPDATED',
    ]);
  });

  it('is refused to API clients, who keep their own preference fields', async () => {
    const uuid = await book();
    const code = await refusal(() =>
      moveAppointmentWithNotice(ctxOf(apiClient()), {
        params: visitParams(uuid),
        body: { appointmentStartDateTime: `${nextDay()}T14:00:00`, notifyCustomer: false },
      }),
    );
    expect(code).toBe('FORBIDDEN');
  });
});

describe('cancelling a visit with a reason', () => {
  it('keeps the reason and the choice in the history and sends nothing when told not to', async () => {
    const uuid = await book();
    const saved = await cancelAppointmentWithReason(ctxOf(advisor()), {
      params: visitParams(uuid),
      body: { reason: { code: 'OTHER', text: 'Car sold before the visit' }, notifyCustomer: false },
    });
    expect(saved.appointmentInfo.isCancelled).toBe(true);
    const entry = await latestHistory(uuid);
    expect(entry?.event).toBe('CANCELLED');
    expect(entry?.changes).toMatchObject({
      cancelReason: { to: 'Other: Car sold before the visit' },
      customerNotice: { to: 'NOT_SENT' },
    });
    expect((await messagesOf(uuid)).map((m) => m.purpose)).toEqual(['APPOINTMENT_CREATED']);
  });

  it('sends the cancellation when the advisor chooses to', async () => {
    const uuid = await book();
    await cancelAppointmentWithReason(ctxOf(advisor()), {
      params: visitParams(uuid),
      body: { reason: { code: 'CUSTOMER_ASKED' }, notifyCustomer: true },
    });
    expect((await latestHistory(uuid))?.changes).toMatchObject({
      cancelReason: { to: 'The customer asked' },
    });
    expect((await messagesOf(uuid)).map((m) => m.purpose).sort()).toEqual([
      'APPOINTMENT_CANCELLED',
      'APPOINTMENT_CREATED',
    ]);
  });

  it('refuses "other" without words, and leaves the visit as it was', async () => {
    const uuid = await book();
    const code = await refusal(() =>
      cancelAppointmentWithReason(ctxOf(advisor()), {
        params: visitParams(uuid),
        body: { reason: { code: 'OTHER', text: '   ' }, notifyCustomer: false },
      }),
    );
    expect(code).toBe('INVALID_REQUEST');
    expect((await latestHistory(uuid))?.event).toBe('CREATED');
  });
});

describe('recording a consent to texts', () => {
  it('opts the number in and keeps who recorded it, when and how', async () => {
    const c = await createTestCustomer(own, { optInStatus: 'NONE' });
    const answer = await recordConsent(ctxOf(advisor()), {
      params: { departmentUUID: own.departmentUuid, customerUuid: c.customerUuid },
      body: { phoneNumber: c.phone, method: 'BY_PHONE' },
    });
    expect(answer.phones).toEqual([
      {
        phoneNumber: c.phone,
        optInStatus: 'OPTED_IN',
        okToText: true,
        evidence: { method: 'BY_PHONE', recordedByName: own.advisor.login, recordedAt: expect.any(String) },
      },
    ]);
    const [evidence] = await db()
      .select()
      .from(textConsents)
      .where(eq(textConsents.customerUuid, c.customerUuid));
    expect(evidence).toMatchObject({
      dealerUuid: own.dealerUuid,
      method: 'BY_PHONE',
      recordedByUserUuid: own.advisor.userUuid,
    });
    const events = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.customerUuid, c.customerUuid), eq(messages.kind, 'EVENT')));
    expect(events.map((e) => e.body)).toEqual([
      `${c.phone} agreed to texts by phone, recorded by ${own.advisor.login}`,
    ]);
  });

  it('refuses a number that is not the customer’s, another dealer’s customer and API clients', async () => {
    const c = await createTestCustomer(own, { optInStatus: 'NONE' });
    const params = { departmentUUID: own.departmentUuid, customerUuid: c.customerUuid };
    expect(
      await refusal(() =>
        recordConsent(ctxOf(advisor()), {
          params,
          body: { phoneNumber: '+13125550199', method: 'IN_PERSON' },
        }),
      ),
    ).toBe('INVALID_REQUEST');
    expect(
      await refusal(() =>
        recordConsent(ctxOf(apiClient()), { params, body: { phoneNumber: c.phone, method: 'IN_PERSON' } }),
      ),
    ).toBe('FORBIDDEN');
    const theirs = await createTestCustomer(other, { optInStatus: 'NONE' });
    expect(
      await refusal(() =>
        recordConsent(ctxOf(advisor()), {
          params: { departmentUUID: own.departmentUuid, customerUuid: theirs.customerUuid },
          body: { phoneNumber: theirs.phone, method: 'IN_PERSON' },
        }),
      ),
    ).toBe('INVALID_CUSTOMER');
    const [phone] = await db()
      .select()
      .from(customerPhones)
      .where(eq(customerPhones.customerUuid, c.customerUuid));
    expect(phone?.optInStatus).toBe('NONE');
  });
});

describe('payment links for a visit', () => {
  it('ties the link to the visit and its customer; the list filters by the visit', async () => {
    const uuid = await book();
    const created = await createVisitPaymentLink(ctxOf(advisor()), {
      params: { serviceSubscriberDepartmentToken: own.departmentUuid, appointmentUuid: uuid },
      body: { paymentDetails: { amount: 89.5, paymentDescription: 'Brake pads' } },
    });
    expect(created.customerId).toBe(customer.customerUuid);
    const [row] = await db()
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.uuid, created.invoiceId));
    expect(row?.appointmentUuid).toBe(uuid);

    const listed = await listPaymentLinks(ctxOf(advisor()), { query: { appointmentUuid: uuid } });
    expect(listed.paymentLinks.map((l) => [l.invoiceId, l.appointmentUuid, l.status])).toEqual([
      [created.invoiceId, uuid, 'OPEN'],
    ]);
    expect(listed.totalCount).toBe(1);
  });

  it("refuses another department's visit and API clients", async () => {
    const uuid = await book();
    const body = { paymentDetails: { amount: 10 } };
    const elsewhere = await refusal(() =>
      createVisitPaymentLink(ctxOf(advisor(), other), {
        params: { serviceSubscriberDepartmentToken: other.departmentUuid, appointmentUuid: uuid },
        body,
      }),
    );
    expect(elsewhere).toBe('NO_SAR_FOUND');
    const partner = await refusal(() =>
      createVisitPaymentLink(ctxOf(apiClient()), {
        params: { serviceSubscriberDepartmentToken: own.departmentUuid, appointmentUuid: uuid },
        body,
      }),
    );
    expect(partner).toBe('FORBIDDEN');
    const links = await db().select().from(paymentInvoices).where(eq(paymentInvoices.appointmentUuid, uuid));
    expect(links).toEqual([]);
  });
});
