import type { Database } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { Message } from '../db/schema';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import { applyDeliveryReport } from './apply-delivery-report';
import { type MessageKey, markSentFound, returnToQueue } from './message-records';
import type { TextProvider } from './providers/types';

export type StuckSendOutcome = 'SETTLED' | 'SENT' | 'REQUEUED' | 'NOT_SENDING';

/**
 * A text left SENDING by a sender that died mid-hand-over, settled by what the provider holds:
 * delivered or failed as its delivery report would say, SENT with the provider's id while it is
 * on its way, or back to QUEUED with a new send job when the provider never got it. A failing
 * look-up throws and leaves the message as it is.
 */
export async function settleStuckSend(
  database: Database,
  message: Message,
  provider: TextProvider,
): Promise<StuckSendOutcome> {
  if (!message.toNumber || !message.fromNumber) return 'NOT_SENDING';
  const record = await provider.lookUp({
    from: message.fromNumber,
    to: message.toNumber,
    body: message.body,
    // updatedAt is the claim's time: nothing else writes a SENDING message.
    since: message.updatedAt,
  });
  if (!record) return requeue(database, message);
  const status = record.status.toLowerCase();
  if (['delivered', 'read', 'undelivered', 'failed'].includes(status)) {
    const { applied } = await applyDeliveryReport(database, {
      providerMessageId: record.providerMessageId,
      messageUuid: message.uuid,
      status,
      errorCode: record.errorCode,
    });
    return applied ? 'SETTLED' : 'NOT_SENDING';
  }
  const sent = await markSentFound(database, message, record.providerMessageId);
  return sent ? 'SENT' : 'NOT_SENDING';
}

/** SENDING → QUEUED with its send job, together: the claim keeps the new send to one. */
async function requeue(database: Database, message: MessageKey): Promise<StuckSendOutcome> {
  return pipelinedTransaction(database, async (tx) => {
    const queued = await returnToQueue(tx, message);
    if (!queued) return 'NOT_SENDING';
    await enqueue(tx, queues.messagingSend, { messageUuid: message.uuid });
    return 'REQUEUED';
  });
}
