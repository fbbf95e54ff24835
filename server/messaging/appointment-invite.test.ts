import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/fixtures';
import { createMessagingCustomer, insertMessagingAppointment } from '../../test/messaging';
import { processJobsNow } from '../../test/process-jobs-now';
import { runOnDatabaseOfItsOwn } from '../../test/support/database-of-its-own';
import { type SmtpStandIn, startSmtpServer } from '../../test/support/smtp-server';
import { db } from '../db/client';
import { appointments, dealers, messages } from '../db/schema';
import { overrideEnvForTests } from '../env';
import { stopJobs } from '../jobs/boss';
import { queues } from '../queue/queues';
import { type AppointmentMessageEvent, sendAppointmentMessages } from './appointment-messages';
import { closeEmailTransports } from './providers/email-providers';

// It runs every queued send job: other files' emails must not reach its SMTP server.
runOnDatabaseOfItsOwn();

let tenant: TestTenant;
let smtp: SmtpStandIn;

beforeAll(async () => {
  tenant = await createTestTenant();
  await db()
    .update(dealers)
    .set({ timeZone: 'America/Chicago', addressLine1: '100 Lake Shore Dr', city: 'Chicago' })
    .where(eq(dealers.uuid, tenant.dealerUuid));
  smtp = await startSmtpServer();
  overrideEnvForTests({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await stopJobs();
  closeEmailTransports();
  await smtp.close();
});

/** An appointment at 10:00 Chicago time on 1 December 2026, whose customer wants emails. */
async function emailedAppointment() {
  const { customerUuid } = await createMessagingCustomer(tenant.dealerUuid);
  const preferences = { notifyCustomer: true, emailConfirmation: true, emailReminder: true };
  const at = { startAt: new Date('2026-12-01T16:00:00Z'), minutes: 60, localDate: '2026-12-01' };
  const { uuid } = await insertMessagingAppointment(tenant, customerUuid, preferences, at);
  return uuid;
}

/** A change of the appointment as the appointments module saves it: new fields, a new version. */
const change = (uuid: string, fields: Partial<typeof appointments.$inferInsert>) =>
  db()
    .update(appointments)
    .set({ ...fields, version: sql`${appointments.version} + 1` })
    .where(eq(appointments.uuid, uuid));

/** Queues the appointment's email for the event, sends it over SMTP and returns it as received. */
async function emailOf(appointmentUuid: string, event: AppointmentMessageEvent): Promise<ParsedMail> {
  const [result] = await db().transaction((tx) => sendAppointmentMessages(tx, { appointmentUuid, event }));
  const messageUuid = result?.messageUuid ?? '';
  await processJobsNow(queues.messagingSend);
  const [row] = await db().select().from(messages).where(eq(messages.uuid, messageUuid));
  expect(row?.deliveryStatus).toBe('SENT');
  expect(row?.appointmentUuid).toBe(appointmentUuid);
  const raw = smtp.rawContaining(messageUuid);
  if (!raw) throw new Error('the SMTP server got no such email');
  return simpleParser(raw);
}

/** The email's text/calendar part, parsed by an iCalendar parser: its METHOD and one event. */
function inviteOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) throw new Error('no text/calendar part');
  const ics = part.content.toString('utf8');
  const events = Object.values(ical.sync.parseICS(ics)).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { event: events[0] as VEvent, method: /^METHOD:(\w+)/m.exec(ics)?.[1], ics };
}

describe('appointment emails carry the calendar invite', () => {
  it('confirmation, reschedule and cancellation: one UID, SEQUENCE rising, REQUEST then CANCEL', async () => {
    const uuid = await emailedAppointment();
    const confirmation = await emailOf(uuid, 'CREATED');
    await change(uuid, {
      startAt: new Date('2026-12-02T15:00:00Z'),
      endAt: new Date('2026-12-02T16:00:00Z'),
      localDate: '2026-12-02',
      status: 'Rescheduled',
    });
    const reschedule = await emailOf(uuid, 'UPDATED');
    await change(uuid, { status: 'Cancelled' });
    const cancellation = await emailOf(uuid, 'CANCELLED');

    for (const mail of [confirmation, reschedule, cancellation]) {
      expect(mail.text?.trim().length).toBeGreaterThan(0);
      expect(mail.html || '').toMatch(/<table[^>]*role="presentation"/);
    }
    const [created, moved, cancelled] = [confirmation, reschedule, cancellation].map(inviteOf);
    expect([created?.method, moved?.method, cancelled?.method]).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(new Set([created?.event.uid, moved?.event.uid, cancelled?.event.uid]).size).toBe(1);
    const sequences = [created, moved, cancelled].map((invite) => Number(invite?.event.sequence));
    expect(sequences[1]).toBeGreaterThan(sequences[0] ?? Number.NaN);
    expect(sequences[2]).toBeGreaterThan(sequences[1] ?? Number.NaN);
    expect(cancelled?.event.status).toBe('CANCELLED');
    // The dealer's zone, at the instant booked; the new time after the reschedule.
    expect(created?.ics).toContain('DTSTART;TZID=America/Chicago:20261201T100000');
    expect(created?.event.start.toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(moved?.event.start.toISOString()).toBe('2026-12-02T15:00:00.000Z');
    expect(created?.event.location).toBe('100 Lake Shore Dr, Chicago');
  });

  it('a reminder email carries no invite', async () => {
    const uuid = await emailedAppointment();
    const reminder = await emailOf(uuid, 'REMINDER');
    expect(reminder.attachments.filter((a) => a.contentType === 'text/calendar')).toEqual([]);
  });
});
