import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { webhookDeliveries } from '../db/schema';
import { env } from '../env';
import { log } from '../log';
import { postJson } from './post-json';
import { webhookHeaders } from './sign-webhook';
import { BlockedDestinationError, checkOutboundUrl } from './ssrf-guard';

/**
 * One delivery attempt. A 2xx answer marks it delivered; anything else throws so the queue retries
 * with backoff; the last failed attempt marks it FAILED. A blocked destination is never retried.
 */
export async function deliverWebhook(
  database: Database,
  deliveryUuid: string,
  meta: { retryCount: number; retryLimit: number },
): Promise<{ status: string }> {
  const [delivery] = await database
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.uuid, deliveryUuid));
  if (delivery?.status !== 'PENDING') return { status: delivery?.status ?? 'MISSING' };
  const body = JSON.stringify(delivery.payload);
  const record = (values: Partial<typeof webhookDeliveries.$inferInsert>) =>
    database
      .update(webhookDeliveries)
      .set({ ...values, attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(and(eq(webhookDeliveries.uuid, deliveryUuid), eq(webhookDeliveries.status, 'PENDING')));
  const lastAttempt = meta.retryCount >= meta.retryLimit;
  try {
    const url = checkOutboundUrl(delivery.url);
    const result = await postJson(
      url,
      body,
      webhookHeaders(env().WEBHOOK_SIGNING_SECRET, delivery.uuid, body),
      {
        timeoutMs: env().OUTBOUND_TIMEOUT_MS,
        allowPrivate: env().OUTBOUND_ALLOW_PRIVATE_NETWORKS,
      },
    );
    if (result.status >= 200 && result.status < 300) {
      await record({
        status: 'DELIVERED',
        lastStatusCode: result.status,
        lastError: null,
        deliveredAt: new Date(),
      });
      return { status: 'DELIVERED' };
    }
    await record({
      status: lastAttempt ? 'FAILED' : 'PENDING',
      lastStatusCode: result.status,
      lastError: result.body.slice(0, 500),
    });
    throw new Error(`${delivery.kind} callback answered ${result.status}`);
  } catch (error) {
    if (error instanceof BlockedDestinationError) {
      await record({ status: 'FAILED', lastError: error.message });
      log.warn('callback destination refused', { deliveryUuid, error: error.message });
      return { status: 'FAILED' };
    }
    if (!(error instanceof Error && error.message.includes('callback answered'))) {
      await record({ status: lastAttempt ? 'FAILED' : 'PENDING', lastError: (error as Error).message });
    }
    throw error;
  }
}
