import { and, count, eq, gte, ne } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { messages } from '../db/schema';
import type { Refusal } from './outgoing-message-types';

/** The address already got the dealership's limit of messages within its window. */
export async function rateLimitRefusal(
  tx: Tx,
  dealerUuid: string,
  address: string,
  settings: { recipientRateLimit: number; recipientRateWindowSeconds: number },
): Promise<Refusal | null> {
  const since = new Date(Date.now() - settings.recipientRateWindowSeconds * 1000);
  const [row] = await tx
    .select({ sent: count() })
    .from(messages)
    .where(
      and(
        eq(messages.dealerUuid, dealerUuid),
        eq(messages.toNumber, address),
        eq(messages.direction, 'OUTGOING'),
        eq(messages.kind, 'MESSAGE'),
        gte(messages.createdAt, since),
        ne(messages.deliveryStatus, 'FAILED'),
      ),
    );
  if ((row?.sent ?? 0) < settings.recipientRateLimit) return null;
  return {
    errorCode: 'RATE_LIMIT_REACHED',
    reason: `${address} already got ${settings.recipientRateLimit} messages in the last ${Math.round(settings.recipientRateWindowSeconds / 60)} minutes`,
  };
}
