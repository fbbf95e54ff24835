import type { Tx } from '../db/client';
import type { Message, MessageWarning } from '../db/schema';
import { newUuid } from '../ids';
import { enqueue } from '../queue/enqueue';
import { emailSendRetry, queues, textSendRetry } from '../queue/queues';
import { composeOutgoingBody } from './compose-body';
import { copyListsOf } from './copy-lists';
import { insertOutgoingMessage } from './insert-outgoing-message';
import { enqueueMessageCallback } from './message-callback';
import { waitsForOptIn } from './opt-in-wait';
import type { SendParties, SendToCustomerInput } from './outgoing-message-types';
import { resolveSendParties } from './resolve-send-parties';
import { sendRefusal } from './send-refusal';

/**
 * Validates a send (throwing DomainError with the spec's code: nothing recorded, no callback),
 * then records the message: FAILED with the refusal (opted out, not OK to contact, locked, rate
 * limited, blocked address), WAITING_FOR_OPT_IN (queueIfOptedOut), or QUEUED with its send job.
 * `parties` read before the transaction (resolveSendParties on the pool) are used as they are.
 */
export async function recordOutgoingMessage(
  tx: Tx,
  input: SendToCustomerInput,
  partiesRead?: SendParties,
): Promise<Message> {
  const parties = partiesRead ?? (await resolveSendParties(tx, input));
  const body = composeOutgoingBody(input, parties);
  const warnings: MessageWarning[] = [];
  const { cc, bcc } = copyListsOf(input, parties.settings, warnings);
  const queueForOptIn = waitsForOptIn(input, parties.sender, parties.recipient, warnings);
  const refusal = await sendRefusal(tx, parties, input);
  const deliveryStatus: Message['deliveryStatus'] = refusal
    ? 'FAILED'
    : queueForOptIn
      ? 'WAITING_FOR_OPT_IN'
      : 'QUEUED';
  const uuid = newUuid();
  const inserted = insertOutgoingMessage(tx, input, parties, {
    uuid,
    deliveryStatus,
    cc,
    bcc,
    warnings,
    refusal,
    queueForOptIn,
    body,
  });
  if (deliveryStatus === 'QUEUED') {
    // Sent behind the insert in the same round trip: the job knows the message by its uuid.
    // A synchronous send is handed over by the request itself; the delayed job is the safety net
    // that still sends it if the process dies before doing so (the claim keeps it to one send).
    const [message] = await Promise.all([
      inserted,
      enqueue(
        tx,
        queues.messagingSend,
        { messageUuid: uuid },
        {
          ...(input.sendSynchronously ? { startAfter: 120 } : {}),
          ...(input.protocol === 'EMAIL' ? emailSendRetry : textSendRetry),
        },
      ),
    ]);
    return message;
  }
  const message = await inserted;
  if (refusal) await enqueueMessageCallback(tx, message, 'status-change');
  return message;
}
