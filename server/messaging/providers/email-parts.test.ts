import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpStandIn, startSmtpServer } from '../../../test/support/smtp-server';
import { type AppointmentInviteFacts, appointmentInvite } from '../appointment-invite';
import { closeEmailTransports, smtpEmailProvider } from './email-providers';
import type { CalendarInvite, OutgoingEmail } from './types';

let smtp: SmtpStandIn;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  closeEmailTransports();
  await smtp.close();
});

let counter = 0;
/** Sends through the SMTP provider and returns the message the server got, parsed. */
async function sendAndReceive(text: string, calendar?: CalendarInvite) {
  const messageUuid = `parts-${++counter}-${Date.now()}`;
  const email: OutgoingEmail = {
    from: 'service@lakeshore.example',
    fromName: 'Lakeshore Honda Service',
    to: 'maria@example.com',
    cc: [],
    bcc: [],
    subject: 'Your service appointment',
    text,
    messageUuid,
    calendar,
  };
  await smtpEmailProvider(smtp.url).send(email);
  const raw = smtp.rawContaining(messageUuid);
  if (!raw) throw new Error('the SMTP server got no such message');
  return { raw, mail: await simpleParser(raw) };
}

/** The invite the message carries: its text/calendar part (mailparser lists it as an attachment). */
function calendarPart(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  if (!part) throw new Error('no text/calendar part');
  const ics = part.content.toString('utf8');
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { ics, event: events[0] as VEvent, method: /^METHOD:(\w+)/m.exec(ics)?.[1], part };
}

const facts = (overrides: Partial<AppointmentInviteFacts>): AppointmentInviteFacts => ({
  event: 'CREATED',
  appointmentUuid: 'appt-42',
  version: 1,
  startAt: new Date('2026-12-01T16:00:00Z'),
  endAt: new Date('2026-12-01T17:00:00Z'),
  timeZone: 'America/Chicago',
  summary: 'Service appointment at Lakeshore Honda',
  description: 'Your 2019 Honda Civic',
  location: '100 Lake Shore Dr, Chicago',
  organizer: { name: 'Lakeshore Honda', email: 'service@lakeshore.example' },
  attendee: { name: 'Maria', email: 'maria@example.com' },
  ...overrides,
});

describe('email parts', () => {
  it('carries the text and an HTML rendering of it, the body escaped', async () => {
    const { mail } = await sendAndReceive('Hi <b>Maria</b> & co,\nsee you then.\n\nLakeshore Honda');
    expect(mail.text?.trim()).toBe('Hi <b>Maria</b> & co,\nsee you then.\n\nLakeshore Honda');
    const html = mail.html || '';
    expect(html).toContain('Hi &lt;b&gt;Maria&lt;/b&gt; &amp; co,<br />see you then.');
    expect(html).not.toContain('<b>Maria</b>');
    // MJML's table layout, which Outlook renders as other clients do.
    expect(html).toMatch(/<table[^>]*role="presentation"/);
    expect(mail.attachments.filter((a) => a.contentType === 'text/calendar')).toEqual([]);
  });

  it('an appointment invite: same UID after a change, SEQUENCE rising, CANCEL at the end', async () => {
    const created = calendarPart((await sendAndReceive('Confirmed', appointmentInvite(facts({})))).mail);
    const moved = calendarPart(
      (
        await sendAndReceive(
          'Changed',
          appointmentInvite(
            facts({
              event: 'UPDATED',
              version: 2,
              startAt: new Date('2026-12-02T15:00:00Z'),
              endAt: new Date('2026-12-02T16:00:00Z'),
            }),
          ),
        )
      ).mail,
    );
    const { mail: cancelMail, raw } = await sendAndReceive(
      'Cancelled',
      appointmentInvite(facts({ event: 'CANCELLED', version: 3 })),
    );
    const cancelled = calendarPart(cancelMail);
    expect([created.method, moved.method, cancelled.method]).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(new Set([created.event.uid, moved.event.uid, cancelled.event.uid]).size).toBe(1);
    const sequences = [created, moved, cancelled].map((c) => Number(c.event.sequence));
    expect(sequences).toEqual([0, 1, 2]);
    expect(cancelled.event.status).toBe('CANCELLED');
    expect(moved.event.organizer).toMatchObject({ params: { CN: 'Lakeshore Honda' } });
  });

  it('the event is in the dealer’s time zone, at the right instant', async () => {
    const { event, ics } = calendarPart(
      (await sendAndReceive('Confirmed', appointmentInvite(facts({})))).mail,
    );
    expect(ics).toContain('DTSTART;TZID=America/Chicago:20261201T100000');
    expect(event.start.tz).toBe('America/Chicago');
    expect(event.start.toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });
});

describe('a mail server refusing our credentials', () => {
  it('defers the email (retried for a day) instead of failing the customer’s address', async () => {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(_auth, _session, callback) {
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const sending = smtpEmailProvider(`smtp://service:wrong@127.0.0.1:${port}`).send({
        from: 'service@lakeshore.example',
        fromName: 'Lakeshore Honda Service',
        to: 'maria@example.com',
        cc: [],
        bcc: [],
        subject: 'Your service appointment',
        text: 'Confirmed',
        messageUuid: `auth-${Date.now()}`,
      });
      await expect(sending).rejects.toMatchObject({
        transient: true,
        authentication: true,
        code: 'EMAIL_DEFERRED_TOO_LONG',
        message: expect.stringMatching(/refused our credentials/),
      });
    } finally {
      closeEmailTransports();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
