import type { Tx } from '../db/client';
import { countSentTo } from './message-records';
import type { Refusal } from './outgoing-message-types';

/** The address already got the dealership's limit of messages within its window. */
export async function rateLimitRefusal(
  tx: Tx,
  dealerUuid: string,
  address: string,
  settings: { recipientRateLimit: number; recipientRateWindowSeconds: number },
): Promise<Refusal | null> {
  const since = new Date(Date.now() - settings.recipientRateWindowSeconds * 1000);
  const sent = await countSentTo(tx, { dealerUuid, address, since });
  if (sent < settings.recipientRateLimit) return null;
  return {
    errorCode: 'RATE_LIMIT_REACHED',
    reason: `${address} already got ${settings.recipientRateLimit} messages in the last ${Math.round(settings.recipientRateWindowSeconds / 60)} minutes`,
  };
}
