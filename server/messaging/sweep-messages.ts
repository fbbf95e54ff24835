import { and, eq, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import { failMessage } from './dispatch-message';

/** A send claimed this long ago and never finished was cut off mid-send (crash, deploy). */
const stuckAfterMs = 10 * 60_000;

/**
 * Runs every minute. Texts held for an opt-in past the dealership's timeout expire (no callback,
 * spec: queued-text lifecycle). A send cut off after the claim is not retried, since the provider
 * may have taken it: it fails with MESSAGE_SEND_LOCK_NOT_OBTAINED so nobody waits for it forever.
 */
export async function sweepMessages(
  database: Database,
  now = new Date(),
): Promise<{ expired: number; stuck: number }> {
  const expired = await database
    .update(messages)
    .set({
      deliveryStatus: 'EXPIRED',
      failureReason: 'The customer did not opt in before the dealership’s waiting time ran out',
    })
    .where(and(eq(messages.deliveryStatus, 'WAITING_FOR_OPT_IN'), lte(messages.queueExpiresAt, now)))
    .returning({ uuid: messages.uuid });
  const stuck = await database
    .select({ uuid: messages.uuid })
    .from(messages)
    .where(
      and(
        eq(messages.deliveryStatus, 'SENDING'),
        lt(messages.updatedAt, new Date(now.getTime() - stuckAfterMs)),
      ),
    );
  for (const { uuid } of stuck) {
    await failMessage(database, uuid, {
      errorCode: 'MESSAGE_SEND_LOCK_NOT_OBTAINED',
      reason: 'Sending was interrupted; it is not retried because the provider may already have it',
      fromStatus: 'SENDING',
    });
  }
  return { expired: expired.length, stuck: stuck.length };
}
