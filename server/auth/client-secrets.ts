import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { apiClientSecrets, apiClients } from '../db/schema';
import { verifySecret } from './password';

/** Hashes of a client's earlier secrets still inside their grace period (usually none). */
export async function unexpiredEarlierHashes(tx: Tx, apiClientUuid: string): Promise<string[]> {
  const rows = await tx
    .select({ secretHash: apiClientSecrets.secretHash })
    .from(apiClientSecrets)
    .where(
      and(eq(apiClientSecrets.apiClientUuid, apiClientUuid), gt(apiClientSecrets.expiresAt, sql`now()`)),
    );
  return rows.map((r) => r.secretHash);
}

/**
 * The stored hash the secret matches, or null. With no hash to check, a dummy one is verified so
 * an unknown username costs the same time as a wrong password.
 */
export async function matchingSecretHash(hashes: readonly string[], secret: string): Promise<string | null> {
  if (hashes.length === 0) {
    await verifySecret(null, secret);
    return null;
  }
  for (const hash of hashes) {
    if (await verifySecret(hash, secret)) return hash;
  }
  return null;
}

// last_used_at is informational: written at most once a minute per client, not on every request.
const lastUsedResolutionMs = 60_000;

export async function markApiClientUsed(tx: Tx, client: { uuid: string; lastUsedAt: Date | null }) {
  if (client.lastUsedAt && Date.now() - client.lastUsedAt.getTime() < lastUsedResolutionMs) return;
  await tx
    .update(apiClients)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiClients.uuid, client.uuid),
        or(isNull(apiClients.lastUsedAt), lt(apiClients.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
