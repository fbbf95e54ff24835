import type { Tx } from '../db/client';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import { setOptInStatus } from './consent-records';
import { enqueueMessageCallback } from './message-callback';
import { failTextsOfOptedOut, releaseOptInWaits } from './message-records';

/**
 * Records an opt-in of a number at a dealer (every customer of the dealer holding it) and
 * releases the texts held for it: WAITING_FOR_OPT_IN → QUEUED with a send job. From here on they
 * are asynchronous, so their sent or failed status reaches the callbackURL.
 */
export async function recordOptIn(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
): Promise<string[]> {
  await setOptInStatus(tx, target, 'OPTED_IN');
  const released = await releaseOptInWaits(tx, target);
  for (const uuid of released) await enqueue(tx, queues.messagingSend, { messageUuid: uuid });
  return released;
}

/**
 * Records an explicit opt-out: the number never gets another text (but the one confirmation), and
 * texts held for its opt-in fail with OPTED_OUT_COMMUNICATION_VALUE and a FAILURE callback.
 */
export async function recordOptOut(
  tx: Tx,
  target: { dealerUuid: string; phoneNumber: string },
): Promise<void> {
  await setOptInStatus(tx, target, 'OPTED_OUT');
  const failed = await failTextsOfOptedOut(tx, target);
  for (const message of failed) await enqueueMessageCallback(tx, message, 'status-change');
}
