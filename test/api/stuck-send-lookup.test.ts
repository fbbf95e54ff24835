import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../server/db/client';
import { messages, webhookDeliveries } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { dispatchMessage } from '../../server/messaging/dispatch-message';
import { sweepMessages } from '../../server/messaging/sweep-messages';
import { queues } from '../../server/queue/queues';
import { queueTexts, startFakeTextProvider } from '../ops/worker-processes';
import { processJobsNow } from '../process-jobs-now';

/*
 * A text left SENDING by a sender that died mid-hand-over is settled by asking the provider:
 * what it holds is recorded, what it never got is sent again, once.
 */

let provider: Awaited<ReturnType<typeof startFakeTextProvider>>;

beforeAll(async () => {
  provider = await startFakeTextProvider(0);
  overrideEnvForTests({ TWILIO_ACCOUNT_SID: 'ACstucksends', TWILIO_BASE_URL: provider.url });
});

afterAll(async () => {
  await provider.close();
});

const row = async (uuid: string) =>
  (await db().select().from(messages).where(eq(messages.uuid, uuid)).limit(1))[0];

/** The state a dead sender leaves: claimed (SENDING) with the provider's answer never recorded. */
async function leftSending(uuid: string): Promise<void> {
  await db()
    .update(messages)
    .set({ deliveryStatus: 'SENDING', callbackUrl: 'https://dealer.example.test/callback' })
    .where(eq(messages.uuid, uuid));
}

const threeMinutesOn = () => new Date(Date.now() + 3 * 60_000);

describe('a text left SENDING by a dead sender', () => {
  it('is settled DELIVERED with the provider’s id and a callback when the provider has it', async () => {
    const { uuids, body } = await queueTexts(1);
    const uuid = uuids[0] as string;
    // Handed over, then the answer is lost: the provider has it, our row is SENDING again.
    await dispatchMessage(db(), uuid, { finalAttempt: true });
    const handOver = provider.handOvers.find((h) => h.body.includes(body));
    await db().update(messages).set({ providerMessageId: null }).where(eq(messages.uuid, uuid));
    await leftSending(uuid);

    await sweepMessages(db(), threeMinutesOn());

    const settled = await row(uuid);
    expect([settled?.deliveryStatus, settled?.providerMessageId]).toEqual(['DELIVERED', handOver?.sid]);
    const callbacks = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.reference, uuid));
    expect(callbacks).toHaveLength(1);
    expect(provider.handOvers.filter((h) => h.body.includes(body))).toHaveLength(1);
  });

  it('is queued again and sent once when the provider never got it', async () => {
    const { uuids, body } = await queueTexts(1);
    const uuid = uuids[0] as string;
    await leftSending(uuid);

    await sweepMessages(db(), threeMinutesOn());
    expect((await row(uuid))?.deliveryStatus).toBe('QUEUED');

    // Its first job and the sweep's new one: the claim lets one of them send it.
    await processJobsNow(queues.messagingSend);
    expect((await row(uuid))?.deliveryStatus).toBe('SENT');
    expect(provider.handOvers.filter((h) => h.body.includes(body))).toHaveLength(1);
  });

  it('is left alone while its hand-over may still be live', async () => {
    const { uuids } = await queueTexts(1);
    const uuid = uuids[0] as string;
    await leftSending(uuid);

    await sweepMessages(db(), new Date(Date.now() + 30_000));
    expect((await row(uuid))?.deliveryStatus).toBe('SENDING');
  });
});
