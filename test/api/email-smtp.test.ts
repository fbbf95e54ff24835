import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as listRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/list/route';
import { POST as sendRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/route';
import type { ConversationsResponse } from '../../server/conversations/conversation.schemas';
import { db } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { stopJobs } from '../../server/jobs/boss';
import { closeEmailTransports, smtpPoolSettings } from '../../server/messaging/providers/email-providers';
import { emailSendRetry, queues } from '../../server/queue/queues';
import { createTenantPair } from '../auth-matrix';
import { type CallResult, callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { createMessagingCustomer, makeRetriesDue, startReceiver } from '../messaging';
import { processJobsNow } from '../process-jobs-now';
import { type SmtpStandIn, startSmtpServer } from '../support/smtp-server';

type Warning = { warningCode: string; warningDescription: string };
type SendResponse = {
  messageUUID: string | null;
  status: 'SUCCESS' | 'FAILURE';
  errors: Array<{ errorCode: string; errorDescription: string }>;
  warnings: Warning[];
};

let own: TestTenant;
let client: TestClient;
let smtp: SmtpStandIn;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ({ own } = await createTenantPair());
  client = await createFullAccessClient(own);
  smtp = await startSmtpServer();
  receiver = await startReceiver();
  overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1', SMTP_URL: smtp.url });
});

afterAll(async () => {
  await stopJobs();
  closeEmailTransports();
  await smtp.close();
  await receiver.close();
});

let counter = 0;
/** A customer whose email address is unique to the test, so refusals never leak between tests. */
async function customer() {
  const email = `customer-${++counter}-${Date.now()}@example.com`;
  return { ...(await createMessagingCustomer(own.dealerUuid, { email })), email };
}

function sendEmail(customerUuid: string, sending: Record<string, unknown> = {}) {
  return callRoute<SendResponse>(sendRoute, {
    path: `/api/communications/department/${own.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message`,
    params: { departmentUUID: own.departmentUuid, userUuid: 'DEFAULT', customerUuid },
    authorization: client.authorization,
    body: {
      messageAttributes: {
        body: 'Your invoice.',
        subject: 'Invoice',
        isManual: false,
        protocol: 'EMAIL',
        type: 'OUTGOING',
      },
      messageSendingAttributes: { callbackURL: `${receiver.url}/email`, ...sending },
    },
  });
}

const messageRow = async (res: CallResult<SendResponse>) =>
  (
    await db()
      .select()
      .from(messages)
      .where(eq(messages.uuid, res.body.messageUUID ?? ''))
  )[0];
const callbacksFor = (res: CallResult<SendResponse>) =>
  receiver.received
    .map((r) => JSON.parse(r.body) as SendResponse)
    .filter((payload) => payload.messageUUID === res.body.messageUUID);
const deliveredTo = (address: string) => smtp.delivered.filter((d) => d.recipients.includes(address));

async function drain() {
  await processJobsNow(queues.messagingSend);
  await processJobsNow(queues.webhookDeliver);
}

/** The send job of a message: its state, retries so far and seconds until its next attempt. */
async function sendJob(messageUuid: string) {
  const [job] = await db().execute<{
    state: string;
    retry_count: number;
    retry_limit: number;
    wait_seconds: number;
  }>(
    sql`select state, retry_count, retry_limit,
          extract(epoch from start_after - now())::float8 as wait_seconds
        from pgboss.job where name = ${queues.messagingSend} and data->>'messageUuid' = ${messageUuid}`,
  );
  if (!job) throw new Error(`no send job for ${messageUuid}`);
  return job;
}

describe('email through SMTP: refusals per recipient', () => {
  it('a Cc refused with 550 → SENT to the others, refusal recorded, warned in the callback and the thread', async () => {
    const { customerUuid, email } = await customer();
    smtp.refuse.set('gone@example.org', { code: 550, text: '5.1.1 No such user here' });
    const res = await sendEmail(customerUuid, { ccList: ['gone@example.org', 'office@example.org'] });
    await drain();
    const row = await messageRow(res);
    expect(row?.deliveryStatus).toBe('SENT');
    const refusal = {
      warningCode: 'RECIPIENT_REFUSED',
      warningDescription: expect.stringMatching(/gone@example\.org.*550 5\.1\.1 No such user here/),
    };
    expect(row?.warnings).toEqual([refusal]);
    expect(deliveredTo(email).map((d) => d.recipients.sort())).toEqual([
      [email, 'office@example.org'].sort(),
    ]);
    const [callback] = callbacksFor(res);
    expect(callback).toMatchObject({ status: 'SUCCESS', errors: [], warnings: [refusal] });
    const thread = await callRoute<ConversationsResponse>(listRoute, {
      path: `/api/communications/department/${own.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message/list`,
      params: { departmentUUID: own.departmentUuid, userUuid: 'DEFAULT', customerUuid },
      authorization: client.authorization,
      body: {},
    });
    expect(thread.status, JSON.stringify(thread.body)).toBe(200);
    const record = thread.body.messagesMap.MESSAGES.find((m) => m.uuid === res.body.messageUUID);
    expect(record?.warnings).toEqual([refusal]);
  });

  it('the customer’s address refused with 550 → FAILED INVALID_EMAIL_ADDRESS at once, not retried', async () => {
    const { customerUuid, email } = await customer();
    smtp.refuse.set(email, { code: 550, text: '5.1.1 Mailbox unavailable' });
    const res = await sendEmail(customerUuid);
    await drain();
    const row = await messageRow(res);
    expect([row?.deliveryStatus, row?.errorCode, row?.sendAttempts]).toEqual([
      'FAILED',
      'INVALID_EMAIL_ADDRESS',
      1,
    ]);
    expect(row?.failureReason).toMatch(/550 5\.1\.1 Mailbox unavailable/);
    expect((await sendJob(row?.uuid as string)).state).toBe('completed');
    expect(callbacksFor(res)[0]?.errors[0]?.errorCode).toBe('INVALID_EMAIL_ADDRESS');
  });
});

describe('email through SMTP: deferrals are retried for about a day', () => {
  it('450 on the customer’s address: retried with a growing backoff, then FAILED EMAIL_DEFERRED_TOO_LONG', async () => {
    const { customerUuid, email } = await customer();
    smtp.refuse.set(email, { code: 450, text: '4.2.1 Mailbox busy, try later' });
    const res = await sendEmail(customerUuid);
    const uuid = res.body.messageUUID as string;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= emailSendRetry.retryLimit; attempt++) {
      await processJobsNow(queues.messagingSend);
      const job = await sendJob(uuid);
      // pg-boss counts a retry when it starts it, so after attempt n it has counted n - 1.
      expect([job.state, job.retry_count, job.retry_limit]).toEqual([
        'retry',
        attempt - 1,
        emailSendRetry.retryLimit,
      ]);
      // pg-boss waits delay·2^(n-1) to twice that before retry n.
      const least = emailSendRetry.retryDelay * 2 ** (attempt - 1);
      expect(job.wait_seconds).toBeGreaterThan(least - 5);
      expect(job.wait_seconds).toBeLessThanOrEqual(2 * least + 5);
      waits.push(job.wait_seconds);
      const row = await messageRow(res);
      expect([row?.deliveryStatus, row?.sendAttempts]).toEqual(['QUEUED', attempt]);
      await makeRetriesDue(queues.messagingSend);
    }
    // Together the waits span more than 17 hours (about a day on average).
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(17 * 3600);
    await drain();
    const row = await messageRow(res);
    expect([row?.deliveryStatus, row?.errorCode, row?.sendAttempts]).toEqual([
      'FAILED',
      'EMAIL_DEFERRED_TOO_LONG',
      emailSendRetry.retryLimit + 1,
    ]);
    expect(row?.failureReason).toMatch(/450 4\.2\.1 Mailbox busy, try later/);
    // The give-up is the message's outcome (FAILED, called back); the job itself is done.
    expect((await sendJob(uuid)).state).toBe('completed');
    const callbacks = callbacksFor(res);
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]?.errors[0]).toMatchObject({
      errorCode: 'EMAIL_DEFERRED_TOO_LONG',
      errorDescription: expect.stringMatching(/450 4\.2\.1/),
    });
    expect(deliveredTo(email)).toEqual([]);
  });

  it('450 on the customer while the Cc is taken: the retry goes to the customer only', async () => {
    const { customerUuid, email } = await customer();
    smtp.refuse.set(email, { code: 450, text: '4.7.1 Greylisted, come back later' });
    const res = await sendEmail(customerUuid, { ccList: ['advisor@example.org'] });
    await drain();
    expect((await messageRow(res))?.deliveryStatus).toBe('QUEUED');
    expect(
      deliveredTo('advisor@example.org').filter((d) => d.data.includes(res.body.messageUUID as string)),
    ).toHaveLength(1);
    smtp.refuse.delete(email);
    await makeRetriesDue(queues.messagingSend);
    await drain();
    const row = await messageRow(res);
    expect([row?.deliveryStatus, row?.ccList, row?.sendAttempts]).toEqual(['SENT', [], 2]);
    expect(row?.warnings.map((w) => w.warningCode)).toEqual(['COPY_SENT_BEFORE_DEFERRAL']);
    const copies = smtp.delivered.filter((d) => d.data.includes(res.body.messageUUID as string));
    expect(copies.map((d) => d.recipients)).toEqual([['advisor@example.org'], [email]]);
  });
});

describe('email through SMTP: pooled connections', () => {
  it('emails one after another share one connection; a batch uses at most the pool’s connections', async () => {
    closeEmailTransports();
    const before = smtp.counts.connections;
    const sequential = await Promise.all([1, 2, 3, 4].map(() => customer()));
    for (const { customerUuid } of sequential) {
      await sendEmail(customerUuid);
      await processJobsNow(queues.messagingSend);
    }
    for (const { email } of sequential) expect(deliveredTo(email)).toHaveLength(1);
    expect(smtp.counts.connections - before).toBe(1);
    const batch = await Promise.all(Array.from({ length: 12 }, () => customer()));
    for (const { customerUuid } of batch) await sendEmail(customerUuid);
    await processJobsNow(queues.messagingSend);
    for (const { email } of batch) expect(deliveredTo(email)).toHaveLength(1);
    expect(smtp.counts.connections - before).toBeLessThanOrEqual(smtpPoolSettings.maxConnections);
  });
});
