import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as statusRoute } from '@/app/api/webhooks/sms/status/route';
import { db } from '../../server/db/client';
import { messages } from '../../server/db/schema';
import { env, overrideEnvForTests } from '../../server/env';
import { dispatchMessage } from '../../server/messaging/dispatch-message';
import { sendMessageToCustomer } from '../../server/messaging/send-message-to-customer';
import { twilioSignature } from '../../server/messaging/twilio-signature';
import { createTestTenant } from '../fixtures';
import { createMessagingCustomer } from '../messaging';
import { startFakeTextProvider, waitFor } from '../ops/worker-processes';

/*
 * A provider's delivery report may reach us before its answer to the hand-over does (or after the
 * process that handed the text over died): the report names our message in its signed callback URL,
 * so it lands on the message whatever the order, and the late answer does not undo it.
 */

const publicOrigin = 'https://service.example.test';
let provider: Awaited<ReturnType<typeof startFakeTextProvider>>;

beforeAll(async () => {
  provider = await startFakeTextProvider(0, { holding: true });
  overrideEnvForTests({
    TWILIO_ACCOUNT_SID: 'ACreportorder',
    TWILIO_BASE_URL: provider.url,
    PUBLIC_BASE_URL: publicOrigin,
  });
});

afterAll(async () => {
  await provider.close();
});

async function queueText(): Promise<string> {
  const tenant = await createTestTenant();
  const { customerUuid } = await createMessagingCustomer(tenant.dealerUuid);
  const sent = await db().transaction((tx) =>
    sendMessageToCustomer(tx, {
      departmentUuid: tenant.departmentUuid,
      userUuid: 'DEFAULT',
      customerUuid,
      protocol: 'TEXT',
      body: 'Your car is ready',
      isManual: false,
    }),
  );
  expect(sent.errors).toEqual([]);
  return sent.messageUuid as string;
}

/** The provider's report, signed for the callback URL it was given, posted to the status route. */
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

const row = async (uuid: string) =>
  (await db().select().from(messages).where(eq(messages.uuid, uuid)).limit(1))[0];

describe('a delivery report that overtakes the hand-over', () => {
  it('settles the text at once and the late answer leaves it DELIVERED', async () => {
    const messageUuid = await queueText();
    const dispatched = dispatchMessage(db(), messageUuid, { finalAttempt: false });
    await waitFor('the hand-over to reach the provider', () => provider.handOvers.length === 1, 30);
    const handOver = provider.handOvers[0];
    expect(handOver?.statusCallback).toBe(
      `${publicOrigin}/api/webhooks/sms/status?messageUuid=${messageUuid}`,
    );

    const report = { MessageSid: handOver?.sid ?? '', MessageStatus: 'delivered' };
    const answer = await postReport(handOver?.statusCallback ?? '', report);
    expect(answer.status).toBe(204);
    // The answer is still held: the report alone settled the text, as after a crash.
    expect(await row(messageUuid)).toMatchObject({
      deliveryStatus: 'DELIVERED',
      providerMessageId: handOver?.sid,
    });

    provider.release();
    const outcome = await dispatched;
    expect(outcome.message?.deliveryStatus).toBe('DELIVERED');
    expect((await row(messageUuid))?.deliveryStatus).toBe('DELIVERED');
  });

  it('a report whose URL names no message, or names another text, changes nothing it should not', async () => {
    const messageUuid = await queueText();
    await db().update(messages).set({ deliveryStatus: 'DELIVERED' }).where(eq(messages.uuid, messageUuid));
    const callback = `${publicOrigin}/api/webhooks/sms/status?messageUuid=${messageUuid}`;
    const late = await postReport(callback, { MessageSid: 'SMlate', MessageStatus: 'undelivered' });
    expect(late.status).toBe(204);
    expect(await row(messageUuid)).toMatchObject({ deliveryStatus: 'DELIVERED', providerMessageId: null });
    const unnamed = await postReport(`${publicOrigin}/api/webhooks/sms/status?messageUuid=not-a-uuid`, {
      MessageSid: 'SMunknown',
      MessageStatus: 'delivered',
    });
    expect(unnamed.status).toBe(204);
  });
});
