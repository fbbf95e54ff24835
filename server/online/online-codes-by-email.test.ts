import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as bookRoute } from '@/app/api/online/book/[dealer]/bookings/route';
import { POST as codesRoute } from '@/app/api/online/book/[dealer]/codes/route';
import { POST as verifyRoute } from '@/app/api/online/book/[dealer]/codes/verify/route';
import { POST as timesRoute } from '@/app/api/online/book/[dealer]/times/route';
import { POST as waitlistRoute } from '@/app/api/online/book/[dealer]/waitlist/route';
import { callRoute } from '../../test/call-route';
import { createTestCustomer, type TestServiceSetup, type TestTenant } from '../../test/fixtures';
import { createBookableTenant, openOnlineScheduling } from '../../test/support/bookable-tenant';
import { type SmtpStandIn, startSmtpServer } from '../../test/support/smtp-server';
import { peerAddressHeader } from '../auth/client-address';
import { db } from '../db/client';
import { appointments, customerEmails, customers } from '../db/schema';
import { overrideEnvForTests } from '../env';
import { newUuid } from '../ids';
import { closeEmailTransports } from '../messaging/providers/email-providers';
import { addDays, instantToLocalDate } from '../time/wall-clock';

type Body = Record<string, unknown>;

let own: TestTenant;
let setup: TestServiceSetup;
let smtp: SmtpStandIn;
const dealer = () => ({ dealer: own.dealerUuid });
const errorCode = (body: Body) => (body.error as { code?: string } | undefined)?.code;
/** An address of its own per call, so runs within the hour never share a limit. */
const freshEmail = () => `driver-${randomBytes(5).toString('hex')}@example.com`;
const freshAddress = () => `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}`;

beforeAll(async () => {
  ({ tenant: own, setup } = await createBookableTenant());
  await openOnlineScheduling(own);
  smtp = await startSmtpServer();
  overrideEnvForTests({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  closeEmailTransports();
  await smtp.close();
});

function sendCode(body: Body, address = freshAddress()) {
  return callRoute<Body>(codesRoute, {
    path: '/x',
    params: dealer(),
    body,
    headers: { [peerAddressHeader]: address },
  });
}

function verify(email: string, code: string) {
  return callRoute<Body>(verifyRoute, { path: '/x', params: dealer(), body: { email, code } });
}

/** Every code the SMTP server took for the address, oldest first, read from the emails' text. */
async function emailedCodes(email: string): Promise<string[]> {
  const mails = smtp.delivered.filter((d) => d.recipients.includes(email));
  const texts = await Promise.all(mails.map(async (m) => (await simpleParser(m.data)).text ?? ''));
  return texts.map((t) => t.match(/\b(\d{6})\b/)?.[1] ?? '');
}

async function lastEmailedCode(email: string): Promise<string> {
  const code = (await emailedCodes(email)).at(-1);
  if (!code) throw new Error(`no code was emailed to ${email}`);
  return code;
}

/** A returning customer (one vehicle) who also has an email on file. */
async function customerWithEmail() {
  const customer = await createTestCustomer(own);
  const email = freshEmail();
  await db().insert(customerEmails).values({
    uuid: newUuid(),
    customerUuid: customer.customerUuid,
    emailAddress: email,
    isPreferred: true,
  });
  return { ...customer, email };
}

async function emailSession(email: string) {
  const sent = await sendCode({ email });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await verify(email, await lastEmailedCode(email));
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body;
}

describe('one-time codes by email', () => {
  it('emails a code through SMTP, and answers the same for a known and an unknown email', async () => {
    const known = await customerWithEmail();
    const unknown = freshEmail();
    const forKnown = await sendCode({ email: known.email.toUpperCase() });
    const forUnknown = await sendCode({ email: unknown });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({ sent: true, expiresInSeconds: 600 });
    const mail = await simpleParser(
      smtp.delivered.find((d) => d.recipients.includes(known.email))?.data ?? '',
    );
    expect(mail.subject).toMatch(/booking code/);
    expect(mail.text).toMatch(/^\d{6} is your .+ booking code\. It expires in 10 minutes\./);
    expect(await emailedCodes(unknown)).toHaveLength(1);
  });

  it('after the right code, fills in the customer on file; an unknown email gets none and cannot book', async () => {
    const known = await customerWithEmail();
    const found = await emailSession(known.email);
    expect(found.customer).toMatchObject({
      firstName: 'Casey',
      vehicles: [{ vehicleUuid: known.vehicleUuid }],
    });
    const stranger = await emailSession(freshEmail());
    expect(stranger.customer).toBeNull();
    const refused = await callRoute<Body>(bookRoute, {
      path: '/x',
      params: dealer(),
      body: {
        session: stranger.session,
        startDateTime: `${addDays(instantToLocalDate(new Date(), 'America/Chicago'), 3)}T10:00:00`,
        customer: { firstName: 'Nova', lastName: 'Stranger' },
        vehicle: { year: 2022, make: 'Honda', model: 'Civic' },
      },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(401);
    expect(errorCode(refused.body)).toBe('VERIFICATION_REQUIRED');
    const waitlist = await callRoute<Body>(waitlistRoute, {
      path: '/x',
      params: dealer(),
      body: { session: found.session, date: addDays(instantToLocalDate(new Date(), 'America/Chicago'), 3) },
    });
    expect(errorCode(waitlist.body)).toBe('VERIFICATION_REQUIRED');
  });

  it('refuses the 4th code for an email within the hour, with Retry-After, and emails only 3', async () => {
    const email = freshEmail();
    for (let i = 0; i < 3; i++) expect((await sendCode({ email })).status).toBe(200);
    const fourth = await sendCode({ email });
    expect(fourth.status).toBe(429);
    expect(errorCode(fourth.body)).toBe('TOO_MANY_CODES');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await emailedCodes(email)).toHaveLength(3);
  });

  it('counts texted and emailed codes together for one caller address', async () => {
    overrideEnvForTests({ ONLINE_CODES_PER_ADDRESS_PER_HOUR: '2' });
    try {
      const address = freshAddress();
      expect((await sendCode({ phone: `+1312555${String(Date.now()).slice(-4)}` }, address)).status).toBe(
        200,
      );
      expect((await sendCode({ email: freshEmail() }, address)).status).toBe(200);
      const third = await sendCode({ email: freshEmail() }, address);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).not.toBeNull();
    } finally {
      overrideEnvForTests({ ONLINE_CODES_PER_ADDRESS_PER_HOUR: '20' });
    }
  });

  it('refuses the 6th try of an emailed code, even the right code', async () => {
    const email = freshEmail();
    expect((await sendCode({ email })).status).toBe(200);
    const code = await lastEmailedCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(errorCode((await verify(email, wrong)).body)).toBe('INVALID_CODE');
    const sixth = await verify(email, code);
    expect(sixth.status).toBe(400);
    expect(errorCode(sixth.body)).toBe('INVALID_CODE');
  });

  it('books a returning customer proven by email for their own record, confirmed by email', async () => {
    const known = await customerWithEmail();
    const { session } = await emailSession(known.email);
    const times = await callRoute<Body>(timesRoute, {
      path: '/x',
      params: dealer(),
      body: { operationUuids: [setup.opcodeUuid], transportOptionUuid: setup.transportOptionUuid },
    });
    const day = (times.body.days as { times: { startDateTime: string }[] }[]).find((d) => d.times.length > 0);
    const booked = await callRoute<Body>(bookRoute, {
      path: '/x',
      params: dealer(),
      body: {
        session,
        startDateTime: day?.times[0]?.startDateTime,
        operationUuids: [setup.opcodeUuid],
        transportOptionUuid: setup.transportOptionUuid,
        vehicleUuid: known.vehicleUuid,
        textConsent: { given: true, wording: 'Text me about this visit.' },
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [row] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.uuid, booked.body.appointmentUuid as string));
    expect(row?.customerUuid).toBe(known.customerUuid);
    expect(row?.vehicleUuid).toBe(known.vehicleUuid);
    expect(row?.preferences).toMatchObject({
      emailConfirmation: true,
      confirmationEmail: known.email,
      textConfirmation: false,
    });
    const holders = await db()
      .select({ uuid: customers.uuid })
      .from(customers)
      .innerJoin(customerEmails, eq(customerEmails.customerUuid, customers.uuid))
      .where(eq(customerEmails.emailAddress, known.email));
    expect(holders).toEqual([{ uuid: known.customerUuid }]);
  });
});
