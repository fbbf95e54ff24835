import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as noteRoute } from '@/app/api/communications/department/[departmentUUID]/customer/[customerUuid]/message/route';
import { POST as sendRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/route';
import { POST as inboundRoute } from '@/app/api/webhooks/sms/inbound/route';
import { POST as statusRoute } from '@/app/api/webhooks/sms/status/route';
import { db } from '../../server/db/client';
import {
  apiClients,
  customerLocks,
  customerPhones,
  dealerAssociates,
  departments,
  messages,
  messagingSettings,
  webhookDeliveries,
  webhookDeliveryAttempts,
} from '../../server/db/schema';
import { env, overrideEnvForTests } from '../../server/env';
import { newUuid } from '../../server/ids';
import { stopJobs } from '../../server/jobs/boss';
import { dispatchMessages } from '../../server/messaging/dispatch-message';
import { ProviderError, type TextProvider } from '../../server/messaging/providers/types';
import { sweepMessages } from '../../server/messaging/sweep-messages';
import { twilioSignature } from '../../server/messaging/twilio-signature';
import { enqueue } from '../../server/queue/enqueue';
import { queues } from '../../server/queue/queues';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { type CallResult, callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { createMessagingCustomer, makeRetriesDue, randomPhone, startReceiver } from '../messaging';
import { processJobsNow } from '../process-jobs-now';

type Body = Record<string, unknown>;
type SendResponse = {
  customerUUID: string | null;
  messageUUID: string | null;
  requestUUID: string;
  status: 'SUCCESS' | 'FAILURE';
  errors: Array<{ errorCode: string; errorDescription: string; errorUID: string }>;
  warnings: Array<{ warningCode: string; warningDescription: string }>;
  metaData: Record<string, string>;
};

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let matrixCustomer: string;

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  receiver = await startReceiver();
  overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1' });
  matrixCustomer = (await createMessagingCustomer(own.dealerUuid)).customerUuid;
});

afterAll(async () => {
  await stopJobs();
  await receiver.close();
});

const text = (body = 'Your car is ready for pickup.', extra: Body = {}) => ({
  messageAttributes: { body, isManual: false, protocol: 'TEXT', type: 'OUTGOING' },
  messageSendingAttributes: extra,
});
const email = (extra: Body = {}) => ({
  messageAttributes: {
    body: 'Your invoice is attached.',
    subject: 'Invoice',
    isManual: false,
    protocol: 'EMAIL',
    type: 'OUTGOING',
  },
  messageSendingAttributes: extra,
});

function send(
  customerUuid: string,
  body: unknown,
  options: { tenant?: TestTenant; user?: string; as?: TestClient } = {},
): Promise<CallResult<SendResponse>> {
  const tenant = options.tenant ?? own;
  const user = options.user ?? 'DEFAULT';
  return callRoute<SendResponse>(sendRoute, {
    path: `/api/communications/department/${tenant.departmentUuid}/user/${user}/customer/${customerUuid}/message`,
    params: { departmentUUID: tenant.departmentUuid, userUuid: user, customerUuid },
    authorization: (options.as ?? client).authorization,
    body,
  });
}

const messageRow = async (uuid: string | null) =>
  (
    await db()
      .select()
      .from(messages)
      .where(eq(messages.uuid, uuid ?? ''))
  )[0];
const threadCount = async (customerUuid: string) =>
  (await db().select().from(messages).where(eq(messages.customerUuid, customerUuid))).length;
const callbacksFor = (messageUuid: string) =>
  receiver.received.filter((r) => (JSON.parse(r.body) as SendResponse).messageUUID === messageUuid);

/** Runs queued sends (with the sandbox's delivery outcomes), then callback deliveries. */
async function drain() {
  await processJobsNow(queues.messagingSend);
  await processJobsNow(queues.webhookDeliver);
}

describe('send message: authentication and scope', () => {
  describeAuthMatrix(
    {
      name: 'send message',
      handler: sendRoute,
      scope: 'message.create',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: `/api/communications/department/${t.departmentUuid}/user/DEFAULT/customer/${matrixCustomer}/message`,
        params: { departmentUUID: t.departmentUuid, userUuid: 'DEFAULT', customerUuid: matrixCustomer },
        body: text('Matrix'),
      }),
      errorCode: (body) => (body.errors as Array<{ errorCode: string }>)[0]?.errorCode,
    },
    () => ({ own, other }),
  );
});

describe('send message: validation failures are 400, record nothing and send no callback', () => {
  const cases: Array<[string, unknown, string, number]> = [
    ['no messageAttributes', { messageSendingAttributes: {} }, 'MISSING_MESSAGE_ATTRIBUTES', 400],
    [
      'no type',
      { messageAttributes: { body: 'x', isManual: false, protocol: 'TEXT' } },
      'MISSING_MESSAGE_TYPE',
      400,
    ],
    [
      'no protocol',
      { messageAttributes: { body: 'x', isManual: false, type: 'OUTGOING' } },
      'MISSING_MESSAGE_PROTOCOL',
      400,
    ],
    [
      'unknown protocol',
      { messageAttributes: { body: 'x', isManual: false, type: 'OUTGOING', protocol: 'FAX' } },
      'MISSING_MESSAGE_PROTOCOL',
      400,
    ],
    [
      'no isManual',
      { messageAttributes: { body: 'x', protocol: 'TEXT', type: 'OUTGOING' } },
      'MISSING_IS_MANUAL',
      400,
    ],
    [
      'blank body',
      { messageAttributes: { body: '  ', isManual: false, protocol: 'TEXT', type: 'OUTGOING' } },
      'MISSING_MESSAGE_BODY',
      400,
    ],
    [
      'phone not of the customer',
      text('x', { communicationValueOfCustomer: '(312) 555-0199' }),
      'INVALID_COMMUNICATION_VALUE',
      400,
    ],
    [
      'not a phone number',
      text('x', { communicationValueOfCustomer: 'call me maybe' }),
      'INVALID_COMMUNICATION_VALUE',
      400,
    ],
    [
      'email given for a text',
      text('x', { communicationValueOfCustomer: 'someone@example.com' }),
      'INVALID_COMMUNICATION_VALUE',
      400,
    ],
    [
      'malformed email',
      email({ communicationValueOfCustomer: 'not-an-email' }),
      'INVALID_EMAIL_ADDRESS',
      400,
    ],
    [
      'email not of the customer',
      email({ communicationValueOfCustomer: 'stranger@example.com' }),
      'INVALID_COMMUNICATION_VALUE',
      400,
    ],
    ['callbackURL not http(s)', text('x', { callbackURL: 'ftp://example.com/x' }), 'INVALID_REQUEST', 400],
    // 1,590 characters fit the body's limit; the department's opt-out line takes it over 1,600.
    [
      'a text over 1,600 characters with its opt-out line',
      text('x'.repeat(1590)),
      'MESSAGE_BODY_TOO_LONG',
      400,
    ],
  ];
  it.each(cases)('%s → %s', async (_name, body, code, status) => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const withCallback =
      typeof body === 'object' && body && 'messageAttributes' in body
        ? {
            ...body,
            messageSendingAttributes: {
              callbackURL: `${receiver.url}/validation`,
              ...((body as Body).messageSendingAttributes as Body),
            },
          }
        : body;
    const res = await send(customerUuid, withCallback);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.status).toBe('FAILURE');
    expect(res.body.errors[0]?.errorCode).toBe(code);
    expect(res.body.messageUUID).toBeNull();
    expect(await threadCount(customerUuid)).toBe(0);
    await drain();
    expect(receiver.received.filter((r) => r.headers.host && r.body.includes(customerUuid))).toEqual([]);
  });

  it('an unknown user is INVALID_USER, another dealer’s customer INVALID_CUSTOMER', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const unknownUser = await send(customerUuid, text(), { user: newUuid() });
    expect([unknownUser.status, unknownUser.body.errors[0]?.errorCode]).toEqual([404, 'INVALID_USER']);
    const foreign = await createMessagingCustomer(other.dealerUuid);
    const res = await send(foreign.customerUuid, text());
    expect([res.status, res.body.errors[0]?.errorCode]).toEqual([404, 'INVALID_CUSTOMER']);
    expect(await threadCount(foreign.customerUuid)).toBe(0);
  });

  it('a manual text from a user without messaging.text.send.manual is USER_DOES_NOT_HAVE_AUTHORITY', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const manual = text();
    manual.messageAttributes.isManual = true;
    const res = await send(customerUuid, manual, { user: 'DEFAULT' });
    expect([res.status, res.body.errors[0]?.errorCode]).toEqual([403, 'USER_DOES_NOT_HAVE_AUTHORITY']);
    const ok = await send(customerUuid, manual, { user: own.advisor.userUuid });
    expect(ok.body.status).toBe('SUCCESS');
  });

  it('a department without a text number is MISSING_VOICE_CREDENTIALS, without any email MISSING_DEALER_EMAIL', async () => {
    const { own: bare } = await createTenantPair();
    const bareClient = await createFullAccessClient(bare);
    await db()
      .update(departments)
      .set({ textNumber: null, emailAddress: null })
      .where(eq(departments.uuid, bare.departmentUuid));
    const { dealers } = await import('../../server/db/schema');
    await db().update(dealers).set({ emailAddress: null }).where(eq(dealers.uuid, bare.dealerUuid));
    const { customerUuid } = await createMessagingCustomer(bare.dealerUuid);
    const t = await send(customerUuid, text(), { tenant: bare, as: bareClient });
    expect([t.status, t.body.errors[0]?.errorCode]).toEqual([400, 'MISSING_VOICE_CREDENTIALS']);
    const e = await send(customerUuid, email(), { tenant: bare, as: bareClient });
    expect([e.status, e.body.errors[0]?.errorCode]).toEqual([400, 'MISSING_DEALER_EMAIL']);
  });
});

describe('send message: refusals are recorded (200, FAILURE) and reported to the callback', () => {
  it('an opted-out number → OPTED_OUT_COMMUNICATION_VALUE with a FAILURE callback', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { optIn: 'OPTED_OUT' });
    const res = await send(
      customerUuid,
      text('Hi', { callbackURL: `${receiver.url}/optout`, callbackMetaData: { ref: 'A1' } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('FAILURE');
    expect(res.body.errors[0]?.errorCode).toBe('OPTED_OUT_COMMUNICATION_VALUE');
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('FAILED');
    await drain();
    const [callback] = callbacksFor(res.body.messageUUID as string);
    expect(JSON.parse(callback?.body ?? '{}')).toMatchObject({ status: 'FAILURE', metaData: { ref: 'A1' } });
  });

  it('a number marked not OK to text → COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { okToText: false });
    const res = await send(customerUuid, text());
    expect(res.body.errors[0]?.errorCode).toBe('COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE');
  });

  it('a customer locked by another advisor → CUSTOMER_LOCKED for manual sends only', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    await db()
      .insert(customerLocks)
      .values({
        uuid: newUuid(),
        departmentUuid: own.departmentUuid,
        customerUuid,
        dealerAssociateUuid: own.defaultDealerAssociateUuid,
        expiresAt: new Date(Date.now() + 60_000),
      });
    const manual = text('Manual');
    manual.messageAttributes.isManual = true;
    const res = await send(customerUuid, manual, { user: own.advisor.userUuid });
    expect(res.body.errors[0]?.errorCode).toBe('CUSTOMER_LOCKED');
    const automatic = await send(customerUuid, text('Automatic'));
    expect(automatic.body.status).toBe('SUCCESS');
  });

  it('more messages to one recipient than the dealership allows → RATE_LIMIT_REACHED', async () => {
    const { own: limited } = await createTenantPair();
    const limitedClient = await createFullAccessClient(limited);
    await db()
      .insert(messagingSettings)
      .values({ dealerUuid: limited.dealerUuid, recipientRateLimit: 2, recipientRateWindowSeconds: 600 });
    const { customerUuid } = await createMessagingCustomer(limited.dealerUuid);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await send(customerUuid, text(`Number ${i}`), { tenant: limited, as: limitedClient });
      codes.push(res.body.errors[0]?.errorCode ?? res.body.status);
    }
    expect(codes).toEqual(['SUCCESS', 'SUCCESS', 'RATE_LIMIT_REACHED']);
  });

  it('emails: blocked recipient fails, CC/BCC entries are skipped with their warnings', async () => {
    const { own: shop } = await createTenantPair();
    const shopClient = await createFullAccessClient(shop);
    await db()
      .insert(messagingSettings)
      .values({
        dealerUuid: shop.dealerUuid,
        blockedEmailDomains: ['@spam.example'],
        doNotCcAddresses: ['boss@example.com'],
      });
    const blocked = await createMessagingCustomer(shop.dealerUuid, { email: 'me@spam.example' });
    const refused = await send(blocked.customerUuid, email(), { tenant: shop, as: shopClient });
    expect(refused.body.errors[0]?.errorCode).toBe('BLACKLISTED_EMAIL_ADDRESS_OR_DOMAIN');
    const fine = await createMessagingCustomer(shop.dealerUuid);
    const res = await send(
      fine.customerUuid,
      email({
        ccList: ['nope', 'boss@example.com', 'x@spam.example', 'partner@example.com'],
        bccList: ['y@spam.example'],
      }),
      { tenant: shop, as: shopClient },
    );
    expect(res.body.status).toBe('SUCCESS');
    expect(res.body.warnings.map((w) => w.warningCode)).toEqual([
      'INVALID_EMAIL',
      'DO_NOT_CC_ENABLED',
      'BLACKLISTED_EMAIL_DOMAIN',
      'BLACKLISTED_EMAIL_DOMAIN',
    ]);
    const row = await messageRow(res.body.messageUUID);
    expect([row?.ccList, row?.bccList]).toEqual([['partner@example.com'], []]);
  });

  it('queueIfOptedOut on an email → CANT_QUEUE_MESSAGE_IF_OPTED_OUT; overrideOptOut without the authority → CANT_OVERRIDE_OPTOUT', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { optIn: 'NONE' });
    const e = await send(customerUuid, email({ queueIfOptedOut: true }));
    expect(e.body.warnings.map((w) => w.warningCode)).toEqual(['CANT_QUEUE_MESSAGE_IF_OPTED_OUT']);
    expect((await messageRow(e.body.messageUUID))?.deliveryStatus).toBe('QUEUED');
    const t = await send(customerUuid, text('Hold me', { queueIfOptedOut: true, overrideOptOut: true }));
    expect(t.body.warnings.map((w) => w.warningCode)).toEqual(['CANT_OVERRIDE_OPTOUT']);
    expect((await messageRow(t.body.messageUUID))?.deliveryStatus).toBe('WAITING_FOR_OPT_IN');
    await db()
      .update(dealerAssociates)
      .set({ authorities: ['sms.send', 'messaging.optout.override'] })
      .where(eq(dealerAssociates.uuid, own.defaultDealerAssociateUuid));
    const overridden = await send(customerUuid, text('Now', { queueIfOptedOut: true, overrideOptOut: true }));
    expect(overridden.body.warnings).toEqual([]);
    expect((await messageRow(overridden.body.messageUUID))?.deliveryStatus).toBe('QUEUED');
    await db()
      .update(dealerAssociates)
      .set({ authorities: ['sms.send'] })
      .where(eq(dealerAssociates.uuid, own.defaultDealerAssociateUuid));
  });
});

describe('send message: synchronous and queued', () => {
  it('synchronous: the answer carries the provider’s acceptance; only the carrier update is called back', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await send(
      customerUuid,
      text('Sync', { sendSynchronously: true, callbackURL: `${receiver.url}/sync` }),
    );
    expect(res.body.status).toBe('SUCCESS');
    // The sandbox knows the carrier's outcome at once: sent, then delivered, in the send itself.
    const row = await messageRow(res.body.messageUUID);
    expect(row?.deliveryStatus).toBe('DELIVERED');
    expect(row?.providerMessageId).toMatch(/^SB/);
    expect(row?.sentOn).toBeInstanceOf(Date);
    expect(row?.deliveredOn?.getTime()).toBeGreaterThanOrEqual(row?.sentOn?.getTime() ?? Infinity);
    expect(row?.body).toBe('Sync\nReply STOP to opt out.');
    await drain();
    const calls = callbacksFor(res.body.messageUUID as string);
    expect(calls.map((c) => (JSON.parse(c.body) as SendResponse).status)).toEqual(['SUCCESS']);
  });

  it('synchronous to a number the provider refuses → FAILURE TWILIO_SENDING_FAILURE in the answer', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { phone: randomPhone('2222') });
    const res = await send(customerUuid, text('x', { sendSynchronously: true }));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('FAILURE');
    expect(res.body.errors[0]?.errorCode).toBe('TWILIO_SENDING_FAILURE');
    expect(res.body.messageUUID).not.toBeNull();
  });

  it('queued: recorded before the answer, sent by the worker once, delivered, called back signed with echoed metaData', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await send(
      customerUuid,
      text('Queued', {
        callbackURL: `${receiver.url}/queued`,
        callbackMetaData: { orderId: 'RO-77', attempt: 1 },
        addTCPAFooter: false,
        addSignature: true,
        addFooter: true,
      }),
    );
    expect(res.body.status).toBe('SUCCESS');
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('QUEUED');
    await processJobsNow(queues.messagingSend);
    const row = await messageRow(res.body.messageUUID);
    expect(row?.deliveryStatus).toBe('DELIVERED');
    expect(row?.providerMessageId).toMatch(/^SB/);
    expect(row?.deliveredOn?.getTime()).toBeGreaterThanOrEqual(row?.sentOn?.getTime() ?? Infinity);
    expect(row?.sendAttempts).toBe(1);
    await drain();
    expect(row?.body).toBe('Queued\n- Service Desk');
    const [callback] = callbacksFor(res.body.messageUUID as string);
    if (!callback) throw new Error('no callback');
    const payload = JSON.parse(callback.body) as SendResponse;
    expect(payload).toEqual({
      customerUUID: customerUuid,
      messageUUID: res.body.messageUUID,
      requestUUID: res.body.requestUUID,
      status: 'SUCCESS',
      errors: [],
      warnings: [],
      metaData: { orderId: 'RO-77', attempt: '1' },
      segmentCount: 1,
    });
    const [stored] = await db().select().from(apiClients).where(eq(apiClients.username, client.username));
    const secret = stored?.webhookSecret as string;
    expect(secret).toMatch(/^whsec_/);
    const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`${callback.headers['webhook-id']}.${callback.headers['webhook-timestamp']}.${callback.body}`)
      .digest('base64');
    expect(callback.headers['webhook-signature']).toBe(`v1,${expected}`);
    // Running the send job again (a duplicate or a retry) sends nothing more.
    expect(await processJobsNow(queues.messagingSend)).toEqual([]);
  });

  it('a receiver that fails twice then succeeds gets the callback once it acknowledges; every attempt is kept', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await send(customerUuid, text('Flaky', { callbackURL: `${receiver.url}/flaky` }));
    await processJobsNow(queues.messagingSend);
    receiver.answers.push(500, 503);
    await processJobsNow(queues.webhookDeliver);
    await makeRetriesDue(queues.webhookDeliver);
    await processJobsNow(queues.webhookDeliver);
    await makeRetriesDue(queues.webhookDeliver);
    await processJobsNow(queues.webhookDeliver);
    const calls = callbacksFor(res.body.messageUUID as string);
    expect(calls.map((c) => c.answeredWith)).toEqual([500, 503, 200]);
    expect(new Set(calls.map((c) => c.headers['webhook-id'])).size).toBe(1);
    const [delivery] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.reference, res.body.messageUUID as string));
    expect([delivery?.status, delivery?.attempts]).toEqual(['DELIVERED', 3]);
    const attempts = await db()
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryUuid, delivery?.uuid as string));
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 500, 503]);
    await makeRetriesDue(queues.webhookDeliver);
    await processJobsNow(queues.webhookDeliver);
    expect(callbacksFor(res.body.messageUUID as string)).toHaveLength(3);
  });

  it('provider down: retried for about a day, then FAILED with TWILIO_SENDING_FAILURE and a FAILURE callback', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { phone: randomPhone('1111') });
    const res = await send(customerUuid, text('Down', { callbackURL: `${receiver.url}/down` }));
    for (let i = 0; i < 16; i++) {
      await processJobsNow(queues.messagingSend);
      await makeRetriesDue(queues.messagingSend);
    }
    const row = await messageRow(res.body.messageUUID);
    expect(row?.deliveryStatus).toBe('FAILED');
    expect(row?.errorCode).toBe('TWILIO_SENDING_FAILURE');
    expect(row?.sendAttempts).toBe(14);
    await processJobsNow(queues.webhookDeliver);
    const payload = JSON.parse(callbacksFor(res.body.messageUUID as string)[0]?.body ?? '{}') as SendResponse;
    expect(payload.status).toBe('FAILURE');
    expect(payload.errors[0]?.errorCode).toBe('TWILIO_SENDING_FAILURE');
  });

  it('carrier rejection (number ending 0000) → FAILED with the reason in plain words and a FAILURE callback', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { phone: randomPhone('0000') });
    const res = await send(customerUuid, text('Landline', { callbackURL: `${receiver.url}/carrier` }));
    await drain();
    const row = await messageRow(res.body.messageUUID);
    expect(row?.deliveryStatus).toBe('FAILED');
    expect(row?.failureReason).toMatch(/carrier rejected/);
    const payload = JSON.parse(callbacksFor(res.body.messageUUID as string)[0]?.body ?? '{}') as SendResponse;
    expect([payload.status, payload.errors[0]?.errorCode]).toEqual(['FAILURE', 'TWILIO_SENDING_FAILURE']);
  });

  it('a mail server refusal → FAILED INVALID_EMAIL_ADDRESS; a message without recipient → INTERNAL_SERVER_ERROR', async () => {
    const bounced = await createMessagingCustomer(own.dealerUuid, { email: 'nobody@bounce.example' });
    const res = await send(bounced.customerUuid, email({ callbackURL: `${receiver.url}/bounce` }));
    await drain();
    const payload = JSON.parse(callbacksFor(res.body.messageUUID as string)[0]?.body ?? '{}') as SendResponse;
    expect([payload.status, payload.errors[0]?.errorCode]).toEqual(['FAILURE', 'INVALID_EMAIL_ADDRESS']);
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const broken = await send(
      customerUuid,
      text('Lost recipient', { callbackURL: `${receiver.url}/broken` }),
    );
    await db()
      .update(messages)
      .set({ toNumber: null })
      .where(eq(messages.uuid, broken.body.messageUUID as string));
    await drain();
    const row = await messageRow(broken.body.messageUUID);
    expect([row?.deliveryStatus, row?.errorCode]).toEqual(['FAILED', 'INTERNAL_SERVER_ERROR']);
    expect(callbacksFor(broken.body.messageUUID as string)).toHaveLength(1);
  });

  it('a batch of sends: each job succeeds, fails or is retried on its own; a duplicate job sends nothing more', async () => {
    const sendTo = async (ending?: string) => {
      const { customerUuid } = await createMessagingCustomer(own.dealerUuid, {
        phone: randomPhone(ending),
      });
      const res = await send(customerUuid, text('Batch', { callbackURL: `${receiver.url}/batch` }));
      return res.body.messageUUID as string;
    };
    const [fine, down, refused, rejected] = [
      await sendTo(),
      await sendTo('1111'),
      await sendTo('2222'),
      await sendTo('0000'),
    ];
    await db().transaction((tx) => enqueue(tx, queues.messagingSend, { messageUuid: fine }));
    const outcomes = await processJobsNow(queues.messagingSend);
    expect(outcomes.map((o) => o.ok).sort()).toEqual([false, true, true, true, true]);
    const rows = await Promise.all([fine, down, refused, rejected].map(messageRow));
    expect(rows.map((r) => [r?.deliveryStatus, r?.sendAttempts])).toEqual([
      ['DELIVERED', 1],
      ['QUEUED', 1],
      ['FAILED', 1],
      ['FAILED', 1],
    ]);
    const jobStates = await db().execute<{ message: string; state: string }>(
      sql`select data->>'messageUuid' as message, state from pgboss.job
          where name = ${queues.messagingSend} and data->>'messageUuid' in (${fine}, ${down}, ${refused}, ${rejected})`,
    );
    const stateOf = (uuid: string) =>
      [...jobStates]
        .filter((j) => j.message === uuid)
        .map((j) => j.state)
        .sort();
    expect([stateOf(fine), stateOf(down), stateOf(refused), stateOf(rejected)]).toEqual([
      ['completed', 'completed'],
      ['retry'],
      ['completed'],
      ['completed'],
    ]);
    await processJobsNow(queues.webhookDeliver);
    const statusOf = (uuid: string) =>
      callbacksFor(uuid).map((c) => (JSON.parse(c.body) as SendResponse).status);
    expect([statusOf(fine), statusOf(down), statusOf(refused), statusOf(rejected)]).toEqual([
      ['SUCCESS'],
      [],
      ['FAILURE'],
      ['FAILURE'],
    ]);
    // The retried job alone runs out its attempts (13 retries): FAILED once, called back once.
    for (let i = 0; i < 13; i++) {
      await makeRetriesDue(queues.messagingSend);
      await processJobsNow(queues.messagingSend);
    }
    await processJobsNow(queues.webhookDeliver);
    expect([(await messageRow(down))?.deliveryStatus, statusOf(down)]).toEqual(['FAILED', ['FAILURE']]);
    expect(statusOf(fine)).toEqual(['SUCCESS']);
  });

  it('sends racing for the same message hand it over once', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await send(customerUuid, text('Race'));
    const uuid = res.body.messageUUID as string;
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => dispatchMessages(db(), [{ messageUuid: uuid, finalAttempt: false }])),
    );
    expect(
      outcomes
        .flat()
        .map((o) => (o.ok ? o.status : 'ERROR'))
        .sort(),
    ).toEqual(['NOT_QUEUED', 'NOT_QUEUED', 'SENT']);
    expect((await messageRow(uuid))?.sendAttempts).toBe(1);
    // Its queued job then finds it taken and does nothing.
    expect(await processJobsNow(queues.messagingSend)).toEqual([{ ok: true }]);
    expect((await messageRow(uuid))?.sendAttempts).toBe(1);
  });

  it('a send cut off mid-way whose look-up keeps failing is failed after the deadline with MESSAGE_SEND_LOCK_NOT_OBTAINED', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await send(customerUuid, text('Crash', { callbackURL: `${receiver.url}/crash` }));
    await db()
      .update(messages)
      .set({ deliveryStatus: 'SENDING' })
      .where(eq(messages.uuid, res.body.messageUUID as string));
    expect(await processJobsNow(queues.messagingSend)).toEqual([{ ok: true }]);
    expect((await messageRow(res.body.messageUUID))?.providerMessageId).toBeNull();
    const unreachable: TextProvider = {
      name: 'unreachable',
      send: () => Promise.reject(new Error('not used')),
      lookUp: () =>
        Promise.reject(new ProviderError('The text provider is down', { transient: true, code: 'DOWN' })),
    };
    // Before the deadline a failing look-up leaves it SENDING for the next sweep.
    await sweepMessages(db(), new Date(Date.now() + 3 * 60_000), unreachable);
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('SENDING');
    await sweepMessages(db(), new Date(Date.now() + 11 * 60_000), unreachable);
    const row = await messageRow(res.body.messageUUID);
    expect([row?.deliveryStatus, row?.errorCode]).toEqual(['FAILED', 'MESSAGE_SEND_LOCK_NOT_OBTAINED']);
  });
});

/** Posts a provider webhook as Twilio does: form-encoded, signed with SMS_AUTH_TOKEN unless a signature is given. */
function postWebhook(
  handler: (request: Request) => Promise<Response>,
  path: string,
  form: Record<string, string>,
  signature?: string,
): Promise<Response> {
  const url = `http://localhost${path}`;
  return handler(
    new Request(url, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signature ?? twilioSignature(env().SMS_AUTH_TOKEN, url, form),
      },
    }),
  );
}

const inbound = (from: string, body: string, options: { signature?: string } = {}) =>
  postWebhook(
    inboundRoute,
    '/api/webhooks/sms/inbound',
    { From: from, To: '+13125550101', Body: body, MessageSid: `SM${newUuid()}` },
    options.signature,
  );

describe('consent and the queued-text lifecycle', () => {
  it('STOP opts out with one confirmation text; a send afterwards is OPTED_OUT_COMMUNICATION_VALUE', async () => {
    const { customerUuid, phone } = await createMessagingCustomer(own.dealerUuid, { optIn: 'OPTED_IN' });
    await send(customerUuid, text('Hello'));
    await inbound(phone, 'STOP');
    const [stored] = await db()
      .select()
      .from(customerPhones)
      .where(eq(customerPhones.customerUuid, customerUuid));
    expect(stored?.optInStatus).toBe('OPTED_OUT');
    const replies = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.customerUuid, customerUuid), eq(messages.purpose, 'CONSENT_REPLY')));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.body).toMatch(/unsubscribed/);
    const res = await send(customerUuid, text('After STOP'));
    expect(res.body.errors[0]?.errorCode).toBe('OPTED_OUT_COMMUNICATION_VALUE');
  });

  it('queued for opt-in → START → sent, with its callback', async () => {
    const { customerUuid, phone } = await createMessagingCustomer(own.dealerUuid, { optIn: 'NONE' });
    const res = await send(
      customerUuid,
      text('Welcome', { queueIfOptedOut: true, callbackURL: `${receiver.url}/start` }),
    );
    expect(res.body.status).toBe('SUCCESS');
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('WAITING_FOR_OPT_IN');
    await drain();
    expect(callbacksFor(res.body.messageUUID as string)).toEqual([]);
    await inbound(phone, 'start');
    await drain();
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('DELIVERED');
    const payload = JSON.parse(callbacksFor(res.body.messageUUID as string)[0]?.body ?? '{}') as SendResponse;
    expect(payload.status).toBe('SUCCESS');
  });

  it('queued for opt-in → timeout → expired, with no callback', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, { optIn: 'NONE' });
    const res = await send(
      customerUuid,
      text('Never', { queueIfOptedOut: true, callbackURL: `${receiver.url}/expire` }),
    );
    await sweepMessages(db(), new Date(Date.now() + 23 * 60 * 60_000));
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('WAITING_FOR_OPT_IN');
    await sweepMessages(db(), new Date(Date.now() + 25 * 60 * 60_000));
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('EXPIRED');
    await drain();
    expect(callbacksFor(res.body.messageUUID as string)).toEqual([]);
  });

  it('HELP answers with the department’s contact; a reply is routed to the advisor who texted last', async () => {
    const { customerUuid, phone } = await createMessagingCustomer(own.dealerUuid);
    const manual = text('Manual hello');
    manual.messageAttributes.isManual = true;
    await send(customerUuid, manual, { user: own.advisor.userUuid });
    await inbound(phone, 'Thanks, see you at 3');
    await inbound(phone, 'HELP');
    const thread = await db().select().from(messages).where(eq(messages.customerUuid, customerUuid));
    const reply = thread.find((m) => m.body === 'Thanks, see you at 3');
    expect(reply?.dealerAssociateUuid).toBe(own.advisor.dealerAssociateUuid);
    expect(reply?.isRead).toBe(false);
    expect(thread.find((m) => m.purpose === 'CONSENT_REPLY')?.body).toMatch(/Reply STOP to opt out/);
  });

  it('a reply is not routed to a sender with do.not.route.incoming.message', async () => {
    const { customerUuid, phone } = await createMessagingCustomer(own.dealerUuid);
    await db()
      .update(dealerAssociates)
      .set({ authorities: ['sms.send', 'do.not.route.incoming.message'] })
      .where(eq(dealerAssociates.uuid, own.defaultDealerAssociateUuid));
    await send(customerUuid, text('From the integration user'));
    await inbound(phone, 'Who is this?');
    await db()
      .update(dealerAssociates)
      .set({ authorities: ['sms.send'] })
      .where(eq(dealerAssociates.uuid, own.defaultDealerAssociateUuid));
    const [reply] = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.customerUuid, customerUuid), eq(messages.direction, 'INCOMING')));
    expect([reply?.body, reply?.dealerAssociateUuid, reply?.routedOn]).toEqual(['Who is this?', null, null]);
  });

  it('a bad webhook signature is 403 and changes nothing', async () => {
    const { customerUuid, phone } = await createMessagingCustomer(own.dealerUuid);
    const before = await threadCount(customerUuid);
    const res = await inbound(phone, 'STOP', { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(res.status).toBe(403);
    expect(await threadCount(customerUuid)).toBe(before);
    const [stored] = await db()
      .select()
      .from(customerPhones)
      .where(eq(customerPhones.customerUuid, customerUuid));
    expect(stored?.optInStatus).toBe('OPTED_IN');
    const status = await postWebhook(
      statusRoute,
      '/api/webhooks/sms/status',
      { MessageSid: 'SBx', MessageStatus: 'delivered' },
      'wrong',
    );
    expect(status.status).toBe(403);
  });

  it('the status webhook applies a carrier update once', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await send(customerUuid, text('Status', { sendSynchronously: true }));
    // As a Twilio-compatible provider leaves it: taken (SENT), its outcome still to come.
    await db()
      .update(messages)
      .set({ deliveryStatus: 'SENT', deliveredOn: null })
      .where(eq(messages.uuid, res.body.messageUUID as string));
    const sid = (await messageRow(res.body.messageUUID))?.providerMessageId as string;
    const form = { MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '30003' };
    expect((await postWebhook(statusRoute, '/api/webhooks/sms/status', form)).status).toBe(204);
    const row = await messageRow(res.body.messageUUID);
    expect([row?.deliveryStatus, row?.failureReason]).toEqual([
      'FAILED',
      "The customer's phone is switched off or out of reach",
    ]);
    // A late "delivered" for the same text changes nothing.
    const late = { MessageSid: sid, MessageStatus: 'delivered' };
    expect((await postWebhook(statusRoute, '/api/webhooks/sms/status', late)).status).toBe(204);
    expect((await messageRow(res.body.messageUUID))?.deliveryStatus).toBe('FAILED');
  });
});

describe('internal notes', () => {
  it('a note joins the thread and is never sent', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const res = await callRoute<SendResponse>(noteRoute, {
      path: `/api/communications/department/${own.departmentUuid}/customer/${customerUuid}/message`,
      params: { departmentUUID: own.departmentUuid, customerUuid },
      authorization: client.authorization,
      body: {
        editor: { uuid: own.advisor.userUuid, departmentUuid: own.departmentUuid, type: 'USER' },
        messageAttributes: {
          body: JSON.stringify({ text: [], version: 1, previewText: 'Customer prefers mornings' }),
          type: 'NOTE',
          protocol: 'NONE',
          isManual: true,
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await messageRow(res.body.messageUUID);
    expect([row?.kind, row?.protocol, row?.body]).toEqual(['NOTE', 'NONE', 'Customer prefers mornings']);
  });
});
