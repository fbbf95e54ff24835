import type { Database } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { enqueue } from '../queue/enqueue';
import { queues, textSendRetry } from '../queue/queues';
import { type MessageKey, returnToQueue } from './message-records';

/**
 * A claimed text the breaker holds back goes back to QUEUED with a fresh send job at `retryAt`,
 * committed together: an outage (or wrong credentials) never fails a text, and waiting for the
 * provider uses none of its job's retries. `handedOver` is false when no hand-over was tried, so
 * the claim's attempt is not counted.
 */
export async function deferSend(
  database: Database,
  message: MessageKey,
  deferral: { retryAt: Date; reason: string; handedOver: boolean },
): Promise<void> {
  await pipelinedTransaction(database, async (tx) => {
    const queued = await returnToQueue(tx, message, {
      failureReason: deferral.reason,
      countAttempt: deferral.handedOver,
    });
    if (!queued) return;
    await enqueue(
      tx,
      queues.messagingSend,
      { messageUuid: message.uuid },
      { ...textSendRetry, startAfter: deferral.retryAt },
    );
  });
}
