import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import { carrierFailureReason } from './carrier-errors';
import { enqueueMessageCallback } from './message-callback';

export type ProviderStatus =
  | 'queued'
  | 'accepted'
  | 'sending'
  | 'sent'
  | 'delivered'
  | 'undelivered'
  | 'failed'
  | 'read';

/**
 * A delivery outcome from the provider (status webhook or sandbox report). Only a sent message
 * moves on, so a repeated or late report changes nothing; delivered or undelivered is published to
 * the callbackURL, for synchronous sends too (carrier updates are their only callbacks).
 */
export async function applyDeliveryReport(
  database: Database,
  report: { providerMessageId: string; status: string; errorCode?: string | null; reason?: string | null },
): Promise<{ applied: boolean }> {
  const status = report.status.toLowerCase();
  if (status !== 'delivered' && status !== 'undelivered' && status !== 'failed' && status !== 'read') {
    return { applied: false };
  }
  return database.transaction(async (tx) => {
    const delivered = status === 'delivered' || status === 'read';
    const [changed] = await tx
      .update(messages)
      .set(
        delivered
          ? { deliveryStatus: 'DELIVERED', deliveredOn: new Date() }
          : {
              deliveryStatus: 'FAILED',
              errorCode: 'TWILIO_SENDING_FAILURE',
              failureReason: report.reason ?? carrierFailureReason(report.errorCode),
            },
      )
      .where(
        and(
          eq(messages.providerMessageId, report.providerMessageId),
          inArray(messages.deliveryStatus, ['SENDING', 'SENT']),
        ),
      )
      .returning();
    if (!changed) return { applied: false };
    await enqueueMessageCallback(tx, changed, 'carrier-report');
    return { applied: true };
  });
}
