import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { apiClients } from '../db/schema';
import { env } from '../env';

/**
 * The secret that signs a delivery: the API client's own webhook secret (created the first time it
 * is needed, `whsec_` + 32 random bytes), or the service-wide WEBHOOK_SIGNING_SECRET for deliveries
 * that belong to no client (advisor actions, internal webhooks).
 */
export async function signingSecretFor(tx: Tx, apiClientUuid: string | null | undefined): Promise<string> {
  if (!apiClientUuid) return env().WEBHOOK_SIGNING_SECRET;
  const [existing] = await tx
    .select({ secret: apiClients.webhookSecret })
    .from(apiClients)
    .where(eq(apiClients.uuid, apiClientUuid));
  if (!existing) return env().WEBHOOK_SIGNING_SECRET;
  if (existing.secret) return existing.secret;
  const created = `whsec_${randomBytes(32).toString('base64')}`;
  const [row] = await tx
    .update(apiClients)
    .set({ webhookSecret: sql`coalesce(${apiClients.webhookSecret}, ${created})` })
    .where(eq(apiClients.uuid, apiClientUuid))
    .returning({ secret: apiClients.webhookSecret });
  return row?.secret ?? created;
}
