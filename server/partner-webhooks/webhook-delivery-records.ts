import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { apiClients, webhookDeliveries, webhookDeliveryAttempts } from '../db/schema';
import { newUuid } from '../ids';

export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
export type DeliveryChange = Partial<typeof webhookDeliveries.$inferInsert>;
export type DeliveryAttempt = { statusCode?: number; error?: string; durationMs: number };

export async function insertWebhookDelivery(
  tx: Tx,
  delivery: Pick<WebhookDelivery, 'kind' | 'url' | 'payload' | 'reference' | 'dealerUuid' | 'apiClientUuid'>,
): Promise<string> {
  const uuid = newUuid();
  await tx.insert(webhookDeliveries).values({ uuid, ...delivery });
  return uuid;
}

export async function findWebhookDelivery(
  tx: Tx,
  deliveryUuid: string,
): Promise<WebhookDelivery | undefined> {
  const [delivery] = await tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.uuid, deliveryUuid));
  return delivery;
}

/**
 * Counts one attempt on a delivery still PENDING (with the change it brings) and keeps the attempt
 * with the receiver's answer. Deliveries belong to a dealer or to none (advisor actions), so the
 * delivery's uuid and its PENDING state are what the update names.
 */
export async function recordDeliveryAttempt(
  tx: Tx,
  delivery: Pick<WebhookDelivery, 'uuid' | 'attempts'>,
  change: DeliveryChange,
  attempt: DeliveryAttempt,
): Promise<void> {
  const [updated] = await tx
    .update(webhookDeliveries)
    .set({ ...change, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(and(eq(webhookDeliveries.uuid, delivery.uuid), eq(webhookDeliveries.status, 'PENDING')))
    .returning({ attempts: webhookDeliveries.attempts });
  await tx.insert(webhookDeliveryAttempts).values({
    uuid: newUuid(),
    deliveryUuid: delivery.uuid,
    attemptNumber: updated?.attempts ?? delivery.attempts + 1,
    statusCode: attempt.statusCode ?? null,
    error: attempt.error?.slice(0, 500) ?? null,
    durationMs: attempt.durationMs,
  });
}

/** The API client's own webhook secret, null when it has none yet, undefined when there is no such client. */
export async function findClientWebhookSecret(
  tx: Tx,
  apiClientUuid: string,
): Promise<string | null | undefined> {
  const [client] = await tx
    .select({ secret: apiClients.webhookSecret })
    .from(apiClients)
    .where(eq(apiClients.uuid, apiClientUuid));
  return client?.secret;
}

/** Stores `created` as the client's secret unless a concurrent first use stored one already; answers the stored one. */
export async function keepClientWebhookSecret(
  tx: Tx,
  apiClientUuid: string,
  created: string,
): Promise<string | null> {
  const [row] = await tx
    .update(apiClients)
    .set({ webhookSecret: sql`coalesce(${apiClients.webhookSecret}, ${created})` })
    .where(eq(apiClients.uuid, apiClientUuid))
    .returning({ secret: apiClients.webhookSecret });
  return row?.secret ?? null;
}
