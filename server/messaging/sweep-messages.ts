import type { Database } from '../db/client';
import { env } from '../env';
import { log } from '../log';
import { failMessage } from './dispatch-message';
import { expireOptInWaits, findStuckSends } from './message-records';
import { textProvider } from './providers';
import type { TextProvider } from './providers/types';
import { settleStuckSend } from './settle-stuck-send';

/**
 * Runs every minute. Texts held for an opt-in past the dealership's timeout expire (no callback,
 * spec: queued-text lifecycle). A send cut off after its claim (crash, deploy) is settled by
 * asking the provider once the claim is older than any live hand-over: what it holds is recorded,
 * what it never got is queued again. Only when the look-up keeps failing past the deadline does
 * the send fail with MESSAGE_SEND_LOCK_NOT_OBTAINED, so nobody waits for it forever.
 */
export async function sweepMessages(
  database: Database,
  now = new Date(),
  provider: TextProvider = textProvider(),
): Promise<{ expired: number; stuck: number }> {
  const expired = await expireOptInWaits(database, now);
  const settings = env();
  const stuck = await findStuckSends(
    database,
    new Date(now.getTime() - settings.MESSAGE_STUCK_LOOKUP_AFTER_MS),
  );
  for (const message of stuck) {
    const lookedUp = await (message.protocol === 'TEXT'
      ? // NOT_SENDING (settled meanwhile, or no numbers to look up by) leaves it to the deadline,
        // whose conditional failure then changes nothing that was settled.
        settleStuckSend(database, message, provider).then(
          (outcome) => outcome !== 'NOT_SENDING',
          (error: unknown) => {
            log.warn('stuck text look-up failed', { messageUuid: message.uuid, error });
            return false;
          },
        )
      : Promise.resolve(false));
    if (lookedUp) continue;
    if (message.updatedAt.getTime() > now.getTime() - settings.MESSAGE_STUCK_FAIL_AFTER_MS) continue;
    await failMessage(database, message, {
      errorCode: 'MESSAGE_SEND_LOCK_NOT_OBTAINED',
      reason: 'Sending was interrupted; it is not retried because the provider may already have it',
      fromStatus: 'SENDING',
    });
  }
  return { expired, stuck: stuck.length };
}
