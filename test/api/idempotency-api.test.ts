import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as sendRoute } from '@/app/api/communications/department/[departmentUUID]/user/[userUuid]/customer/[customerUuid]/message/route';
import { POST as createLinkRoute } from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/route';
import { db } from '../../server/db/client';
import { messages, paymentInvoices } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { stopJobs } from '../../server/jobs/boss';
import { queues } from '../../server/queue/queues';
import { createTenantPair } from '../auth-matrix';
import { type CallResult, callRoute } from '../call-route';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';
import { createMessagingCustomer, startReceiver } from '../messaging';
import { processJobsNow } from '../process-jobs-now';

type Body = Record<string, unknown>;
type SendResponse = {
  messageUUID: string | null;
  requestUUID: string;
  status: 'SUCCESS' | 'FAILURE';
  errors: Array<{ errorCode: string }>;
};

let own: TestTenant;
let client: TestClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ({ own } = await createTenantPair());
  client = await createFullAccessClient(own);
  receiver = await startReceiver();
  overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1' });
});

afterAll(async () => {
  await stopJobs();
  await receiver.close();
});

const newKey = () => `key-${randomBytes(8).toString('hex')}`;

function send(customerUuid: string, body: Body, key: string): Promise<CallResult<SendResponse>> {
  return callRoute<SendResponse>(sendRoute, {
    path: `/api/communications/department/${own.departmentUuid}/user/DEFAULT/customer/${customerUuid}/message`,
    params: { departmentUUID: own.departmentUuid, userUuid: 'DEFAULT', customerUuid },
    authorization: client.authorization,
    headers: { 'idempotency-key': key },
    body,
  });
}

const text = (body: string, sending: Body = {}) => ({
  messageAttributes: { body, isManual: false, protocol: 'TEXT', type: 'OUTGOING' },
  messageSendingAttributes: sending,
});

const thread = (customerUuid: string) =>
  db().select().from(messages).where(eq(messages.customerUuid, customerUuid));
const callbacksFor = (messageUuid: string) =>
  receiver.received.filter((r) => (JSON.parse(r.body) as SendResponse).messageUUID === messageUuid);
const sendJobsFor = async (messageUuid: string) =>
  (
    await db().execute<{ id: string }>(
      sql`select id from pgboss.job where name = ${queues.messagingSend} and data->>'messageUuid' = ${messageUuid}`,
    )
  ).length;

describe('Idempotency-Key on message send', () => {
  it('retries (also concurrent ones) answer the first answer: one message, one hand-over, one callback', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const key = newKey();
    const body = text('Your car is ready.', { callbackURL: `${receiver.url}/idem` });
    const [first, ...retries] = await Promise.all([1, 2, 3].map(() => send(customerUuid, body, key)));
    const later = await send(customerUuid, body, key);
    expect(first?.status, JSON.stringify(first?.body)).toBe(200);
    for (const retry of [...retries, later]) expect(retry.body).toEqual(first?.body);
    const uuid = first?.body.messageUUID as string;
    expect(await thread(customerUuid)).toHaveLength(1);
    expect(await sendJobsFor(uuid)).toBe(1);
    await processJobsNow(queues.messagingSend);
    await processJobsNow(queues.webhookDeliver);
    const [row] = await thread(customerUuid);
    expect([row?.deliveryStatus, row?.sendAttempts]).toEqual(['DELIVERED', 1]);
    expect(callbacksFor(uuid)).toHaveLength(1);
  });

  it('a synchronous send: the retry answers the provider’s answer and hands nothing over again', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const key = newKey();
    const body = text('Sync once.', { sendSynchronously: true });
    const first = await send(customerUuid, body, key);
    expect(first.body.status).toBe('SUCCESS');
    const [sent] = await thread(customerUuid);
    expect([sent?.deliveryStatus, sent?.sendAttempts]).toEqual(['DELIVERED', 1]);
    const retry = await send(customerUuid, body, key);
    expect(retry.body).toEqual(first.body);
    const [after] = await thread(customerUuid);
    expect([after?.sendAttempts, after?.providerMessageId]).toEqual([1, sent?.providerMessageId]);
  });

  it('a synchronous send the provider refuses: the retry answers the same FAILURE', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid, {
      email: 'gone@bounce.example',
    });
    const key = newKey();
    const body = {
      messageAttributes: {
        body: 'Invoice',
        subject: 'Invoice',
        isManual: false,
        protocol: 'EMAIL',
        type: 'OUTGOING',
      },
      messageSendingAttributes: { sendSynchronously: true },
    };
    const first = await send(customerUuid, body, key);
    expect([first.body.status, first.body.errors[0]?.errorCode]).toEqual([
      'FAILURE',
      'INVALID_EMAIL_ADDRESS',
    ]);
    expect((await send(customerUuid, body, key)).body).toEqual(first.body);
    expect((await thread(customerUuid)).map((m) => m.sendAttempts)).toEqual([1]);
  });

  it('the same key with another body → 422 IDEMPOTENCY_KEY_REUSED in the messaging error body', async () => {
    const { customerUuid } = await createMessagingCustomer(own.dealerUuid);
    const key = newKey();
    await send(customerUuid, text('First'), key);
    const reused = await send(customerUuid, text('Second'), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({
      status: 'FAILURE',
      messageUUID: null,
      errors: [{ errorCode: 'IDEMPOTENCY_KEY_REUSED' }],
    });
    expect(await thread(customerUuid)).toHaveLength(1);
  });
});

/** A payment URL request; the email flag asks Messaging to email the link. */
function paymentRequest(lastName: string, amount: number): Body {
  return {
    customerIdentifiers: {
      firstName: 'Dana',
      lastName,
      emails: [{ emailAddress: `${lastName.toLowerCase()}@example.com`, isPreferred: true, okToEmail: true }],
    },
    flags: { useMyKaarmaEmailPaymentRequest: true },
    paymentDetails: { amount, currency: 'USD', paymentDescription: 'Brake pads' },
    orderRef: `RO-${lastName}`,
  };
}

function createLink(body: Body, key: string) {
  return callRoute(createLinkRoute, {
    path: `/api/v3/department/${own.departmentUuid}/url`,
    params: { serviceSubscriberDepartmentToken: own.departmentUuid },
    authorization: client.authorization,
    headers: { 'idempotency-key': key },
    body,
  });
}

describe('Idempotency-Key on payment link creation', () => {
  it('retries answer the first invoice and link; one invoice, one email', async () => {
    const lastName = `Payer${randomBytes(4).toString('hex')}`;
    const key = newKey();
    const body = paymentRequest(lastName, 125.5);
    const [first, concurrent] = await Promise.all([createLink(body, key), createLink(body, key)]);
    const later = await createLink(body, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(concurrent.body).toEqual(first.body);
    expect(later.body).toEqual(first.body);
    const customerUuid = String(first.body.customerId);
    const invoices = await db()
      .select()
      .from(paymentInvoices)
      .where(eq(paymentInvoices.customerUuid, customerUuid));
    expect(invoices.map((i) => i.uuid)).toEqual([first.body.invoiceId]);
    expect((await thread(customerUuid)).map((m) => m.protocol)).toEqual(['EMAIL']);
  });

  it('the same key with another body → 422 IDEMPOTENCY_KEY_REUSED in the payment error body', async () => {
    const lastName = `Payer${randomBytes(4).toString('hex')}`;
    const key = newKey();
    const first = await createLink(paymentRequest(lastName, 10), key);
    expect(first.status).toBe(200);
    const reused = await createLink(paymentRequest(lastName, 20), key);
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      error: { errorCode: 'IDEMPOTENCY_KEY_REUSED', errorDescription: expect.any(String) },
      warnings: [],
    });
  });
});
