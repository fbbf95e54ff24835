import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/fixtures';
import { createMessagingCustomer, insertMessagingAppointment } from '../../test/messaging';
import { db } from '../db/client';
import { messages } from '../db/schema';
import { formatAppointmentTime } from '../time/format-appointment-time';
import { appointmentMessage, sendAppointmentMessages } from './appointment-messages';
import { sendMessageToCustomer } from './send-message-to-customer';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await createTestTenant();
});

const threadOf = (customerUuid: string) =>
  db().select().from(messages).where(eq(messages.customerUuid, customerUuid));

describe('appointment communications', () => {
  it('words a confirmation in the dealer’s time zone', () => {
    const when = formatAppointmentTime(new Date('2026-03-10T14:30:00Z'), 'America/Chicago');
    expect(when).toBe('Tuesday, March 10 at 9:30 AM CDT');
    expect(formatAppointmentTime(new Date('2026-12-01T16:00:00Z'), 'America/Chicago')).toBe(
      'Tuesday, December 1 at 10:00 AM CST',
    );
    const { body, subject } = appointmentMessage('CREATED', {
      customerFirstName: 'Maria',
      dealerName: 'Lakeshore Honda',
      departmentName: 'Service',
      when,
      vehicle: '2019 Honda Civic',
      phone: '+13125550100',
    });
    expect(subject).toBe('Your service appointment at Lakeshore Honda is confirmed');
    expect(body).toBe(
      'Hi Maria, your service appointment for your 2019 Honda Civic at Lakeshore Honda is confirmed for Tuesday, March 10 at 9:30 AM CDT. Questions? Call us at +13125550100.',
    );
  });

  it('nothing is sent without a preference or with notifyCustomer false', async () => {
    const { customerUuid } = await createMessagingCustomer(tenant.dealerUuid);
    const none = await insertMessagingAppointment(tenant, customerUuid, null);
    const off = await insertMessagingAppointment(tenant, customerUuid, {
      notifyCustomer: false,
      textConfirmation: true,
    });
    await db().transaction((tx) =>
      sendAppointmentMessages(tx, { appointmentUuid: none.uuid, event: 'CREATED' }),
    );
    await db().transaction((tx) =>
      sendAppointmentMessages(tx, { appointmentUuid: off.uuid, event: 'CREATED' }),
    );
    expect(await threadOf(customerUuid)).toEqual([]);
  });

  it('a confirmation goes by text and email as preferred, from the Default DealerAssociate', async () => {
    const { customerUuid, phone, email } = await createMessagingCustomer(tenant.dealerUuid);
    const appt = await insertMessagingAppointment(tenant, customerUuid, {
      notifyCustomer: true,
      textConfirmation: true,
      emailConfirmation: true,
    });
    const results = await db().transaction((tx) =>
      sendAppointmentMessages(tx, { appointmentUuid: appt.uuid, event: 'CREATED' }),
    );
    expect(results.map((r) => r.status)).toEqual(['SUCCESS', 'SUCCESS']);
    const thread = await threadOf(customerUuid);
    expect(thread.map((m) => [m.protocol, m.toNumber, m.purpose, m.dealerAssociateUuid]).sort()).toEqual([
      ['EMAIL', email, 'APPOINTMENT_CREATED', tenant.defaultDealerAssociateUuid],
      ['TEXT', phone, 'APPOINTMENT_CREATED', tenant.defaultDealerAssociateUuid],
    ]);
  });

  it('sendMessageToCustomer reports a validation failure without throwing or recording', async () => {
    const { customerUuid } = await createMessagingCustomer(tenant.dealerUuid);
    const result = await db().transaction((tx) =>
      sendMessageToCustomer(tx, {
        departmentUuid: tenant.departmentUuid,
        userUuid: 'DEFAULT',
        customerUuid,
        protocol: 'TEXT',
        body: 'Pay here',
        isManual: false,
        purpose: 'PAYMENT_LINK',
        communicationValue: '+13125550199',
      }),
    );
    expect(result).toMatchObject({
      status: 'FAILURE',
      messageUuid: null,
      errors: [{ errorCode: 'INVALID_COMMUNICATION_VALUE' }],
    });
    expect(await threadOf(customerUuid)).toEqual([]);
  });
});

describe('department contact card', () => {
  it('is a vCard with the department’s text number; unknown departments are 404', async () => {
    const { getDepartmentVCard } = await import('../http/vcard-route');
    const res = await getDepartmentVCard(new Request('http://localhost/x'), {
      params: Promise.resolve({ departmentUUID: tenant.departmentUuid }),
    });
    expect(res.headers.get('content-type')).toMatch(/text\/vcard/);
    const card = await res.text();
    expect(card).toMatch(/^BEGIN:VCARD\r\n/);
    expect(card).toContain('TEL;TYPE=CELL,TEXT:+13125550101');
    const missing = await getDepartmentVCard(new Request('http://localhost/x'), {
      params: Promise.resolve({ departmentUUID: 'nope' }),
    });
    expect(missing.status).toBe(404);
  });
});
