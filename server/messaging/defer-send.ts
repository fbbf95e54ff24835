import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type Message, messages } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { queues, textSendRetry } from '../jobs/queues';

/**
 * A claimed text the breaker holds back goes back to QUEUED with a fresh send job at `retryAt`,
 * committed together: an outage (or wrong credentials) never fails a text, and waiting for the
 * provider uses none of its job's retries. `handedOver` is false when no hand-over was tried, so
 * the claim's attempt is not counted.
 */
export async function deferSend(
  database: Database,
  message: Message,
  deferral: { retryAt: Date; reason: string; handedOver: boolean },
): Promise<void> {
  await database.transaction(async (tx) => {
    const [queued] = await tx
      .update(messages)
      .set({
        deliveryStatus: 'QUEUED',
        failureReason: deferral.reason,
        ...(deferral.handedOver ? {} : { sendAttempts: sql`${messages.sendAttempts} - 1` }),
      })
      .where(and(eq(messages.uuid, message.uuid), eq(messages.deliveryStatus, 'SENDING')))
      .returning({ uuid: messages.uuid });
    if (!queued) return;
    await enqueue(
      tx,
      queues.messagingSend,
      { messageUuid: message.uuid },
      { ...textSendRetry, startAfter: deferral.retryAt },
    );
  });
}
