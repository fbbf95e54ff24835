import type { Tx } from '../db/client';
import { enqueue } from '../queue/enqueue';
import { queues } from '../queue/queues';
import { checkOutboundUrl } from './ssrf-guard';
import { insertWebhookDelivery } from './webhook-delivery-records';

/**
 * Records a callback/webhook and queues its delivery in the caller's transaction: it is sent only
 * if the state change it reports commits, and it survives a crash until delivered or given up.
 */
export async function enqueueWebhook(
  tx: Tx,
  delivery: {
    kind: string;
    url: string;
    payload: Record<string, unknown>;
    reference?: string;
    dealerUuid?: string;
    /** Signs with this API client's own webhook secret (created on first use) instead of the service-wide one. */
    apiClientUuid?: string | null;
  },
): Promise<string> {
  checkOutboundUrl(delivery.url);
  const uuid = await insertWebhookDelivery(tx, {
    kind: delivery.kind,
    url: delivery.url,
    payload: delivery.payload,
    reference: delivery.reference ?? null,
    dealerUuid: delivery.dealerUuid ?? null,
    apiClientUuid: delivery.apiClientUuid ?? null,
  });
  await enqueue(tx, queues.webhookDeliver, { deliveryUuid: uuid });
  return uuid;
}
