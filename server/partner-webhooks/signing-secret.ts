import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client';
import { env } from '../env';
import { findClientWebhookSecret, keepClientWebhookSecret } from './webhook-delivery-records';

/**
 * The secret that signs a delivery: the API client's own webhook secret (created the first time it
 * is needed, `whsec_` + 32 random bytes), or the service-wide WEBHOOK_SIGNING_SECRET for deliveries
 * that belong to no client (advisor actions, internal webhooks).
 */
export async function signingSecretFor(tx: Tx, apiClientUuid: string | null | undefined): Promise<string> {
  if (!apiClientUuid) return env().WEBHOOK_SIGNING_SECRET;
  const existing = await findClientWebhookSecret(tx, apiClientUuid);
  if (existing === undefined) return env().WEBHOOK_SIGNING_SECRET;
  if (existing) return existing;
  const created = `whsec_${randomBytes(32).toString('base64')}`;
  return (await keepClientWebhookSecret(tx, apiClientUuid, created)) ?? created;
}
