import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { normalizePhone } from '../server/customers/normalize-phone';
import { db } from '../server/db/client';
import {
  type AppointmentPreferences,
  appointments,
  customerEmails,
  customerPhones,
  customers,
  type OptInStatus,
} from '../server/db/schema';
import { newUuid } from '../server/ids';
import type { QueueName } from '../server/queue/queues';

/** A customer of the tenant's dealer with one phone (random unless given) and one email. */
export async function createMessagingCustomer(
  dealerUuid: string,
  options: {
    phone?: string;
    optIn?: OptInStatus;
    okToText?: boolean;
    email?: string;
    okToEmail?: boolean;
  } = {},
): Promise<{ customerUuid: string; phone: string; email: string }> {
  const customerUuid = newUuid();
  const phone = options.phone ?? randomPhone();
  const email = options.email ?? `c-${randomBytes(4).toString('hex')}@example.com`;
  await db()
    .insert(customers)
    .values({ uuid: customerUuid, dealerUuid, firstName: 'Casey', lastName: 'Customer' });
  await db()
    .insert(customerPhones)
    .values({
      uuid: newUuid(),
      customerUuid,
      phoneNumber: phone,
      isPreferred: true,
      optInStatus: options.optIn ?? 'OPTED_IN',
      okToText: options.okToText ?? true,
    });
  await db()
    .insert(customerEmails)
    .values({
      uuid: newUuid(),
      customerUuid,
      emailAddress: email,
      isPreferred: true,
      okToEmail: options.okToEmail ?? true,
    });
  return { customerUuid, phone, email };
}

/** A valid Chicago number; its last four digits are `ending`, else none of the sandbox's failure endings. */
export function randomPhone(ending?: string): string {
  for (;;) {
    const exchange = 220 + Math.floor(Math.random() * 680);
    const line = ending ?? String(3000 + Math.floor(Math.random() * 6000));
    const candidate = normalizePhone(`+1312${exchange}${line}`);
    if (candidate) return candidate;
  }
}

/**
 * Makes the jobs of a queue waiting for a backoff retry due, so a test can run the retry at once.
 * A second in the past: the embedded database's clock has millisecond steps, and a fetch in the
 * same millisecond would not see a job due "now".
 */
export async function makeRetriesDue(queue: QueueName): Promise<void> {
  await db().execute(
    sql`update pgboss.job set start_after = now() - interval '1 second' where name = ${queue} and state = 'retry'`,
  );
}

export type ReceivedCallback = { headers: http.IncomingHttpHeaders; body: string; answeredWith: number };

/** A local HTTP receiver for callbacks that answers with the next status of `answers` (then 200). */
export async function startReceiver(): Promise<{
  url: string;
  received: ReceivedCallback[];
  answers: number[];
  close: () => Promise<void>;
}> {
  const received: ReceivedCallback[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const status = answers.shift() ?? 200;
      received.push({ headers: req.headers, body, answeredWith: status });
      res.statusCode = status;
      res.end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, answers, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** When an appointment stands: its start, its length and its date where the dealer is. */
export type AppointmentTime = { startAt: Date; minutes: number; localDate: string };

/**
 * An appointment of the tenant for the customer, as a partner booked it: 30 minutes, `when` hours
 * from now (20 unless told), or at the fixed time given.
 */
export async function insertMessagingAppointment(
  tenant: { dealerUuid: string; departmentUuid: string },
  customerUuid: string,
  preferences: AppointmentPreferences | null,
  when: number | AppointmentTime = 20,
): Promise<{ uuid: string; startAt: Date }> {
  const uuid = newUuid();
  const time = typeof when === 'number' ? hoursFromNow(when) : when;
  const { startAt } = time;
  await db()
    .insert(appointments)
    .values({
      uuid,
      dealerUuid: tenant.dealerUuid,
      departmentUuid: tenant.departmentUuid,
      customerUuid,
      status: 'Scheduled',
      startAt,
      endAt: new Date(startAt.getTime() + time.minutes * 60_000),
      localDate: time.localDate,
      platform: 'API',
      preferences,
    });
  return { uuid, startAt };
}

function hoursFromNow(hoursAhead: number): AppointmentTime {
  const startAt = new Date(Date.now() + hoursAhead * 3_600_000);
  return { startAt, minutes: 30, localDate: startAt.toISOString().slice(0, 10) };
}
