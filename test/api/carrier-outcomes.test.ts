import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as statusRoute } from '@/app/api/webhooks/sms/status/route';
import { toMessageRecord } from '../../server/conversations/message-wire';
import { db } from '../../server/db/client';
import { customerPhones, messages } from '../../server/db/schema';
import { env, overrideEnvForTests } from '../../server/env';
import { dispatchMessage } from '../../server/messaging/dispatch-message';
import { sendMessageResponseOf } from '../../server/messaging/message-callback';
import { sendMessageToCustomer } from '../../server/messaging/send-message-to-customer';
import { twilioSignature } from '../../server/messaging/twilio-signature';
import { createTestTenant } from '../fixtures';
import { createMessagingCustomer, randomPhone } from '../messaging';
import { startFakeTextProvider } from '../ops/worker-processes';

/*
 * What the carrier says about a text is kept on it (its numeric code) and, for STOP (21610) and
 * numbers that cannot take texts (21211, 21614), on the number: the next text is refused up front.
 */

const publicOrigin = 'https://service.example.test';
const stoppedNumber = randomPhone();
let provider: Awaited<ReturnType<typeof startFakeTextProvider>>;

beforeAll(async () => {
  provider = await startFakeTextProvider(0, {
    refusals: new Map([
      [stoppedNumber, { status: 400, code: 21610, message: 'Attempt to send to unsubscribed recipient' }],
    ]),
  });
  overrideEnvForTests({
    TWILIO_ACCOUNT_SID: 'ACcarrieroutcomes',
    TWILIO_BASE_URL: provider.url,
    PUBLIC_BASE_URL: publicOrigin,
  });
});

afterAll(async () => {
  await provider.close();
});

type Party = { dealerUuid: string; departmentUuid: string; customerUuid: string; phone: string };

async function textingParty(phone?: string): Promise<Party> {
  const tenant = await createTestTenant();
  const customer = await createMessagingCustomer(tenant.dealerUuid, phone ? { phone } : {});
  return { dealerUuid: tenant.dealerUuid, departmentUuid: tenant.departmentUuid, ...customer };
}

const queueText = (party: Party, body: string, options: { addTCPAFooter?: boolean } = {}) =>
  db().transaction((tx) =>
    sendMessageToCustomer(tx, {
      departmentUuid: party.departmentUuid,
      userUuid: 'DEFAULT',
      customerUuid: party.customerUuid,
      protocol: 'TEXT',
      body,
      isManual: false,
      ...options,
    }),
  );

/** Queued and handed over to the fake provider: the message as the hand-over left it. */
async function sendText(party: Party): Promise<string> {
  const queued = await queueText(party, 'Your car is ready');
  expect(queued.errors).toEqual([]);
  const messageUuid = queued.messageUuid as string;
  await dispatchMessage(db(), messageUuid, { finalAttempt: true });
  return messageUuid;
}

function postReport(statusCallback: string, form: Record<string, string>): Promise<Response> {
  const { pathname, search } = new URL(statusCallback);
  return statusRoute(
    new Request(`http://127.0.0.1:3000${pathname}${search}`, {
      method: 'POST',
      body: new URLSearchParams(form).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(env().SMS_AUTH_TOKEN, statusCallback, form),
      },
    }),
  );
}

/** The carrier's undelivered report for the text to `phone`, as the status webhook brings it. */
async function reportUndelivered(phone: string, errorCode: string): Promise<void> {
  const handOver = provider.handOvers.find((h) => h.to === phone);
  if (!handOver?.statusCallback) throw new Error('no hand-over with a status callback');
  const res = await postReport(handOver.statusCallback, {
    MessageSid: handOver.sid,
    MessageStatus: 'undelivered',
    ErrorCode: errorCode,
  });
  expect(res.status).toBeLessThan(300);
}

const row = async (uuid: string) =>
  (await db().select().from(messages).where(eq(messages.uuid, uuid)).limit(1))[0];

const phoneOf = async (party: Party) =>
  (
    await db()
      .select()
      .from(customerPhones)
      .where(
        and(eq(customerPhones.customerUuid, party.customerUuid), eq(customerPhones.phoneNumber, party.phone)),
      )
  )[0];

const eventsOf = (party: Party) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.customerUuid, party.customerUuid), eq(messages.kind, 'EVENT')));

describe('carrier outcomes', () => {
  it('a refusal with 21610 fails the text with its code and opts the number out', async () => {
    const party = await textingParty(stoppedNumber);
    const message = await row(await sendText(party));
    expect(message?.deliveryStatus).toBe('FAILED');
    expect(message?.errorCode).toBe('TWILIO_SENDING_FAILURE');
    expect(message?.providerErrorCode).toBe('21610');
    if (!message) throw new Error('no message');
    expect(sendMessageResponseOf(message, 'r').providerErrorCode).toBe('21610');
    expect(toMessageRecord(message, null).providerErrorCode).toBe('21610');
    expect((await phoneOf(party))?.optInStatus).toBe('OPTED_OUT');
    expect((await eventsOf(party)).map((e) => e.body)).toEqual([
      `${party.phone} opted out of texts (carrier reported STOP (21610))`,
    ]);
    const next = await queueText(party, 'Another one');
    expect(next.errors[0]?.errorCode).toBe('OPTED_OUT_COMMUNICATION_VALUE');
  });

  it('a status report with 21211 marks the number not OK to text: the next text is refused up front', async () => {
    const party = await textingParty();
    const messageUuid = await sendText(party);
    await reportUndelivered(party.phone, '21211');
    const message = await row(messageUuid);
    expect(message?.deliveryStatus).toBe('FAILED');
    expect(message?.providerErrorCode).toBe('21211');
    expect(message?.failureReason).toBe('The number is not a valid phone number');
    expect((await phoneOf(party))?.okToText).toBe(false);
    expect((await eventsOf(party)).map((e) => e.purpose)).toEqual(['NOT_TEXTABLE']);
    const handedOver = provider.handOvers.length;
    const next = await queueText(party, 'Another one');
    expect(next.errors[0]?.errorCode).toBe('COMMUNICATION_VALUE_MARKED_AS_NOT_OK_TO_COMMUNICATE');
    expect(provider.handOvers.length).toBe(handedOver);
  });

  it('a status report with 30003 is kept and returned; the number is unchanged', async () => {
    const party = await textingParty();
    const messageUuid = await sendText(party);
    await reportUndelivered(party.phone, '30003');
    const message = await row(messageUuid);
    if (!message) throw new Error('no message');
    expect(message.providerErrorCode).toBe('30003');
    const record = toMessageRecord(message, null);
    expect(record.providerErrorCode).toBe('30003');
    expect(record.twilioDeliveryFailureMessage).toBe("The customer's phone is switched off or out of reach");
    expect(sendMessageResponseOf(message, 'r').providerErrorCode).toBe('30003');
    const phone = await phoneOf(party);
    expect({ okToText: phone?.okToText, optInStatus: phone?.optInStatus }).toEqual({
      okToText: true,
      optInStatus: 'OPTED_IN',
    });
    expect(await eventsOf(party)).toEqual([]);
  });
});

describe('segment count', () => {
  it.each([
    ['160 GSM characters', 'a'.repeat(160), false, 1],
    ['161 GSM characters', 'a'.repeat(161), false, 2],
    ['137 characters and the opt-out line (160 as sent)', 'a'.repeat(137), true, 1],
    ['138 characters and the opt-out line (161 as sent)', 'a'.repeat(138), true, 2],
    ['70 UCS-2 characters', 'ж'.repeat(70), false, 1],
  ])('%s → stored and returned', async (_name, body, addTCPAFooter, segments) => {
    const party = await textingParty();
    const queued = await queueText(party, body, { addTCPAFooter });
    expect(queued.errors).toEqual([]);
    const message = await row(queued.messageUuid as string);
    if (!message) throw new Error('no message');
    expect(message.segmentCount).toBe(segments);
    expect(toMessageRecord(message, null).segmentCount).toBe(segments);
    expect(sendMessageResponseOf(message, 'r').segmentCount).toBe(segments);
  });
});
